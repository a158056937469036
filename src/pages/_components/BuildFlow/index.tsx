import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

type Step = {id: string; title: string; text: ReactNode};

const STEPS: readonly Step[] = [
  {
    id: 'write',
    title: 'Write',
    text: (
      <p>
        A contract is a Rust crate with one <code>#[ink::contract]</code> module. Choose its ABI in <code>Cargo.toml</code>: the
        ink! ABI, the Solidity ABI, or both.
      </p>
    ),
  },
  {
    id: 'build',
    title: 'Build',
    text: (
      <p>
        <code>cargo contract build</code> compiles the crate for PolkaVM and, with the ink! ABI (the default), writes three files:
        the <code>.polkavm</code> program, the metadata, and a <code>.contract</code> bundle that holds both. A Solidity-ABI
        contract gets an <code>.abi</code> file and Solidity metadata instead of the last two.
      </p>
    ),
  },
  {
    id: 'deploy',
    title: 'Deploy',
    text: (
      <p>
        Upload and instantiate the contract on a chain with pallet-revive: a local ink-node first, then the Passet Hub testnet,
        then a production chain that runs it (check that chain’s own docs).
      </p>
    ),
  },
  {
    id: 'use',
    title: 'Use',
    text: (
      <p>
        Call it from the command line, from a TypeScript dapp generated from its metadata, or, with the Solidity ABI, from
        Ethereum tooling.
      </p>
    ),
  },
];

export default function BuildFlow(): ReactNode {
  return (
    <Section
      id="how-it-fits"
      title="From Rust to a running contract"
      tinted
      intro={<p>Four steps, each with one obvious tool, take a contract from an empty folder to a live address.</p>}>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <Heading as="h3" className={styles.title}>
              {step.title}
            </Heading>
            {step.text}
          </li>
        ))}
      </ol>
    </Section>
  );
}
