import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import MarketingPage from '@site/src/components/MarketingPage';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';

export default function UbatorTerms(): ReactNode {
  return (
    <MarketingPage
      title="ink!ubator terms"
      description="The terms of the ink!ubator, a past funding programme for ink! projects, in plain language: eligibility, milestones, payments, open source and intellectual property."
      heading="ink!ubator programme terms"
      eyebrow="ink!ubator"
      lead="The rules that applied to teams funded by the ink!ubator, explained in plain language: who could apply, how work was split into milestones, how payment worked, and what happened to the code.">
      <Section id="about-these-terms" title="About these terms">
        <Admonition type="info" title="Terms of a past programme">
          <p>
            These are the terms of the ink!ubator as it ran, kept for reference. They are not an offer and do not
            open a new round. Where this summary and the programme’s own repository differ, the repository’s text
            is what applied. The <Link to={SITE_PATHS.inkubator}>ink!ubator page</Link> explains the programme and
            its status.
          </p>
        </Admonition>
        <p>
          Amounts are deliberately absent from this page: each grant’s budget was set in its approved application,
          not by general terms.
        </p>
      </Section>
      <Section id="eligibility" title="1. Who could apply" tinted>
        <p>
          Anyone could apply: individuals, teams and companies, with or without earlier Polkadot work. Applications
          were judged on their value to the ink! ecosystem, and had a better chance when they:
        </p>
        <ul>
          <li>showed an advantage of ink! over other contract languages, rather than copying what already exists elsewhere;</li>
          <li>rested on a researched or prototyped idea, with prior work to point to;</li>
          <li>came from a team with relevant experience, shown through the members’ public code;</li>
          <li>were detailed enough technically that a reviewer could picture the result;</li>
          <li>explained how the project would be maintained after the grant, where that applied.</li>
        </ul>
        <Heading as="h3">Not eligible</Heading>
        <ul>
          <li>Projects involved in token sales, and applications built around a specific token.</li>
          <li>Projects that encourage gambling, illicit trade, money laundering or other criminal activity.</li>
          <li>A new application from a team whose previous grant was still running: one grant at a time.</li>
        </ul>
      </Section>
      <Section id="milestones" title="2. Milestones">
        <p>
          Every funded project was divided into milestones. A milestone was a set of deliverables that someone
          outside the team could check: code, documentation and, where it made sense, tests or a deployed
          instance. The application listed the milestones, what each would deliver and when.
        </p>
        <p>
          A team submitted each finished milestone to the programme’s milestone-delivery repository. Curators
          reviewed it against what the application promised and either accepted it or asked for changes. Changes
          to an approved plan, such as a different scope or timeline, were agreed with the curators before the
          work changed, not after.
        </p>
      </Section>
      <Section id="payments" title="3. Payments" tinted>
        <ul>
          <li>Grants were paid in DOT, on Polkadot.</li>
          <li>Payment followed acceptance: a milestone was paid once the curators had accepted its delivery.</li>
          <li>
            A milestone that was never delivered, or never accepted, was not paid.
          </li>
          <li>The budget of each milestone came from the approved application.</li>
        </ul>
      </Section>
      <Section id="open-source" title="4. Open source and intellectual property">
        <p>
          All code produced under a grant had to be open source, and the project had to work fully without
          closed-source parts. The programme preferred the Apache 2.0, GPLv3, MIT and Unlicense licences.
        </p>
        <p>
          The team remained the author of its work; the open-source licence is what gave everyone else the right to
          use, study and build on it. Work by others had to be credited properly. Using someone else’s work
          without attribution was grounds for ending a grant immediately, so doubtful cases were to be raised
          before submitting, not after.
        </p>
      </Section>
      <Section id="documentation" title="5. Documentation" tinted>
        <p>
          Every project had to document what it does and how to use it, and written documentation was the
          minimum. Documentation was part of what a milestone delivered, not an optional extra for the end of the
          grant.
        </p>
      </Section>
      <Section id="ending" title="6. Ending a grant">
        <p>
          A grant ended when its last milestone was accepted. It could end early if the team stopped delivering,
          or at once in case of misused or unattributed work. Either way, only accepted milestones were paid.
        </p>
        <p>
          Questions about the programme went to its support channels and to the curators on the application’s
          pull request. For funding routes beyond this programme, see <Link to={SITE_PATHS.bounties}>bounties and
          contributing</Link>.
        </p>
      </Section>
    </MarketingPage>
  );
}
