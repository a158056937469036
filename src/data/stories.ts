/** A builder story: what a kind of team shipped with ink!, told from its public work. */
export type Story = {
  id: string;
  /** The kind of team, e.g. "A DeFi team". */
  team: string;
  project: string;
  /** Where the work ran. */
  setting: string;
  challenge: string;
  approach: string;
  lesson: string;
  /** Public source for the story: the project's repository. */
  source: string;
};

export const STORIES: readonly Story[] = [
  {
    id: 'naming-service',
    team: 'A naming-service team',
    project: 'AZERO.ID',
    setting: 'Aleph Zero, ink! contracts on pallet-contracts',
    challenge:
      'Give every wallet and dapp in an ecosystem one shared way to turn readable names into addresses, with registration, renewal and ownership rules that nobody can quietly change.',
    approach:
      'The registry is a set of ink! contracts in a public repository. Registration and ownership changes are contract calls, and wallets, dapps and other contracts resolve a name by querying those contracts.',
    lesson:
      'Shared infrastructure is where the typed storage and explicit messages of ink! pay off: every integrator reads the same metadata, so a wallet and a dapp cannot disagree on what a call means.',
    source: 'https://github.com/azero-id/contracts',
  },
  {
    id: 'defi-exchange',
    team: 'A DeFi protocol team',
    project: 'Invariant on Aleph Zero',
    setting: 'Aleph Zero, ink! contracts on pallet-contracts',
    challenge:
      'Bring a concentrated-liquidity market maker, with its tick maths, positions and fee accounting, to a chain whose contracts are written in Rust rather than Solidity.',
    approach:
      'The team wrote the protocol as ink! contracts, built them with cargo-contract, and covered them with end-to-end tests that run against a local contracts node.',
    lesson:
      'Because an ink! contract is a Rust crate, complex maths can live in ordinary functions with ordinary tests, and end-to-end tests then check the contract as a whole on a real node.',
    source: 'https://github.com/invariant-labs/protocol-azero',
  },
  {
    id: 'off-chain-compute',
    team: 'A compute-network team',
    project: 'Phat Contracts',
    setting: 'Phala Network, ink! contracts run by off-chain workers',
    challenge:
      'Let developers write programs that call web APIs and compute more than a block allows, while keeping the programming model of a smart contract.',
    approach:
      'Phala chose ink! as the language for its Phat Contracts and ran them on its own worker network, adding capabilities such as HTTP requests that an on-chain contract does not have.',
    lesson:
      'ink! is a Rust eDSL rather than a closed virtual machine, so a team with its own execution environment could reuse the language, the metadata format and the tooling around it.',
    source: 'https://github.com/Phala-Network/phat-contract-examples',
  },
  {
    id: 'contract-library',
    team: 'A library team',
    project: 'OpenBrush',
    setting: 'ink! 3 and 4, for any chain with pallet-contracts',
    challenge:
      'Stop every project from re-implementing the same token standards and access control, and the same bugs with them.',
    approach:
      'Brushfam published PSP22, PSP34 and PSP37 token implementations and reusable modules that a contract pulls in through Rust traits, so projects wrote only the parts that made them different.',
    lesson:
      'Traits and crates give ink! code reuse without inheritance. The repository is archived now, and its design is still worth reading before you write a shared module of your own.',
    source: 'https://github.com/Brushfam/openbrush-contracts',
  },
  {
    id: 'developer-tooling',
    team: 'A developer-tooling team',
    project: 'Pop CLI',
    setting: 'Polkadot, for contracts and parachains alike',
    challenge: 'Cut the number of tools, flags and local setups a newcomer needs before deploying a first contract.',
    approach:
      'R0GUE built one command line that scaffolds a contract from templates, builds and tests it, launches a local chain and deploys to it, asking interactively for anything missing.',
    lesson:
      'The ink! toolchain is a set of open crates, so a third team can wrap it into a different experience without forking the compiler side.',
    source: 'https://github.com/r0gue-io/pop-cli',
  },
  {
    id: 'dapp-template',
    team: 'A full-stack dapp team',
    project: 'inkathon',
    setting: 'ink! contracts with a Next.js frontend',
    challenge:
      'Give hackathon teams and start-ups a working contract-plus-frontend project on day one, instead of a week of wiring.',
    approach:
      'Scio Labs kept the contracts and the web app in one repository, with scripts that build the contracts and hand their metadata to typed frontend clients, and moved the template along with new ink! releases.',
    lesson:
      'Contract metadata is the interface between Rust and TypeScript: keep it generated and versioned with the contract, and the frontend stays in step.',
    source: 'https://github.com/scio-labs/inkathon',
  },
];
