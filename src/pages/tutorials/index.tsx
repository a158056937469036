import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import {TUTORIAL_CARDS} from '@site/src/data/tutorials';

export default function Tutorials(): ReactNode {
  return (
    <MarketingPage
      title="Tutorials"
      description="Step-by-step ink! tutorials: Ethereum tooling with ink! 6 contracts, a token dapp with the inkathon boilerplate, and guidance for writing tutorials."
      keywords={[
        'walkthrough',
        'hands-on project',
        'MetaMask',
        'deploy with Hardhat',
        'Wagmi frontend',
        'ERC-20 dapp',
        'Solidity ABI',
        'tutorial template',
      ]}
      eyebrow="Build with ink!"
      lead="Guided projects that start from an empty folder and end with something that runs. Where the docs explain one concept at a time, a tutorial strings several together toward a goal."
      actions={
        <>
          <Link className="button button--primary" to={SITE_PATHS.tutorialsOverview}>
            Start with the overview
          </Link>
          <Link className="button button--secondary" to={SITE_PATHS.tutorialsDemo}>
            See a sample tutorial
          </Link>
        </>
      }>
      <Section
        id="tutorials"
        title="What you can build"
        intro={
          <p>
            The overview is the entry point: it describes every tutorial in more detail and links to each one in
            the order that makes sense. Two tracks are covered: deploying and calling an ink! 6 contract that
            speaks the Solidity ABI with MetaMask, Hardhat and Wagmi, and a token dapp on Polkadot-native tooling
            built from the inkathon boilerplate. They are written for developers who know some Rust and want a
            finished project rather than a single concept.
          </p>
        }>
        <CardGrid columns={2}>
          {TUTORIAL_CARDS.map((tutorial) => (
            <Card
              key={tutorial.id}
              eyebrow={tutorial.track}
              title={tutorial.title}
              links={tutorial.path ? [{label: 'Open', to: tutorial.path}] : []}>
              <p>{tutorial.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="before-you-start" title="Before you start" tinted>
        <div className="row">
          <div className="col col--6">
            <p>
              The tutorials target ink! 6 and assume a working setup: Rust, cargo-contract and a local node. If a
              command in a tutorial is not found, the <Link to={SITE_PATHS.setup}>setup guide</Link> is the fix.
            </p>
            <p>
              Every tutorial is written against ink! <code>v6.0.0-beta.1</code>, the last tagged release, together
              with cargo-contract 6.0.0-beta.1; no later ink! tag exists. Install those versions first and keep
              the <code>ink</code> dependency that <code>cargo contract new</code> writes, so that your code and
              the listings match.
            </p>
            <p>
              The Ethereum-compatibility series also needs Node.js for Hardhat and Wagmi, and a browser with
              MetaMask. The inkathon tutorial needs Node.js and a package manager for its frontend.
            </p>
          </div>
          <div className="col col--6">
            <p>
              Work through a tutorial in order. Each step assumes the previous one worked, so check its result
              before you move on. When something fails, compare your code with the tutorial’s listing before
              changing anything else: most problems are a missed line or a version mismatch.
            </p>
            <p>
              New to ink! altogether? Read the <Link to={SITE_PATHS.latestDocs}>docs introduction</Link> first; a
              tutorial is easier once the words storage, message and event mean something.
            </p>
          </div>
        </div>
      </Section>
    </MarketingPage>
  );
}
