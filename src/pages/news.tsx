import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import Timeline from '@site/src/components/Timeline';
import {MILESTONES} from '@site/src/data/milestones';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import type {LinkTarget} from '@site/src/data/sitePaths';

type Source = {id: string; title: string; text: string; link: LinkTarget};

const SOURCES: readonly Source[] = [
  {
    id: 'releases',
    title: 'Release notes',
    text: 'Every ink! release lists its changes, including the breaking ones, in the changelog and on the GitHub releases page.',
    link: {label: 'ink! releases', href: 'https://github.com/use-ink/ink/releases'},
  },
  {
    id: 'cargo-contract',
    title: 'Tooling releases',
    text: 'cargo-contract publishes its own releases; read them when you upgrade ink!, since the two move together.',
    link: {label: 'cargo-contract releases', href: 'https://github.com/use-ink/cargo-contract/releases'},
  },
  {
    id: 'forum',
    title: 'Polkadot forum',
    text: 'Announcements that affect the whole ecosystem, treasury proposals and long discussions happen here.',
    link: {label: 'Polkadot forum', href: 'https://forum.polkadot.network'},
  },
  {
    id: 'social',
    title: 'Short updates',
    text: 'Quick announcements on X (formerly Twitter), with links to talks and workshops.',
    link: {label: 'ink! on X', href: 'https://x.com/ink_lang'},
  },
];

export default function News(): ReactNode {
  return (
    <MarketingPage
      title="News"
      description="The latest ink! posts, where announcements are published (the blog, and X, formerly Twitter, for short updates), and a timeline of ink! milestones from version 1 in 2019 to version 6 in 2025."
      keywords={['blog', 'changelog', 'release notes', 'version history', 'RSS feed', "what's new", 'Polkadot forum']}
      eyebrow="Community"
      lead="What changed in ink!, where it is announced, and how the language got to where it is.">
      <Section id="latest" title="Latest posts">
        <div className="row">
          <div className="col col--8">
            <p>
              The blog is where ink! news gets more than a line: announcements, explanations and write-ups from the team and the
              ecosystem. Posts are grouped by year, each shows its reading time, and the newest is always at the top.
            </p>
            <p>
              Since January 2026 ink! is no longer actively maintained; the <Link to={SITE_PATHS.about}>about page</Link> explains
              what that means for your contracts.
            </p>
          </div>
          <div className="col col--4">
            <Card title="The ink! blog" links={[{label: 'Read the latest posts', to: SITE_PATHS.blog}]}>
              <p>Every post, newest first, with RSS and Atom feeds for your reader.</p>
            </Card>
          </div>
        </div>
      </Section>
      <Section
        id="sources"
        title="Where news is published"
        tinted
        intro={<p>The blog summarises; these are the primary sources it draws on.</p>}>
        <CardGrid columns={4}>
          {SOURCES.map((source) => (
            <Card key={source.id} title={source.title} links={[source.link]}>
              <p>{source.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section
        id="milestones"
        title="Milestones"
        intro={
          <p>
            ink!’s version history at a glance: six major versions in seven years. Each entry shows the year of the line’s first
            full release; for ink! 6, the year of its alpha and beta releases.
          </p>
        }>
        <Timeline milestones={MILESTONES} />
      </Section>
    </MarketingPage>
  );
}
