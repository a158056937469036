/** A major ink! release line, for the history on /about and the timeline on /news. */
export type Milestone = {
  /** Stable id, used as the React key and the list anchor. */
  id: string;
  /** Major version, e.g. `v4`. */
  version: string;
  /** Year of the line's first full release (for v6: of its alpha and beta releases). */
  year: number;
  title: string;
  summary: string;
};

export const MILESTONES: readonly Milestone[] = [
  {
    id: 'ink-v1',
    version: 'v1',
    year: 2019,
    title: 'A DSL of its own',
    summary:
      'The first ink! wrapped a whole contract in one `contract!` macro with a syntax of its own, compiled to WebAssembly for the contracts pallet of Substrate.',
  },
  {
    id: 'ink-v2',
    version: 'v2',
    year: 2019,
    title: 'Just Rust, with attributes',
    summary:
      'ink! 2.0 (December 2019) replaced the custom syntax with attribute macros on a plain Rust module: `#[ink::contract]`, `#[ink(storage)]`, `#[ink(constructor)]` and `#[ink(message)]`. Everything not tagged stayed ordinary Rust.',
  },
  {
    id: 'ink-v3',
    version: 'v3',
    year: 2022,
    title: 'Production contracts on parachains',
    summary:
      'After a long run of release candidates, ink! 3.0 shipped with the `ink_lang` family of crates, `Mapping` storage, delegate calls for upgradeable contracts, chain extensions and a new off-chain test engine.',
  },
  {
    id: 'ink-v4',
    version: 'v4',
    year: 2023,
    title: 'One crate, smaller contracts',
    summary:
      'A single `ink` crate, reworked storage with much smaller contract binaries, constructors that can return `Result`, language-level errors, and the first end-to-end testing framework.',
  },
  {
    id: 'ink-v5',
    version: 'v5',
    year: 2024,
    title: 'Events 2.0 and safer defaults',
    summary:
      'Events defined outside the contract with signature topics, `StorageVec`, several chain extensions per contract, the linter, a sandbox testing backend, and the fixes from an external security audit.',
  },
  {
    id: 'ink-v6',
    version: 'v6',
    year: 2025,
    title: 'PolkaVM and Ethereum compatibility',
    summary:
      'ink! moved from WebAssembly on pallet-contracts to RISC-V on PolkaVM and pallet-revive, with 20-byte `Address` and `U256` types, a Solidity-compatible ABI, and precompiles in place of chain extensions. Alpha and beta releases followed through 2025.',
  },
];
