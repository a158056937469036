import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {cleanerFor, madeCopies, remarkLlmsCopies, type CopyRequest} from '@site/plugins/llms-txt/copies';
import {llmsFullTxt, llmsTxt, versionSections, type LlmsDoc, type LlmsSite} from '@site/plugins/llms-txt/llms';
import {cleanMarkdown} from '@site/plugins/llms-txt/markdown';
import {markdownPath} from '@site/plugins/llms-txt/paths';
import {DiskCache} from '@site/tools/lib/disk-cache';
import {compileWithDocusaurus} from '../helpers/docusaurusMdx';

function doc(id: string, title: string, permalink: string, unlisted = false): LlmsDoc {
  return {id, title, permalink, description: `About ${title}.`, unlisted};
}

const version: {docs: LlmsDoc[]; sidebars: LoadedVersion['sidebars']} = {
  docs: [
    doc('intro', 'Welcome', '/docs/v6/'),
    doc('basics/index', 'Basics', '/docs/v6/basics'),
    doc('basics/events', 'Events', '/docs/v6/basics/events'),
    doc('basics/abi/index', 'ABI', '/docs/v6/basics/abi'),
    doc('macros/event', '#[ink(event)]', '/docs/v6/macros/event'),
    doc('faucet', 'Faucet', '/docs/v6/faucet'),
    doc('secret', 'Secret', '/docs/v6/secret', true),
  ],
  sidebars: {
    reference: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Basics',
        collapsed: true,
        collapsible: true,
        link: {type: 'doc', id: 'basics/index'},
        items: [
          {type: 'doc', id: 'basics/events'},
          {
            type: 'category',
            label: 'ABI',
            collapsed: true,
            collapsible: true,
            link: {type: 'doc', id: 'basics/abi/index'},
            items: [],
          },
        ],
      },
      {
        type: 'category',
        label: 'Macros',
        collapsed: true,
        collapsible: true,
        link: {
          type: 'generated-index',
          slug: '/macros',
          permalink: '/docs/v6/category/macros',
          title: 'All macros',
          description: 'Every macro.',
        },
        items: [{type: 'doc', id: 'macros/event'}],
      },
    ],
  },
};

const sources = new Map([['basics/events', '---\ntitle: Events\n---\n\nEmit them.\n']]);
const site: LlmsSite = {title: 'ink!', summary: 'Smart contracts in Rust.', details: 'Details.', url: 'https://use.ink'};

describe('llms.txt from the docs sidebars', () => {
  const sections = versionSections(version, 'Docs v6', sources);

  it('groups pages by sidebar category in sidebar order, a category’s own page first', () => {
    expect(sections.map((section) => [section.title, section.pages.map((page) => page.title)])).toEqual([
      ['Docs v6', ['Welcome']],
      ['Docs v6 › Basics', ['Basics', 'Events']],
      ['Docs v6 › Basics › ABI', ['ABI']],
      ['Docs v6 › Macros', ['All macros', '#[ink(event)]']],
      ['Docs v6 › Not in the sidebar', ['Faucet']],
    ]);
  });

  it('gives a generated category index a Markdown page listing its children', () => {
    const index = sections[3]?.pages[0];
    expect(index?.permalink).toBe('/docs/v6/category/macros');
    expect(index?.markdown).toBe('# All macros\n\nEvery macro.\n\n- [#\\[ink(event)\\]](/docs/v6/macros/event.md)\n');
  });

  it('cleans each page’s source into its Markdown copy', () => {
    expect(sections[1]?.pages[1]?.markdown).toBe('# Events\n\nEmit them.\n');
  });

  it('writes one llms.txt entry per page, with escaped titles, absolute .md URLs and descriptions', () => {
    const text = llmsTxt(
      site,
      [{name: 'Docs v6', path: '/docs/v6', sections}],
      [{title: 'Full text', url: 'https://use.ink/llms-full.txt', description: 'all of it'}],
    );
    expect(
      text.startsWith(
        '# ink!\n\n> Smart contracts in Rust.\n\nDetails.\n\n## Docs v6\n\n- [Welcome](https://use.ink/docs/v6.md): About Welcome.\n',
      ),
    ).toBe(true);
    expect(text).toContain('\n- [#\\[ink(event)\\]](https://use.ink/docs/v6/macros/event.md): About #[ink(event)].\n');
    expect(text).not.toContain('Secret');
    expect(text.endsWith('## Optional\n\n- [Full text](https://use.ink/llms-full.txt): all of it\n')).toBe(true);
  });

  it('concatenates every page into llms-full.txt, each with its source URL', () => {
    const full = llmsFullTxt(site, {name: 'Docs v6', path: '/docs/v6', sections});
    expect(full).toContain('# Events\n\nSource: https://use.ink/docs/v6/basics/events\n\nEmit them.\n\n---\n\n# ABI');
  });

  it('puts the Markdown copy at the page URL plus .md', () => {
    expect(markdownPath('/docs/v6/basics/events')).toBe('/docs/v6/basics/events.md');
    expect(markdownPath('/docs/v6/')).toBe('/docs/v6.md');
  });
});

