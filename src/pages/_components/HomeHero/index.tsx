import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeSample from '@site/src/components/CodeSample';
import samples from '@generated/code-blocks/home.json';
import Heading from '@theme/Heading';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <div className="row row--align-center">
          <div className={clsx('col col--5', styles.text)}>
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <p className={styles.intro}>
              Write contracts as plain Rust modules with a few attributes, test them with <code>cargo test</code>, and deploy them
              to PolkaVM on chains that run pallet-revive, the contracts platform Parity is rolling out on Polkadot Hub. ink! 6
              speaks both its own ABI and Solidity’s: build with the Solidity ABI and Ethereum wallets and libraries can call your
              contract too.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to={SITE_PATHS.setup}>
                Set up ink! 6
              </Link>
              <Link className="button button--secondary button--lg" to={SITE_PATHS.latestDocs}>
                Read the docs
              </Link>
            </div>
          </div>
          <div className={clsx('col col--7', styles.code)}>
            <CodeSample sample={samples.tipJar} />
            <p className={styles.caption}>
              A complete ink! 6 contract: a tip jar that accepts value with each tip, keeps a total per 20-byte address, and emits
              an event a frontend can listen for.
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}
