/** The contracts pallet a chain runs, which decides the ink! versions it accepts. */
type ChainRuntime = 'pallet-revive' | 'pallet-contracts';

type ChainNetwork = 'Polkadot' | 'Kusama' | 'Paseo testnet' | 'Standalone';

export type Chain = {
  id: string;
  name: string;
  runtime: ChainRuntime;
  network: ChainNetwork;
  /** The chain's own site (or, for a testnet, its source repository). */
  url: string;
  description: string;
};

export type ChainGroup = {
  runtime: ChainRuntime;
  title: string;
  intro: string;
  /** Decorative icon under static/. */
  icon: string;
};

export const CHAIN_GROUPS: readonly ChainGroup[] = [
  {
    runtime: 'pallet-revive',
    icon: '/img/pages/runtime-revive.svg',
    title: 'ink! 6 on pallet-revive',
    intro:
      'ink! 6 compiles contracts to RISC-V for PolkaVM. They run on chains whose runtime includes pallet-revive, the contracts pallet that also executes Solidity compiled for PolkaVM.',
  },
  {
    runtime: 'pallet-contracts',
    icon: '/img/pages/runtime-contracts.svg',
    title: 'ink! 5 and earlier on pallet-contracts',
    intro:
      'Up to ink! 5, contracts compile to WebAssembly for pallet-contracts. These chains run their own runtimes and decide their own upgrade paths, so check the chain’s documentation for which ink! and cargo-contract versions it supports today.',
  },
];

export const CHAINS: readonly Chain[] = [
  {
    id: 'polkadot-hub',
    name: 'Polkadot Hub (Asset Hub)',
    runtime: 'pallet-revive',
    network: 'Polkadot',
    url: 'https://polkadot.com',
    description:
      'Polkadot’s system chain for assets and accounts. Its runtime includes pallet-revive, so this is where ink! 6 contracts deploy on Polkadot itself, next to native assets and balances.',
  },
  {
    id: 'kusama-asset-hub',
    name: 'Kusama Asset Hub',
    runtime: 'pallet-revive',
    network: 'Kusama',
    url: 'https://kusama.network',
    description:
      'The Asset Hub of Kusama, Polkadot’s canary network. It carries pallet-revive as well, so it suits contracts that should meet real value and real users before they go to Polkadot.',
  },
  {
    id: 'passet-hub',
    name: 'Passet Hub',
    runtime: 'pallet-revive',
    network: 'Paseo testnet',
    url: 'https://github.com/paseo-network/passet-hub',
    description:
      'The smart-contract parachain that Paseo, the community-run Polkadot testnet, set up for pallet-revive in 2025. Its tokens have no value, which made it the place to deploy, call and debug ink! 6 contracts before any mainnet; check docs.polkadot.com for the contracts testnet to use today.',
  },
  {
    id: 'astar',
    name: 'Astar',
    runtime: 'pallet-contracts',
    network: 'Polkadot',
    url: 'https://astar.network',
    description:
      'A Polkadot parachain built for smart contracts that ran both an EVM and pallet-contracts, so Solidity and ink! contracts lived side by side on one chain. Its runtime now refuses new Wasm uploads and instantiations, and later upgrades are meant to remove pallet-contracts.',
  },
  {
    id: 'shiden',
    name: 'Shiden',
    runtime: 'pallet-contracts',
    network: 'Kusama',
    url: 'https://shiden.astar.network',
    description:
      'Astar’s canary network on Kusama, with the same pair of EVM and Wasm contract environments and the same tooling as Astar, and the same Wasm freeze: no new ink! uploads or instantiations.',
  },
  {
    id: 'aleph-zero',
    name: 'Aleph Zero',
    runtime: 'pallet-contracts',
    network: 'Standalone',
    url: 'https://alephzero.org',
    description:
      'A standalone Substrate-based chain where ink! is the native smart-contract language. Its ecosystem produced ink! dapps such as the AZERO.ID domain registry and the Invariant exchange.',
  },
  {
    id: 'phala',
    name: 'Phala Network',
    runtime: 'pallet-contracts',
    network: 'Polkadot',
    url: 'https://phala.network',
    description:
      'Phala built its Phat Contracts on ink!: contracts that its worker network executes off-chain, in a pallet-contracts runtime inside each worker rather than on the chain itself, so they can make HTTP requests and run computations that an on-chain contract cannot. Check Phala’s own docs for their current status.',
  },
  {
    id: 'pendulum',
    name: 'Pendulum',
    runtime: 'pallet-contracts',
    network: 'Polkadot',
    url: 'https://pendulumchain.org',
    description:
      'A Polkadot parachain focused on fiat-backed stablecoins and foreign exchange. Its runtime includes pallet-contracts, which accepts Wasm contracts written in ink!.',
  },
];
