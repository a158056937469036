import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {PROJECT_CATEGORIES, PROJECTS} from '@site/src/data/projects';
import type {ProjectCategory} from '@site/src/data/projects';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import ProjectCard from '@site/src/pages/projects/_components/ProjectCard';

const CATEGORY_INTROS: Readonly<Record<ProjectCategory, string>> = {
  Tooling: 'Command lines and editor support for writing, building and deploying contracts.',
  Testing: 'Ways to run contracts in tests without deploying them anywhere.',
  Frontend: 'Libraries, apps and templates for calling contracts from a browser.',
  Libraries: 'Reusable contract code to build on instead of writing it again.',
  Dapps: 'Applications whose on-chain logic is written in ink!, with public source code.',
};

function categoryId(category: ProjectCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export default function Projects(): ReactNode {
  return (
    <MarketingPage
      title="Projects"
      description="A showcase of well-known projects built with and for ink!: cargo-contract, Pop CLI, ink! analyzer, drink!, Contracts UI, dedot, Typink, inkathon, PAPI, OpenBrush, Swanky and ink! dapps."
      keywords={[
        'ecosystem showcase',
        'open-source dapps',
        'real-world code examples',
        'reusable contract libraries',
        'PSP22 token standard',
        'Next.js dapp template',
        'React hooks',
      ]}
      eyebrow="Build with ink!"
      lead="Tools, libraries and applications that teams built with or for ink!. Each entry links to its public source, so you can read how it works before you depend on it.">
      <Section id="how-to-read" title="How to read this list">
        <p>
          The list favours projects that are widely used or that show a technique worth learning. Before you adopt one, check
          which ink! version it targets and when its repository last changed: many of these projects were written for ink! 4 or 5
          on pallet-contracts and have not moved to ink! 6. For a task-by-task view of the toolchain, see{' '}
          <Link to={SITE_PATHS.tooling}>tooling</Link>; for the teams behind some of these projects, see{' '}
          <Link to={SITE_PATHS.stories}>stories</Link>.
        </p>
      </Section>
      {PROJECT_CATEGORIES.map((category, index) => (
        <Section
          key={category}
          id={categoryId(category)}
          title={category}
          tinted={index % 2 === 0}
          intro={<p>{CATEGORY_INTROS[category]}</p>}>
          <CardGrid columns={3}>
            {PROJECTS.filter((project) => project.category === category).map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </CardGrid>
        </Section>
      ))}
    </MarketingPage>
  );
}
