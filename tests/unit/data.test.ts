import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGE_PATHS, TOP_LEVEL_PAGES} from '@site/config/pages';
import {LATEST_DOCS} from '@site/config/versions';
import {normalise} from '@site/config/redirects';
import {BRAND_ASSET_KITS} from '@site/src/data/brandAssets';
import {CHAIN_GROUPS, CHAINS} from '@site/src/data/chains';
import {CODE_SAMPLES} from '@site/src/data/codeSamples';
import {MILESTONES} from '@site/src/data/milestones';
import {PROJECT_CATEGORIES, PROJECTS} from '@site/src/data/projects';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import {STORIES} from '@site/src/data/stories';
import {STAGE_ICONS, TOOL_STAGES, TOOLS} from '@site/src/data/tooling';
import {TUTORIAL_CARDS} from '@site/src/data/tutorials';
import {rustParses, splitFrontMatter} from '../../tools/checks/content-rules';

const ROOT = path.resolve(__dirname, '../..');

/** Path comparison ignores case and a trailing slash, as the site does. */
function normaliseRoute(route: string): string {
  return normalise(route.toLowerCase());
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Routes a docs plugin instance serves, worked out from its source files and `slug` front matter. */
function docRoutes(folder: string, base: string): Set<string> {
  const routes = new Set<string>();
  const root = path.join(ROOT, folder);
  for (const file of walk(root)) {
    const relative = path.relative(root, file);
    if (!/\.mdx?$/.test(file) || relative.split(path.sep).some((part) => part.startsWith('_'))) continue;
    const {frontMatter} = splitFrontMatter(readFileSync(file, 'utf8'));
    const dir = path
      .dirname(relative)
      .split(path.sep)
      .filter((part) => part !== '.');
    const name = path.basename(relative).replace(/\.mdx?$/, '');
    const slug: unknown = frontMatter.slug;
    let route: string;
    if (typeof slug === 'string' && slug.startsWith('/')) {
      route = `${base}${slug}`;
    } else if (typeof slug === 'string') {
      route = [base, ...dir, slug].join('/');
    } else {
      const parts = /^(index|readme)$/i.test(name) ? dir : [...dir, name];
      route = [base, ...parts.map((part) => part.replace(/^\d+[-_.]/, ''))].join('/');
    }
    routes.add(normaliseRoute(route));
  }
  return routes;
}

const DOC_ROUTES = new Set([...docRoutes('docs', LATEST_DOCS), ...docRoutes('tutorials', '/tutorials')]);
const PAGE_ROUTES = new Set([...TOP_LEVEL_PAGES, '/blog'].map(normaliseRoute));

function isKnownPath(route: string): boolean {
  return PAGE_ROUTES.has(normaliseRoute(route)) || DOC_ROUTES.has(normaliseRoute(route));
}

function isWellFormedHttps(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const INTERNAL_LINKS: readonly string[] = [
  ...Object.values(SITE_PATHS),
  ...TOOLS.flatMap((tool) => (tool.docsPath ? [tool.docsPath] : [])),
  ...TUTORIAL_CARDS.flatMap((card) => (card.path ? [card.path] : [])),
  ...BRAND_ASSET_KITS.map((kit) => kit.path),
];

const EXTERNAL_URLS: readonly string[] = [
  ...CHAINS.map((chain) => chain.url),
  ...PROJECTS.flatMap((project) => [project.repository, ...(project.website ? [project.website] : [])]),
  ...TOOLS.flatMap((tool) => tool.links.map((link) => link.href)),
  ...STORIES.map((story) => story.source),
];

describe('marketing data', () => {
  it.each([
    ['chains', CHAINS],
    ['projects', PROJECTS],
    ['tools', TOOLS],
    ['stories', STORIES],
    ['milestones', MILESTONES],
    ['tutorial cards', TUTORIAL_CARDS],
    ['brand asset kits', BRAND_ASSET_KITS],
  ] as const)('has no duplicate ids among %s', (_name, items) => {
    expect(duplicates(items.map((item) => item.id))).toEqual([]);
  });

  it.each([
    ['chains', CHAINS.map((chain) => chain.name)],
    ['projects', PROJECTS.map((project) => project.name)],
    ['tools', TOOLS.map((tool) => tool.name)],
    ['stories', STORIES.map((story) => story.team)],
    ['milestones', MILESTONES.map((milestone) => milestone.version)],
    ['tutorial cards', TUTORIAL_CARDS.map((card) => card.title)],
  ] as const)('has no duplicate names among %s', (_name, names) => {
    expect(duplicates(names.map((name) => name.toLowerCase()))).toEqual([]);
  });

  it('links only to well-formed https URLs outside the site', () => {
    expect(EXTERNAL_URLS.filter((url) => !isWellFormedHttps(url))).toEqual([]);
  });

  it('links only to pages the site serves', () => {
    expect(INTERNAL_LINKS.filter((route) => !isKnownPath(route))).toEqual([]);
  });

  it('references only images that exist in static/', () => {
    const fromData = [
      ...CHAIN_GROUPS.map((group) => group.icon),
      ...Object.values(STAGE_ICONS),
      ...BRAND_ASSET_KITS.map((kit) => kit.preview),
    ];
    const fromSource = walk(path.join(ROOT, 'src'))
      .filter((file) => /\.(tsx?|mdx?)$/.test(file))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"(](\/img\/[^'")\s]+)/g)].map((match) => match[1] ?? ''));
    const images = [...new Set([...fromData, ...fromSource])];
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !existsSync(path.join(ROOT, 'static', image)))).toEqual([]);
  });

  it('shows a group for every chain and no empty group', () => {
    const runtimes = CHAIN_GROUPS.map((group) => group.runtime);
    expect(CHAINS.filter((chain) => !runtimes.includes(chain.runtime)).map((chain) => chain.id)).toEqual([]);
    expect(runtimes.filter((runtime) => !CHAINS.some((chain) => chain.runtime === runtime))).toEqual([]);
  });

  it('has no empty section on the projects and tooling pages', () => {
    expect(PROJECT_CATEGORIES.filter((category) => !PROJECTS.some((project) => project.category === category))).toEqual([]);
    expect(TOOL_STAGES.filter((stage) => !TOOLS.some((tool) => tool.stage === stage))).toEqual([]);
  });

  it('tells the ink! history from v1 to v6 in order', () => {
    expect(MILESTONES.map((milestone) => milestone.version)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
    const years = MILESTONES.map((milestone) => milestone.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  const rustSamples = Object.values(CODE_SAMPLES).flatMap((group) =>
    Object.entries(group).flatMap(([id, sample]) => (sample.language === 'rust' ? [[id, sample.code] as const] : [])),
  );
  it.each(rustSamples)('Rust sample %s parses', async (_id, code) => {
    expect(await rustParses(code)).toBe(true);
  });

  it('shows a command only on the card of a tool that exists', () => {
    expect(Object.keys(CODE_SAMPLES.tooling).filter((id) => !TOOLS.some((tool) => tool.id === id))).toEqual([]);
  });
});

describe('top-level pages', () => {
  /** The routes Docusaurus makes of src/pages: every page file, `_`-prefixed names excluded. */
  function pageFileRoutes(): string[] {
    const root = path.join(ROOT, 'src/pages');
    return walk(root)
      .map((file) => path.relative(root, file).split(path.sep))
      .filter((parts) => /\.(tsx|mdx|md)$/.test(parts.at(-1) ?? '') && !parts.some((part) => part.startsWith('_')))
      .map((parts) => {
        const name = (parts.pop() ?? '').replace(/\.(tsx|mdx|md)$/, '');
        return `/${[...parts, ...(name === 'index' ? [] : [name])].join('/')}`;
      })
      .sort();
  }

  it('lists each page once', () => {
    expect(duplicates(TOP_LEVEL_PAGES)).toEqual([]);
  });

  it('lists exactly the pages of src/pages, and the search page the search theme adds', () => {
    expect(pageFileRoutes()).toEqual(TOP_LEVEL_PAGES.filter((page) => page !== PAGE_PATHS.search).sort());
  });
});
