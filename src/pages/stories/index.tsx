import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import {STORIES} from '@site/src/data/stories';
import StoryCard from '@site/src/pages/stories/_components/StoryCard';

export default function Stories(): ReactNode {
  return (
    <MarketingPage
      title="Builder stories"
      description="How different kinds of teams shipped with ink!: a naming service, a DeFi protocol, an off-chain compute network, a contract library, developer tooling and a dapp template."
      keywords={[
        'case studies',
        'use cases',
        'lessons learned',
        'AZERO.ID',
        'Phat Contracts',
        'concentrated liquidity AMM',
        'submit your project',
      ]}
      eyebrow="Community"
      lead="Six kinds of teams, six problems, one language. Each story describes a public project built with or for ink!, what it had to solve, and what other builders can take from it.">
      <Section id="about-these-stories" title="About these stories">
        <p>
          These are short case descriptions, not testimonials. They are based on each project’s public source code and
          documentation, contain no quotes, and say nothing about the teams that the projects do not say about themselves. Follow
          the source link on each card to check the details and to read the code. Several of the projects target ink! 4 or 5 on
          pallet-contracts; the lessons carry over to ink! 6 even where the code does not.
        </p>
      </Section>
      <Section id="the-stories" title="The stories" tinted>
        <CardGrid columns={2}>
          {STORIES.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </CardGrid>
      </Section>
      <Section id="your-story" title="Built something with ink!?">
        <p>
          If your project is public and others can learn from it, it belongs in this list. Open a pull request on the{' '}
          <Link href="https://github.com/use-ink/ink-docs">site’s repository</Link> that adds your project to the stories data
          with a link to its source. Projects that are tools or libraries can go on the{' '}
          <Link to={SITE_PATHS.projects}>projects page</Link> as well.
        </p>
      </Section>
    </MarketingPage>
  );
}
