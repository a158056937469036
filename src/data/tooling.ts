import {SITE_PATHS, type SitePath} from './sitePaths';

export type ToolStage = 'Write' | 'Build and deploy' | 'Test' | 'Run locally' | 'Build a frontend';

export type ExternalLink = {label: string; href: string};

export type Tool = {
  id: string;
  name: string;
  stage: ToolStage;
  /** What it is for, in one line. */
  purpose: string;
  description: string;
  /** The ink! versions it serves. */
  inkVersions: string;
  links: readonly ExternalLink[];
  /** A page on this site that covers it in depth. */
  docsPath?: SitePath;
};

export const TOOL_STAGES: readonly ToolStage[] = ['Write', 'Build and deploy', 'Test', 'Run locally', 'Build a frontend'];

/** Decorative icon per stage, under static/. */
export const STAGE_ICONS: Readonly<Record<ToolStage, string>> = {
  Write: '/img/pages/stage-write.svg',
  'Build and deploy': '/img/pages/stage-build.svg',
  Test: '/img/pages/stage-test.svg',
  'Run locally': '/img/pages/stage-run.svg',
  'Build a frontend': '/img/pages/stage-frontend.svg',
};

export const TOOLS: readonly Tool[] = [
  {
    id: 'ink-analyzer',
    name: 'ink! analyzer and its VS Code extension',
    stage: 'Write',
    purpose: 'Catch ink! mistakes while you type.',
    description:
      'A semantic analyzer and language server that understands ink! attributes. It flags a message without `&self`, a storage struct in the wrong place or a misspelt attribute argument before you compile, and offers completions and quick fixes. Use the VS Code extension, or point any editor with language-server support at the server.',
    inkVersions: 'ink! 4, 5 and 6',
    links: [
      {label: 'ink! analyzer site', href: 'https://analyze.ink'},
      {label: 'ink-analyzer on GitHub', href: 'https://github.com/ink-analyzer/ink-analyzer'},
      {label: 'VS Code extension source', href: 'https://github.com/ink-analyzer/ink-vscode'},
    ],
  },
  {
    id: 'ink-linter',
    name: 'ink! linter',
    stage: 'Write',
    purpose: 'Find contract-specific bugs that the Rust compiler accepts.',
    description:
      'A set of lints, built on Dylint, for patterns that compile but misbehave on chain: storage that is never freed, strict equality on balances, primitive numbers used as event topics, and more. cargo-contract 4 and 5 run it when you build with the `--lint` flag; cargo-contract 6.0.0-beta.1 dropped that flag and leaves the ink! lints switched off, so for ink! 6 run them with `cargo dylint`.',
    inkVersions: 'ink! 5 and 6',
    links: [{label: 'Lint sources in the ink! repository', href: 'https://github.com/use-ink/ink/tree/master/linting'}],
  },
  {
    id: 'cargo-contract',
    name: 'cargo-contract',
    stage: 'Build and deploy',
    purpose: 'Create, build, deploy and call contracts from the command line.',
    description:
      'The reference toolchain. `cargo contract new` scaffolds a project, `cargo contract build` compiles it and writes the metadata and bundle, and the `upload`, `instantiate` and `call` subcommands talk to a node. Use cargo-contract 6 with ink! 6; older ink! versions need the cargo-contract release line made for them.',
    inkVersions: 'every version',
    links: [{label: 'cargo-contract on GitHub', href: 'https://github.com/use-ink/cargo-contract'}],
    docsPath: SITE_PATHS.setup,
  },
  {
    id: 'pop-cli',
    name: 'Pop CLI',
    stage: 'Build and deploy',
    purpose: 'One guided command line for contracts and chains.',
    description:
      'Covers the same steps as cargo-contract and adds templates, interactive prompts and the ability to launch a local chain for you. A good fit when you would rather answer questions than remember flags, or when your project also involves a parachain.',
    inkVersions: 'ink! 6 (Pop CLI 0.11 and later); ink! 5 up to Pop CLI 0.10',
    links: [{label: 'Pop CLI on GitHub', href: 'https://github.com/r0gue-io/pop-cli'}],
  },
  {
    id: 'contracts-ui',
    name: 'Contracts UI',
    stage: 'Build and deploy',
    purpose: 'Deploy and call contracts from a browser.',
    description:
      'Upload a contract bundle, instantiate it and call its messages through forms built from the metadata. Useful for a first deployment to a testnet and for inspecting contracts that someone else deployed.',
    inkVersions: 'ink! 4 and 5 on pallet-contracts; ink! 6 on pallet-revive',
    links: [{label: 'Contracts UI on GitHub', href: 'https://github.com/use-ink/contracts-ui'}],
  },
  {
    id: 'drink',
    name: 'drink!',
    stage: 'Test',
    purpose: 'Test contracts in a sandboxed runtime, without a node.',
    description:
      'Runs a minimal runtime inside your test process, so deploying and calling contracts is as fast as a unit test and you can move blocks and balances at will. For ink! 4 and 5 it is a separate library, and ink! 5.0 used it as an end-to-end backend; from ink! 5.1, and in ink! 6, ink! ships the same idea as its own `ink_sandbox` crate, the runtime-only backend of its end-to-end tests.',
    inkVersions: 'ink! 4 and 5 (library); ink! 5.1 and 6 (built in)',
    links: [{label: 'drink! on GitHub', href: 'https://github.com/inkdevhub/drink'}],
  },
  {
    id: 'ink-node',
    name: 'ink-node',
    stage: 'Run locally',
    purpose: 'A local development chain with pallet-revive.',
    description:
      'A single-node chain for development with pallet-revive, pre-funded development accounts. End-to-end tests start it for you; run it yourself when you want to deploy and click through a contract locally. It succeeds substrate-contracts-node, which served pallet-contracts.',
    inkVersions: 'ink! 6',
    links: [{label: 'ink-node on GitHub', href: 'https://github.com/use-ink/ink-node'}],
  },
  {
    id: 'dedot',
    name: 'dedot',
    stage: 'Build a frontend',
    purpose: 'A typed TypeScript client for chains and contracts.',
    description:
      'Generates TypeScript types from contract metadata so every query, transaction and event of your contract is type-checked in the dapp. One contract API covers ink! and Solidity contracts on PolkaVM, in browsers and in Node.',
    inkVersions: 'ink! 5 and 6',
    links: [
      {label: 'dedot on GitHub', href: 'https://github.com/dedotdev/dedot'},
      {label: 'dedot documentation', href: 'https://docs.dedot.dev'},
    ],
  },
  {
    id: 'typink',
    name: 'Typink',
    stage: 'Build a frontend',
    purpose: 'React hooks for ink! dapps.',
    description:
      'Built on dedot: hooks for wallet connection, contract queries and transactions with typed results, plus a generator that creates a working dapp to start from.',
    inkVersions: 'ink! 5 and 6',
    links: [
      {label: 'Typink on GitHub', href: 'https://github.com/dedotdev/typink'},
      {label: 'Typink site', href: 'https://typink.dev'},
    ],
  },
  {
    id: 'papi',
    name: 'Polkadot API (PAPI)',
    stage: 'Build a frontend',
    purpose: 'A typed, light-client-ready client with an ink! SDK.',
    description:
      'A TypeScript client for Polkadot-SDK chains that can connect through a light client. Its ink! SDK turns contract metadata into typed calls, which suits dapps that already use PAPI for the rest of the chain.',
    inkVersions: 'ink! 5 and 6',
    links: [
      {label: 'PAPI on GitHub', href: 'https://github.com/polkadot-api/polkadot-api'},
      {label: 'PAPI documentation', href: 'https://papi.how'},
    ],
  },
];
