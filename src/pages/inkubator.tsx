import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';

type Item = {id: string; title: string; text: string};

const OFFERS: readonly Item[] = [
  {
    id: 'funding',
    title: 'Funding in milestones',
    text: 'Grants paid in DOT, released milestone by milestone after the curators had checked each delivery.',
  },
  {
    id: 'feedback',
    title: 'Feedback from curators',
    text: 'Review of the application and of every milestone by curators from teams that work on ink! and its tooling.',
  },
  {
    id: 'reviews',
    title: 'Code reviews or audits',
    text: 'Depending on the scope of a project, a review of its code or an audit.',
  },
  {
    id: 'network',
    title: 'Introductions and promotion',
    text: 'Introductions to relevant teams and projects, and chances to promote the work together.',
  },
];

const CATEGORIES: readonly Item[] = [
  {
    id: 'business',
    title: 'Business dapps',
    text: 'Early-stage start-ups with a business model and a team ready to turn an ink! product into a company.',
  },
  {
    id: 'canary',
    title: 'Canary dapps',
    text: 'Full-stack applications complete enough to run on a value-bearing network, built as references for other developers: lending, liquid staking, aggregators.',
  },
  {
    id: 'showcase',
    title: 'Technical showcases',
    text: 'Projects that demonstrate a measurable advantage of ink!, such as smaller contracts, lower gas use or a better debugging experience.',
  },
  {
    id: 'infrastructure',
    title: 'Infrastructure',
    text: 'Developer tooling and shared services: oracles, DAO tooling, bridges and XCM integrations.',
  },
];

export default function Inkubator(): ReactNode {
  return (
    <MarketingPage
      title="ink!ubator"
      description="The ink!ubator was a Polkadot treasury bounty that funded and mentored teams building on ink!: what it offered, how applications and milestones worked, and its status now."
      heading="The ink!ubator"
      eyebrow="Helpful links"
      lead="An incubation and funding programme for teams building on ink!, paid for by the Polkadot treasury and run by curators from across the ecosystem. This page records what it offered, how it worked and where it stands."
      actions={
        <>
          <Link className="button button--primary" to={SITE_PATHS.ubatorTerms}>
            Read the programme terms
          </Link>
          <Link className="button button--secondary" href="https://github.com/use-inkubator/Ecosystem-Grants">
            Grants repository
          </Link>
        </>
      }>
      <Section id="status" title="Status">
        <p>
          The ink!ubator belongs to the period when ink! was actively developed. With ink! no longer actively
          maintained since January 2026, read this page as a record of a past programme rather than an open call.
          Before planning around it, check the grants repository and the Polkadot forum for the bounty’s current
          state, and do not assume that applications are being accepted.
        </p>
      </Section>
      <Section id="what-it-offered" title="What it offered" tinted>
        <CardGrid columns={4}>
          {OFFERS.map((offer) => (
            <Card key={offer.id} title={offer.title}>
              <p>{offer.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section
        id="what-it-funded"
        title="What it funded"
        intro={
          <p>
            Anyone could apply. The main question for every application was its impact on the ink! ecosystem, and
            the programme suggested four categories.
          </p>
        }>
        <CardGrid columns={4}>
          {CATEGORIES.map((category) => (
            <Card key={category.id} title={category.title}>
              <p>{category.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="how-it-worked" title="How it worked" tinted>
        <ol>
          <li>
            <strong>Apply in the open.</strong> A team forked the grants repository, copied the application
            template into a file named after the project, filled it in with technical detail and team background,
            and opened a pull request containing only that file.
          </li>
          <li>
            <strong>Revise with the curators.</strong> Curators commented on the pull request and the team updated
            the application until it was ready for the committee.
          </li>
          <li>
            <strong>Committee vote.</strong> An application needed four approving votes; the approval date marked
            the start of the project.
          </li>
          <li>
            <strong>Deliver milestone by milestone.</strong> Each milestone was submitted to a separate delivery
            repository with its deliverables and written documentation, reviewed by the curators, and paid once
            accepted.
          </li>
        </ol>
        <p>
          The full rules, from eligibility to open-source licensing, are summarised in plain language in the{' '}
          <Link to={SITE_PATHS.ubatorTerms}>programme terms</Link>.
        </p>
      </Section>
      <Section id="history" title="History">
        <p>
          The first ink!ubator was set up as a Polkadot treasury bounty with curators from several ecosystem teams,
          and published a{' '}
          <Link href="https://forum.polkadot.network/t/final-report-of-ink-ubator/10120">final report</Link> on the
          Polkadot forum. Its remaining funds went back to the treasury, and a second edition was{' '}
          <Link href="https://forum.polkadot.network/t/ink-ubator-2-0-proposal-for-treasury-funding-to-accelerate-polkadots-growth-through-ink-smart-contracts/10537">
            proposed on the forum
          </Link>{' '}
          as a new bounty, with a reworked curator selection and a stronger focus on mentoring projects from idea
          to delivery. Grants that the second edition accepted are listed in its repository.
        </p>
        <p>
          The tools and dapps that this kind of funding aimed at are the ones on the{' '}
          <Link to={SITE_PATHS.projects}>projects page</Link>. If you are looking for funding today, the{' '}
          <Link to={SITE_PATHS.bounties}>bounties page</Link> describes the channels that exist beyond this
          programme.
        </p>
      </Section>
    </MarketingPage>
  );
}
