import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import MarketingPage from '@site/src/components/MarketingPage';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import {STAGE_ICONS, TOOL_STAGES, TOOLS} from '@site/src/data/tooling';
import type {ToolStage} from '@site/src/data/tooling';
import ToolCard from '@site/src/pages/tooling/_components/ToolCard';
import styles from './styles.module.css';

const STAGE_INTROS: Readonly<Record<ToolStage, string>> = {
  Write: 'Editor support and static checks that find problems before you build.',
  'Build and deploy': 'Turn a crate into a contract and put it on a chain.',
  Test: 'Run contracts inside tests, without a node in the background.',
  'Run locally': 'A chain on your own machine for development and end-to-end tests.',
  'Build a frontend': 'Call contracts from TypeScript with types generated from their metadata.',
};

function stageId(stage: ToolStage): string {
  return stage.toLowerCase().replace(/\s+/g, '-');
}

function StageIntro({stage}: {stage: ToolStage}): ReactNode {
  const icon = useBaseUrl(STAGE_ICONS[stage]);
  return (
    <div className={styles.stageIntro}>
      <img src={icon} alt="" width={40} height={40} />
      <p>{STAGE_INTROS[stage]}</p>
    </div>
  );
}

export default function Tooling(): ReactNode {
  return (
    <MarketingPage
      title="Tooling"
      description="An overview of the ink! toolchain, its developer tools by stage: cargo-contract, Pop CLI, ink-node, ink! analyzer, the linter, drink!, Contracts UI, dedot, Typink and PAPI, what each tool is for and which ink! versions it supports."
      keywords={[
        'developer tools',
        'IDE support',
        'VS Code extension',
        'local dev chain',
        'TypeScript client',
        'substrate-contracts-node',
        'version compatibility',
        'sandbox testing',
      ]}
      eyebrow="Build with ink!"
      lead="Writing the contract is one step of several. This overview of the ink! toolchain lists the developer tools for each stage, from writing and building to testing and deploying, what each one is for, and which ink! versions it supports.">
      <Section id="at-a-glance" title="At a glance">
        <p>
          To build ink! 6 contracts and run them locally you need only Rust, cargo-contract and ink-node. Everything else makes a
          particular step faster or safer; add it when that step starts to hurt. The{' '}
          <Link to={SITE_PATHS.setup}>setup guide</Link> walks through the minimal setup.
        </p>
        {/* Scrolls sideways on phones; keyboard users need to focus it to scroll (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.tableWrapper} role="region" aria-label="Tools at a glance" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">Stage</th>
                <th scope="col">What it is for</th>
                <th scope="col">ink! versions</th>
              </tr>
            </thead>
            <tbody>
              {TOOLS.map((tool) => (
                <tr key={tool.id}>
                  <th scope="row">{tool.name}</th>
                  <td>{tool.stage}</td>
                  <td>{tool.purpose}</td>
                  <td>{tool.inkVersions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      {TOOL_STAGES.map((stage, index) => (
        <Section key={stage} id={stageId(stage)} title={stage} tinted={index % 2 === 0} intro={<StageIntro stage={stage} />}>
          <CardGrid columns={2}>
            {TOOLS.filter((tool) => tool.stage === stage).map((tool) => (
              <ToolCard key={tool.id} tool={tool} />
            ))}
          </CardGrid>
        </Section>
      ))}
      <Section id="versions" title="Matching versions">
        <p>
          The most common setup problem is a version mismatch. ink! 6 pairs with cargo-contract 6, ink! 5 with cargo-contract 4 or
          5, and ink! 4 with cargo-contract 2 or 3. The node matters as well: its pallet-revive must be compatible with the ink!
          release your contract uses. When a build or deployment fails with an error you do not recognise, compare the versions in
          your <code>Cargo.toml</code>, the output of <code>cargo contract --version</code> and the node’s release before anything
          else. Contracts for ink! 5 and earlier also need a node with pallet-contracts rather than ink-node.
        </p>
      </Section>
    </MarketingPage>
  );
}
