import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import type {LinkTarget} from '@site/src/data/sitePaths';

type Start = {id: string; title: string; text: string; link: LinkTarget};

const STARTS: readonly Start[] = [
  {
    id: 'docs',
    title: 'Documentation',
    text: 'The ink! 6 reference: contract structure, storage, events, cross-contract calls, testing, debugging and the ABI.',
    link: {label: 'Open the v6 docs', to: SITE_PATHS.latestDocs},
  },
  {
    id: 'setup',
    title: 'Setup',
    text: 'Install Rust, cargo-contract and a local node, then check that a first contract builds on your machine.',
    link: {label: 'Set up your machine', to: SITE_PATHS.setup},
  },
  {
    id: 'tutorials',
    title: 'Tutorials',
    text: 'Guided projects that end in something working: Ethereum tooling against ink! 6, and a token dapp with a frontend.',
    link: {label: 'Browse the tutorials', to: SITE_PATHS.tutorialsOverview},
  },
  {
    id: 'blog',
    title: 'Blog',
    text: 'News about ink! and its ecosystem, release announcements and longer write-ups, grouped by year.',
    link: {label: 'Read the blog', to: SITE_PATHS.blog},
  },
];

export default function StartLinks(): ReactNode {
  return (
    <Section id="start" title="Where to start" intro={<p>Pick the door that matches what you want to do today.</p>}>
      <CardGrid columns={4}>
        {STARTS.map((start) => (
          <Card key={start.id} title={start.title} links={[start.link]}>
            <p>{start.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
