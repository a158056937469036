import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import type {LinkTarget} from '@site/src/data/sitePaths';

type Area = {id: string; title: string; text: ReactNode; links: readonly LinkTarget[]};

const AREAS: readonly Area[] = [
  {
    id: 'issues',
    title: 'Issues in the code',
    text: (
      <p>
        Bugs, missing checks and rough edges in the language crates and in cargo-contract. Read the open issues,
        reproduce one on your machine, and say in the issue that you are working on it before you open a pull
        request.
      </p>
    ),
    links: [
      {label: 'ink! issues', href: 'https://github.com/use-ink/ink/issues'},
      {label: 'cargo-contract issues', href: 'https://github.com/use-ink/cargo-contract/issues'},
    ],
  },
  {
    id: 'docs',
    title: 'Documentation',
    text: (
      <p>
        Every docs page on this site has an edit link. Fix what is wrong, add the example you wished you had, or
        clarify a step that cost you an hour. Small, specific changes are the easiest to review.
      </p>
    ),
    links: [{label: 'Start from the v6 docs', to: SITE_PATHS.docsV6}],
  },
  {
    id: 'examples',
    title: 'Examples',
    text: (
      <p>
        Complete, tested contracts teach more than any page. A new example should build with the current tooling,
        come with unit and end-to-end tests, and explain in its README what it demonstrates.
      </p>
    ),
    links: [{label: 'ink-examples repository', href: 'https://github.com/use-ink/ink-examples'}],
  },
];

type Channel = {id: string; title: string; text: ReactNode; links: readonly LinkTarget[]};

const CHANNELS: readonly Channel[] = [
  {
    id: 'treasury',
    title: 'Polkadot treasury bounties and proposals',
    text: (
      <p>
        The Polkadot treasury funds ecosystem work through OpenGov. A bounty sets aside funds for a topic and names
        curators who hand out child bounties for concrete tasks; a proposal asks for funding for one piece of work.
        The ink!ubator was itself run as a treasury bounty.
      </p>
    ),
    links: [
      {label: 'Polkadot forum', href: 'https://forum.polkadot.network'},
      {label: 'About the ink!ubator', to: SITE_PATHS.inkubator},
    ],
  },
  {
    id: 'grants',
    title: 'Grants programmes',
    text: (
      <p>
        Grants fund a defined project, usually paid per delivered milestone. Web3 Foundation has run an open grants
        programme for Polkadot tooling for years, and several ink! tools started as grants.
      </p>
    ),
    links: [{label: 'Web3 Foundation grants', href: 'https://github.com/w3f/Grants-Program'}],
  },
  {
    id: 'teams',
    title: 'Teams and chains',
    text: (
      <p>
        Chains and companies that depend on ink! sometimes fund fixes or features they need. Their own channels are
        the place to ask; the <Link to={SITE_PATHS.chains}>chains</Link> and{' '}
        <Link to={SITE_PATHS.projects}>projects</Link> pages list who they are.
      </p>
    ),
    links: [],
  },
];

export default function Bounties(): ReactNode {
  return (
    <MarketingPage
      title="Bounties and contributing"
      description="How to contribute to ink! through issues, documentation and examples, and how funded work such as bounties and grants is organised in the Polkadot ecosystem."
      eyebrow="Community"
      lead="ink! is open source, and most of what makes it usable came from people outside the core team. This page explains where help is useful and how funded work, such as bounties and grants, is usually arranged.">
      <Section
        id="where-to-help"
        title="Where to help"
        intro={
          <p>
            Three kinds of contribution matter most. Each needs no permission to start, only a GitHub account and a
            working ink! setup.
          </p>
        }>
        <CardGrid columns={3}>
          {AREAS.map((area) => (
            <Card key={area.id} title={area.title} links={area.links}>
              {area.text}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="how-to-land" title="How to get a contribution merged" tinted>
        <ol>
          <li>
            <strong>Talk first for anything bigger than a typo.</strong> Comment on the issue, or open one,
            describing what you want to change and why. It saves you from writing code nobody can merge.
          </li>
          <li>
            <strong>Read the repository’s contribution notes.</strong> Each repository documents its own
            formatting, testing and changelog rules; follow them before asking for review.
          </li>
          <li>
            <strong>Keep the change small and tested.</strong> One problem per pull request, with a test that
            fails before your change and passes after it.
          </li>
          <li>
            <strong>Write the description for a busy reviewer.</strong> What was wrong, what you changed, how you
            checked it.
          </li>
        </ol>
        <p>
          ink! is no longer actively maintained (see the <Link to={SITE_PATHS.about}>about page</Link>), so
          reviews on the core repositories may take long or not happen. Ask in the issue whether a change can still
          land before you invest serious time.
        </p>
      </Section>
      <Section
        id="funded-work"
        title="Funded work: bounties and grants"
        intro={
          <p>
            Paid contributions in the Polkadot ecosystem come through a few well-known channels. Amounts, scope and
            deadlines are set by whoever funds the work, never by this page.
          </p>
        }>
        <CardGrid columns={3}>
          {CHANNELS.map((channel) => (
            <Card key={channel.id} title={channel.title} links={channel.links}>
              {channel.text}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="before-you-start" title="Before you start paid work" tinted>
        <ul>
          <li>Get the scope, the deliverables and the acceptance criteria in writing before you start.</li>
          <li>Split the work into milestones that someone else can check, each with code, tests and documentation.</li>
          <li>Agree on the licence up front; ecosystem funding almost always requires an open-source licence.</li>
          <li>Make sure the person who approves your milestones has the time and the context to review them.</li>
        </ul>
      </Section>
    </MarketingPage>
  );
}
