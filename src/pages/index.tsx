import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import BuildFlow from '@site/src/pages/_components/BuildFlow';
import HomeHero from '@site/src/pages/_components/HomeHero';
import StartLinks from '@site/src/pages/_components/StartLinks';
import WhyInk from '@site/src/pages/_components/WhyInk';
import StaticContent from '@site/src/components/StaticContent';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="ink! is a Rust eDSL, a smart contract language for Polkadot: write contracts in Rust, compile them for PolkaVM and call them from Rust, TypeScript or Ethereum tools.">
      <main>
        {/* Markup and links only: loaded first, it stays the server's HTML. */}
        <StaticContent>
          <HomeHero />
          <WhyInk />
          <BuildFlow />
          <StartLinks />
        </StaticContent>
      </main>
    </Layout>
  );
}
