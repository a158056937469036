export type ProjectCategory = 'Tooling' | 'Testing' | 'Frontend' | 'Libraries' | 'Dapps';

export type Project = {
  id: string;
  name: string;
  category: ProjectCategory;
  /** Who builds it, as the project itself names its team. */
  maintainer: string;
  description: string;
  /** Source repository. */
  repository: string;
  /** The project's own site, when it has one apart from the repository. */
  website?: string;
  /** The repository is archived: read it, don't start new work on it. */
  archived?: boolean;
};

export const PROJECT_CATEGORIES: readonly ProjectCategory[] = ['Tooling', 'Testing', 'Frontend', 'Libraries', 'Dapps'];

export const PROJECTS: readonly Project[] = [
  {
    id: 'cargo-contract',
    name: 'cargo-contract',
    category: 'Tooling',
    maintainer: 'ink! core team',
    description:
      'The Cargo subcommand that creates, builds, uploads, instantiates and calls ink! contracts. It drives the Rust compiler with the right target and flags, checks the result, and writes the metadata and bundle files that every other tool reads.',
    repository: 'https://github.com/use-ink/cargo-contract',
  },
  {
    id: 'pop-cli',
    name: 'Pop CLI',
    category: 'Tooling',
    maintainer: 'R0GUE',
    description:
      'An all-in-one command line for Polkadot development. For contracts it scaffolds a project from templates, builds and tests it, starts a local chain and deploys to it, with interactive prompts for everything you leave out.',
    repository: 'https://github.com/r0gue-io/pop-cli',
  },
  {
    id: 'swanky',
    name: 'Swanky',
    category: 'Tooling',
    maintainer: 'Astar',
    description:
      'A command-line suite from the Astar team for Wasm contract projects: it set up a workspace, ran a local Swanky node, compiled, tested and deployed ink! contracts. It targets the pallet-contracts era (ink! 5 and earlier).',
    repository: 'https://github.com/inkdevhub/swanky-cli',
  },
  {
    id: 'ink-analyzer',
    name: 'ink! analyzer',
    category: 'Tooling',
    maintainer: 'ink! analyzer',
    description:
      'A semantic analyzer and language server for ink!. It reports ink!-specific errors as you type, completes attributes and arguments, and offers quick fixes and code actions. Editors get it through its language server, and VS Code through a dedicated extension.',
    repository: 'https://github.com/ink-analyzer/ink-analyzer',
  },
  {
    id: 'drink',
    name: 'drink!',
    category: 'Testing',
    maintainer: 'inkdevhub (started at Cardinal Cryptography)',
    description:
      'A sandboxed runtime for testing contracts without running a node: deploy, call and inspect contracts inside a test as if you were writing pallet unit tests. ink! 5.0 could use it as a backend for its end-to-end tests; from ink! 5.1 ink! ships its own sandbox crate, `ink_sandbox`, for that.',
    repository: 'https://github.com/inkdevhub/drink',
  },
  {
    id: 'contracts-ui',
    name: 'Contracts UI',
    category: 'Frontend',
    maintainer: 'ink! core team',
    description:
      'A web app for working with contracts by hand: upload a contract bundle, instantiate it, and call its messages through forms generated from the metadata. Handy for a first deployment or for poking at someone else’s contract.',
    repository: 'https://github.com/use-ink/contracts-ui',
  },
  {
    id: 'dedot',
    name: 'dedot',
    category: 'Frontend',
    maintainer: 'Dedot',
    description:
      'A TypeScript client for Polkadot-SDK chains, designed to be small and fully typed. It generates typed bindings from contract metadata, so calls, queries and events of an ink! contract are checked by the compiler in your dapp.',
    repository: 'https://github.com/dedotdev/dedot',
    website: 'https://docs.dedot.dev',
  },
  {
    id: 'typink',
    name: 'Typink',
    category: 'Frontend',
    maintainer: 'Dedot',
    description:
      'A type-safe React hooks library built on dedot, with a project generator for new dapps. It covers wallet connection, contract queries and transactions with typed results, for ink! and for Solidity contracts on PolkaVM.',
    repository: 'https://github.com/dedotdev/typink',
    website: 'https://typink.dev',
  },
  {
    id: 'inkathon',
    name: 'inkathon',
    category: 'Frontend',
    maintainer: 'Scio Labs',
    description:
      'A full-stack boilerplate for ink! dapps: a contracts package and a Next.js frontend in one repository, wired together with scripts for building and deploying. Its recent releases target ink! 6.',
    repository: 'https://github.com/scio-labs/inkathon',
    website: 'https://docs.inkathon.xyz',
  },
  {
    id: 'papi',
    name: 'Polkadot API (PAPI)',
    category: 'Frontend',
    maintainer: 'Polkadot API',
    description:
      'A typed TypeScript library for Polkadot-SDK chains with light-client support. Its ink! SDK turns contract metadata into typed calls and queries, for dapps that already talk to the chain through PAPI.',
    repository: 'https://github.com/polkadot-api/polkadot-api',
    website: 'https://papi.how',
  },
  {
    id: 'openbrush',
    name: 'OpenBrush',
    category: 'Libraries',
    maintainer: 'Brushfam',
    description:
      'A library of reusable contract building blocks for ink! 3 and 4: token standards (PSP22, PSP34, PSP37), access control and upgradeability, composed through traits. The repository is archived, but it remains a good reference for how to structure reusable ink! code.',
    repository: 'https://github.com/Brushfam/openbrush-contracts',
    archived: true,
  },
  {
    id: 'azero-id',
    name: 'AZERO.ID',
    category: 'Dapps',
    maintainer: 'AZERO.ID',
    description:
      'A domain-name service on Aleph Zero whose registry is a set of ink! contracts. It maps readable names to addresses for the wallets and dapps of that ecosystem, and its contracts are public to read.',
    repository: 'https://github.com/azero-id/contracts',
  },
  {
    id: 'invariant',
    name: 'Invariant (Aleph Zero)',
    category: 'Dapps',
    maintainer: 'Invariant Labs',
    description:
      'A concentrated-liquidity automated market maker written in ink! for Aleph Zero. Its repository shows a large DeFi protocol built as a single ink! contract, with end-to-end tests against a local node.',
    repository: 'https://github.com/invariant-labs/protocol-azero',
  },
  {
    id: 'phat-contracts',
    name: 'Phat Contract examples',
    category: 'Dapps',
    maintainer: 'Phala Network',
    description:
      'Examples of Phala’s Phat Contracts: ink! contracts that Phala’s workers run off-chain, with access to HTTP requests and longer computations than a block allows.',
    repository: 'https://github.com/Phala-Network/phat-contract-examples',
  },
];
