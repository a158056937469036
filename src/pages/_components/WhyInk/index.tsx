import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';

type Reason = {id: string; title: string; text: ReactNode};

const REASONS: readonly Reason[] = [
  {
    id: 'rust',
    title: 'It is Rust',
    text: (
      <p>
        The borrow checker, the type system, Clippy, rust-analyzer and the <code>no_std</code> crates you already trust all work
        on contract code. There is no new language to learn, only a handful of attributes.
      </p>
    ),
  },
  {
    id: 'explicit',
    title: 'Explicit about what is on chain',
    text: (
      <p>
        <code>#[ink(storage)]</code>, <code>#[ink(constructor)]</code>, <code>#[ink(message)]</code> and{' '}
        <code>#[ink(event)]</code> mark exactly what becomes state, entry points and logs. Everything else is ordinary Rust that
        you can test like ordinary Rust.
      </p>
    ),
  },
  {
    id: 'polkavm',
    title: 'Built for PolkaVM',
    text: (
      <p>
        ink! 6 compiles to RISC-V for PolkaVM and runs on pallet-revive. Contracts reach the chain through precompiles and can
        send cross-chain messages with XCM.
      </p>
    ),
  },
  {
    id: 'ethereum',
    title: 'Ethereum-compatible',
    text: (
      <p>
        Addresses are 20 bytes and balances are <code>U256</code>. Pick the ink! ABI, the Solidity ABI or both per contract, and
        MetaMask, Hardhat and Wagmi can work with your contract.
      </p>
    ),
  },
  {
    id: 'testing',
    title: 'Tests at every level',
    text: (
      <p>
        Unit tests with <code>#[ink::test]</code> run off-chain in milliseconds. End-to-end tests run against a sandboxed runtime
        or a real local node with the same test code.
      </p>
    ),
  },
  {
    id: 'metadata',
    title: 'Typed from contract to frontend',
    text: (
      <p>
        Every build emits metadata that describes messages, events and types. Clients such as dedot, Typink and PAPI turn it into
        typed TypeScript, so a renamed message breaks your build, not your users.
      </p>
    ),
  },
];

export default function WhyInk(): ReactNode {
  return (
    <Section
      id="why-ink"
      title="Why ink!"
      intro={
        <p>
          ink! is an embedded domain-specific language: a Rust library plus macros. That choice decides most of what it is like to
          use.
        </p>
      }>
      <CardGrid columns={3}>
        {REASONS.map((reason) => (
          <Card key={reason.id} title={reason.title}>
            {reason.text}
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
