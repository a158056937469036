import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import Timeline from '@site/src/components/Timeline';
import {MILESTONES} from '@site/src/data/milestones';
import {SITE_PATHS} from '@site/src/data/sitePaths';

type Audience = {id: string; title: string; text: ReactNode};

const AUDIENCES: readonly Audience[] = [
  {
    id: 'rust',
    title: 'Rust developers new to chains',
    text: (
      <p>
        You already know ownership, traits and Cargo. ink! adds a small set of attributes and a model of storage,
        messages and events; the rest of your Rust carries over.
      </p>
    ),
  },
  {
    id: 'solidity',
    title: 'Solidity developers',
    text: (
      <p>
        ink! 6 uses 20-byte addresses, <code>U256</code> values and, if you ask for it, the Solidity ABI. Your
        contracts can be called from MetaMask, Hardhat scripts and Wagmi frontends, while you write them in Rust.
      </p>
    ),
  },
  {
    id: 'parachain',
    title: 'Chain and runtime teams',
    text: (
      <p>
        Teams that run their own Polkadot SDK chain can offer contracts through pallet-revive and let users add logic
        without a runtime upgrade for every feature.
      </p>
    ),
  },
  {
    id: 'maintainers',
    title: 'Teams with contracts in production',
    text: (
      <p>
        Contracts written for ink! 3, 4 or 5 still run on chains with pallet-contracts. These docs keep each version
        available so you can maintain what you have and plan a migration to ink! 6.
      </p>
    ),
  },
];

export default function About(): ReactNode {
  return (
    <MarketingPage
      title="About ink!"
      description="What ink! is, who it is for, how it evolved from version 1 to version 6, and the current status of the project."
      eyebrow="About"
      lead="ink! is a Rust eDSL for writing smart contracts for chains built with the Polkadot SDK. You write ordinary Rust, mark the parts that matter on chain, and get a contract plus a machine-readable description of it.">
      <Section id="what-it-is" title="What ink! is">
        <div className="row">
          <div className="col col--7">
            <p>
              An ink! contract is a Rust crate. Inside it, one module carries the <code>#[ink::contract]</code>{' '}
              attribute, and a few more attributes mark the storage struct, the constructors that create an
              instance, the messages anyone can call, and the events the contract emits. The ink! macros expand
              that module into the entry points, the dispatch code and the storage layout a chain expects, and
              cargo-contract compiles the result.
            </p>
            <p>
              Because the language is Rust, the compiler checks contract code with the same rigour as any other
              Rust: types, lifetimes and exhaustive matches catch classes of bugs before a contract is ever
              deployed. Contracts use <code>no_std</code> Rust, so crates that work without the standard library
              can be reused directly.
            </p>
            <p>
              Every build also produces metadata: a JSON description of the contract’s constructors, messages,
              events and types. Wallets, command-line tools and TypeScript clients read it to encode calls and
              decode results, which is how a frontend can stay typed against a contract written in Rust.
            </p>
          </div>
          <div className="col col--5">
            <Card title="In one sentence" headingLevel="h3">
              <p>
                ink! turns a Rust module into a smart contract for PolkaVM on pallet-revive (ink! 6) or for
                WebAssembly on pallet-contracts (ink! 5 and earlier), together with the metadata clients need to
                call it.
              </p>
            </Card>
          </div>
        </div>
      </Section>
      <Section
        id="who-it-is-for"
        title="Who it is for"
        tinted
        intro={<p>Four groups get the most out of ink!, for different reasons.</p>}>
        <CardGrid columns={2}>
          {AUDIENCES.map((audience) => (
            <Card key={audience.id} title={audience.title}>
              {audience.text}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section
        id="history"
        title="History: from version 1 to version 6"
        intro={
          <p>
            ink! began as a Parity project for Substrate’s contracts pallet and grew with the chains around it. Each
            major version changed how contracts are written or where they run.
          </p>
        }>
        <Timeline milestones={MILESTONES} />
        <p>
          The <Link to={SITE_PATHS.news}>news page</Link> keeps the same timeline next to the latest posts, and the
          docs for <Link to={SITE_PATHS.docsV6}>ink! 6</Link> cover the current version in depth.
        </p>
      </Section>
      <Section id="status" title="Project status" tinted>
        <p>
          Since January 2026, ink! is no longer actively maintained. The decision was announced on the{' '}
          <Link href="https://forum.polkadot.network">Polkadot forum</Link>.
        </p>
        <p>
          The source code stays public on <Link href="https://github.com/use-ink/ink">GitHub</Link>, published
          crates stay on crates.io, and contracts that are already deployed keep running for as long as their chain
          runs the pallet they were built for. Plan new work with that in mind: do not count on new releases or
          fixes from a core team, pin the versions you build with, and read the{' '}
          <Link to={SITE_PATHS.chains}>chains page</Link> before you choose where to deploy.
        </p>
      </Section>
      <Section id="next" title="Where to go next">
        <ul>
          <li>
            <Link to={SITE_PATHS.setup}>Set up ink! 6</Link> and build a first contract.
          </li>
          <li>
            <Link to={SITE_PATHS.tooling}>Tooling</Link>: what each tool in the ink! toolchain is for.
          </li>
          <li>
            <Link to={SITE_PATHS.projects}>Projects</Link> and <Link to={SITE_PATHS.stories}>stories</Link> from
            teams that built with ink!.
          </li>
        </ul>
      </Section>
    </MarketingPage>
  );
}
