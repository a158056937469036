import type {ReactNode} from 'react';
import clsx from 'clsx';
import MarketingPage from '@site/src/components/MarketingPage';
import CodeSample from '@site/src/components/CodeSample';
import samples from '@generated/code-blocks/layout.json';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import Timeline from '@site/src/components/Timeline';
import {MILESTONES} from '@site/src/data/milestones';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import styles from './styles.module.css';

type GridRow = {id: string; columns: readonly number[]};

const GRID_ROWS: readonly GridRow[] = [
  {id: 'thirds', columns: [4, 4, 4]},
  {id: 'halves', columns: [6, 6]},
  {id: 'sidebar', columns: [3, 9]},
  {id: 'quarters', columns: [3, 3, 3, 3]},
];

export default function LayoutPage(): ReactNode {
  return (
    <MarketingPage
      title="Layout building blocks"
      description="The layout pieces used on this site's pages: the page skeleton, container, twelve-column grid, cards, card grids, page headers and the timeline, each with its source."
      eyebrow="Design"
      lead="Every marketing page on this site is assembled from the same few pieces. This page shows each one live, with the source to copy, so a new page looks like it belongs.">
      <Section id="skeleton" title="Page skeleton">
        <p>
          A page is a <code>Layout</code> with a title and a description, one <code>main</code> landmark, a{' '}
          <code>PageHeader</code> holding the page’s only <code>h1</code>, and a series of <code>Section</code>s, each with an{' '}
          <code>h2</code>. Sections alternate their background with the <code>tinted</code> flag so long pages stay easy to scan.
          Navigation, footer and skip link come from the theme.
        </p>
        <CodeSample sample={samples.page} />
      </Section>
      <Section id="container" title="Container" tinted>
        <p>
          Infima’s <code>container</code> class centres content and caps its width, with the same side padding on every screen
          size. <code>Section</code> and <code>PageHeader</code> add it for you; add it yourself only for content outside them.
          The outlined box below is a container’s content area.
        </p>
        <div className={styles.demoBox}>
          <code>.container</code>: centred, capped width, side padding
        </div>
      </Section>
      <Section id="grid" title="Grid">
        <p>
          Inside a container, <code>row</code> and <code>col</code> give a twelve-column grid. A <code>col--N</code> class spans N
          columns. At 996 pixels and narrower every column takes the full width, so layouts need no extra rules for phones.
        </p>
        <div className={styles.gridDemo}>
          {GRID_ROWS.map((row) => (
            <div key={row.id} className={clsx('row', styles.gridRow)}>
              {row.columns.map((span, index) => (
                <div key={`${row.id}-${index}`} className={clsx('col', `col--${span}`)}>
                  <div className={styles.gridCell}>col--{span}</div>
                </div>
              ))}
            </div>
          ))}
        </div>
        <CodeSample sample={samples.grid} />
      </Section>
      <Section id="cards" title="Cards and card grids" tinted>
        <p>
          <code>Card</code> wraps Infima’s card with a heading, optional label above it, optional decorative icon and a row of
          links. <code>CardGrid</code> lays cards out as a list, two to four per row, so screen readers announce how many there
          are.
        </p>
        <CardGrid columns={3}>
          <Card key="plain" title="A plain card">
            <p>Title and body. Use it for reasons, features and short explanations.</p>
          </Card>
          <Card key="label" eyebrow="Label" title="With a label">
            <p>The label above the title carries a category, a version range or a year.</p>
          </Card>
          <Card
            key="links"
            icon="/img/pages/stage-build.svg"
            title="With an icon and links"
            links={[
              {label: 'Internal link', to: SITE_PATHS.latestDocs},
              {label: 'External link', href: 'https://github.com/use-ink/ink'},
            ]}>
            <p>Internal links take a site path, external ones a full https address.</p>
          </Card>
        </CardGrid>
        <CodeSample sample={samples.cards} />
      </Section>
      <Section id="hero" title="Page header (hero)">
        <p>
          <code>PageHeader</code> is the hero of every marketing page: an optional label, the <code>h1</code>, a lead paragraph of
          one or two sentences, and optional buttons. The header at the top of this page is one. The home page uses a larger
          variant with a code sample beside the title.
        </p>
        <CodeSample sample={samples.header} />
      </Section>
      <Section id="timeline" title="Timeline" tinted>
        <p>
          <code>Timeline</code> renders an ordered list of dated entries from typed data. It is used for the ink! milestones on
          the about and news pages; here are the two most recent.
        </p>
        <Timeline milestones={MILESTONES.slice(-2)} />
        <CodeSample sample={samples.timeline} />
      </Section>
      <Section id="colour" title="Colour and dark mode">
        <p>
          Components style themselves with CSS modules that read Infima’s <code>--ifm-*</code> variables, such as{' '}
          <code>--ifm-color-primary</code>, <code>--ifm-color-emphasis-100</code> and <code>--ifm-background-color</code>. The
          theme redefines those variables for dark mode, so a component written this way needs no dark-mode rules of its own.
          Switch the colour mode in the navbar and watch every block on this page follow.
        </p>
      </Section>
    </MarketingPage>
  );
}