describe('the Markdown copies, made before the lists are laid out', () => {
  const NAME = `llms-copies-test-${process.pid}`;
  afterEach(() => rmSync(path.join(process.cwd(), 'node_modules', '.cache', NAME), {recursive: true, force: true}));
  const tabs = ['<Tabs>', '<TabItem label="Rust">', '', '```rust', 'fn main() {}', '```', '', '</TabItem>', '</Tabs>'];
  const pages: CopyRequest[] = [
    [
      ['---', 'title: Events', '---', "import Tabs from '@theme/Tabs';", '', ...tabs, ''].join('\n'),
      'Events',
      'https://use.ink/',
    ],
    [[':::note', 'See [storage](/docs/v6/storage).', ':::', ''].join('\n'), 'Storage', null],
  ];

  /** Pages no compile has seen: their copies are made in the worker. */
  const uncompiled = pages.map((page, index) => [page, `/nowhere/page-${index}.md`] as const);

  it('gives each page the copy cleanMarkdown makes (made in a worker), and a rebuild reads it from the cache', async () => {
    const cache = new DiskCache<string>(NAME, 'converter');
    const clean = await cleanerFor(uncompiled, undefined, cache);
    for (const [text, title, siteRoot] of pages) {
      expect(clean(text, title, siteRoot ?? undefined)).toBe(cleanMarkdown(text, title, siteRoot ?? undefined));
    }
    expect(clean(pages[1]?.[0] ?? '', 'Storage')).toContain('> **Note**');
    await cache.flush();
    const rebuild = new DiskCache<string>(NAME, 'converter');
    await cleanerFor(
      uncompiled.slice(0, 1),
      // With every copy cached, nothing waits for the pages to compile (this never resolves).
      new Promise<void>(() => undefined),
      rebuild,
    );
    expect(rebuild.stats).toEqual({fromMemory: 0, fromDisk: 1});
    expect(() => clean('Another page.', 'Another')).toThrow('no Markdown copy of "Another"');
  });
});

describe('the Markdown copies made from the pages as Docusaurus compiles them', () => {
  const NAME = `llms-compiled-test-${process.pid}`;
  afterEach(() => rmSync(path.join(process.cwd(), 'node_modules', '.cache', NAME), {recursive: true, force: true}));
  const SITE_ROOT = 'https://use.ink/';
  /** What a copy has to get right, as it appears in a source. */
  const FEATURES = [
    /^:::\w+[ \t]+\S/m, // an admonition's title after a space
    /^:::\w+\[/m, // an admonition's title as a label
    /^#{1,6} .*\{#[\w-]+\}\s*$/m, // a heading's explicit id
    /<Tabs/, // components
    /^\|.*\|\s*$/m, // a GFM table
    /\]\(\/[a-z]/, // a link from the site root
    /\{\/\*/, // an MDX comment
    /^import /m, // MDX imports
  ];
  const ROOTS = ['docs', 'versioned_docs/version-v5', 'versioned_docs/version-v4', 'versioned_docs/version-v3', 'tutorials'];
  /** For each docs root and feature, the first page (by path) that has it. */
  const pages = [
    ...new Set(
      ROOTS.flatMap((root) => {
        const files = readdirSync(root, {recursive: true, encoding: 'utf8'})
          .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)_/.test(file))
          .sort()
          .map((file) => path.join(root, file));
        return FEATURES.flatMap((feature) => files.find((file) => feature.test(readFileSync(file, 'utf8'))) ?? []);
      }),
    ),
  ];

  /** What the content does not have today, written as a writer might. */
  const written = [
    '---',
    'title: Written',
    '---',
    '',
    '## Events {#custom-events}',
    '',
    ':::tip A title after a space',
    'See [storage](/docs/v6/basics/storing-values). <!-- a note -->',
    ':::',
    '',
    '<!-- a comment on its own -->',
    '',
    '| A | B |',
    '| - | - |',
    '| [x](/docs/v6/) | `y` |',
    '',
  ].join('\n');

  it('are the copies cleanMarkdown makes of the sources, and no page is read again', {timeout: 60_000}, async () => {
    expect(pages.length).toBeGreaterThanOrEqual(ROOTS.length * 2);
    const sources = [...pages.map((file) => [file, readFileSync(file, 'utf8')] as const), ['docs/written.md', written] as const];
    const requests = await Promise.all(
      sources.map(async ([file, text]) => {
        await compileWithDocusaurus(path.resolve(file), text, [[remarkLlmsCopies, {siteRoot: SITE_ROOT}]]);
        return [[text, path.basename(file), SITE_ROOT] satisfies CopyRequest, path.resolve(file)] as const;
      }),
    );
    const before = {...madeCopies};
    const clean = await cleanerFor(requests, undefined, new DiskCache<string>(NAME, 'converter'));
    expect(madeCopies).toEqual({fromCompile: before.fromCompile + sources.length, inWorker: before.inWorker});
    for (const [[text, title]] of requests)
      expect(clean(text, title, SITE_ROOT), title).toBe(cleanMarkdown(text, title, SITE_ROOT));
  });
});
