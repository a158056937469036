// The search benchmark's side-by-side part (bench/search.ts): our embedded search and
// Pagefind 1.6.0 on the same build, the same queries and the same version scoping, in Chromium.
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {load} from 'cheerio';
import {
  QUERY_KINDS,
  querySets,
  versionTag,
  type QueryKind,
  type QuerySetName,
  type RelevanceQuery,
} from '../../tests/helpers/relevance';
import {chromiumPath} from '../../tools/lib/chromium';
import {serveStatic} from './static-server';

/** Our relevance run of one query set (tests/helpers/relevance.ts). */
export type RelevanceReport = {results: (RelevanceQuery & {rank: number | null})[]; top1: number; top5: number};

/** What the benchmark uses of Pagefind's browser API (`/pagefind/pagefind.js`). */
type PagefindApi = {
  init: () => Promise<void>;
  search: (
    query: string,
    options: {filters: {tag: {any: string[]}}},
  ) => Promise<{results: {data: () => Promise<{url: string}>}[]}>;
};

declare global {
  interface Window {
    /** Pagefind's browser API, loaded once by the benchmark's page. */
    __pagefind?: PagefindApi;
  }
}

/** Pagefind's script in the build it indexed, as the page imports it. */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** The page containers our index reads (plugins/search/indexer/html.ts), by the class on `<html>`. */
const CONTAINERS: Record<string, string> = {
  'docs-doc-page': 'article .theme-doc-markdown',
  'blog-post-page': 'main article .markdown',
  'plugin-pages': 'main',
};
const PAGE = '/docs/v6/basics/events';
const COLD_QUERY = 'mapping';

function builtPages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : builtPages(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

/** Index the build with Pagefind: each page's container as its body, its docusaurus tag as the `tag` filter. */
async function indexWithPagefind(buildDir: string): Promise<number> {
  const pagefind = await import('pagefind');
  const {errors, index} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of builtPages(buildDir)) {
    const $ = load(readFileSync(file, 'utf8'));
    const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
    if (!tag || $('meta[http-equiv="refresh"]').length > 0) continue;
    const kind = ($('html').attr('class') ?? '').split(/\s+/).find((name) => name in CONTAINERS);
    const selector = kind === undefined ? undefined : CONTAINERS[kind];
    const container = selector === undefined ? undefined : $(selector).first();
    if (!container || container.length === 0) continue;
    const url = `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/?$/, '/');
    if (url === '/search/') continue;
    container.attr('data-pagefind-body', '');
    container.append(`<span data-pagefind-filter="tag" hidden>${tag}</span>`);
    await index.addHTMLFile({url, content: $.html()});
    pages += 1;
  }
  await index.writeFiles({outputPath: path.join(buildDir, 'pagefind')});
  await pagefind.close();
  return pages;
}

const tagsFor = (context: RelevanceQuery['context']): string[] => ['default', versionTag(context), 'docs-tutorials-current'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Bytes transferred (encoded bodies) by a page from now on. */
function countBytes(page: Page): () => Promise<number> {
  let bytes = 0;
  const pending: Promise<unknown>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(
        (sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(pending);
    return bytes;
  };
}

async function hydratedPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  return page;
}

/** Ours, cold: the reader clicks the search button and types; bytes and time until the first hit shows. */
async function oursCold(browser: Browser, base: string): Promise<{bytes: number; firstResultMs: number}> {
  const context = await browser.newContext();
  const page = await hydratedPage(context, base + PAGE);
  const bytes = countBytes(page);
  await page.getByRole('button', {name: /^Search \(/}).click();
  const input = page.getByPlaceholder('Search docs');
  await input.waitFor();
  const started = await page.evaluate(() => performance.now());
  await page.keyboard.type(COLD_QUERY);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  const shown = await page.evaluate(() => performance.now());
  const result = {bytes: await bytes(), firstResultMs: shown - started};
  await context.close();
  return result;
}

/** Pagefind, cold: on the first keystroke its script loads and searches; bytes and time until the first result's data is there. */
async function pagefindCold(browser: Browser, base: string, tags: string[]): Promise<{bytes: number; firstResultMs: number}> {
  const context = await browser.newContext({bypassCSP: true});
  const page = await hydratedPage(context, base + PAGE);
  const bytes = countBytes(page);
  const firstResultMs = await page.evaluate(
    async ({query, tags, script}) => {
      const started = performance.now();
      const pagefind: PagefindApi = await import(script);
      const search = await pagefind.search(query, {filters: {tag: {any: tags}}});
      await search.results[0]?.data();
      return performance.now() - started;
    },
    {query: COLD_QUERY, tags, script: PAGEFIND_SCRIPT},
  );
  const result = {bytes: await bytes(), firstResultMs};
  await context.close();
  return result;
}

/** Pagefind's top five pages for each query, and the time of each prefix of the benchmark's queries once loaded. */
async function pagefindRuns(
  browser: Browser,
  base: string,
  sets: {name: QuerySetName; queries: RelevanceQuery[]}[],
  queries: string[],
): Promise<{
  relevance: Partial<Record<QuerySetName, (RelevanceQuery & {rank: number | null})[]>>;
  keystroke: {median: number; p95: number; count: number};
}> {
  const context = await browser.newContext({bypassCSP: true});
  const page = await hydratedPage(context, base + PAGE);
  await page.evaluate(async (script) => {
    const pagefind: PagefindApi = await import(script);
    window.__pagefind = pagefind;
    await pagefind.init();
  }, PAGEFIND_SCRIPT);
  const top = async (query: string, tags: string[]): Promise<string[]> =>
    page.evaluate(
      async ({query, tags}) => {
        const pagefind = window.__pagefind;
        if (!pagefind) throw new Error('Pagefind is not loaded');
        const search = await pagefind.search(query, {filters: {tag: {any: tags}}});
        const data = await Promise.all((search?.results ?? []).slice(0, 5).map((result) => result.data()));
        return data.map((item) => item.url.replace(/#.*$/, '').replace(/(.)\/$/, '$1'));
      },
      {query, tags},
    );
  const relevance: Partial<Record<QuerySetName, (RelevanceQuery & {rank: number | null})[]>> = {};
  for (const {name, queries: list} of sets) {
    const results: (RelevanceQuery & {rank: number | null})[] = [];
    for (const entry of list) {
      const urls = await top(entry.query, tagsFor(entry.context));
      const wanted = new Set([entry.expect, ...entry.acceptable]);
      const index = urls.findIndex((url) => wanted.has(url));
      results.push({...entry, rank: index < 0 ? null : index + 1});
    }
    relevance[name] = results;
  }
  const times: number[] = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) {
      const started = await page.evaluate(() => performance.now());
      await top(query.slice(0, i), tagsFor('v6'));
      times.push((await page.evaluate(() => performance.now())) - started);
    }
  }
  await context.close();
  return {relevance, keystroke: {median: percentile(times, 50), p95: percentile(times, 95), count: times.length}};
}

function shares(
  results: {kind: QueryKind; rank: number | null}[],
  kind: QueryKind | undefined,
): {count: number; top1: number; top5: number} {
  const mine = kind ? results.filter((r) => r.kind === kind) : results;
  const share = (test: (r: {rank: number | null}) => boolean): number => mine.filter(test).length / Math.max(1, mine.length);
  return {count: mine.length, top1: share((r) => r.rank === 1), top5: share((r) => r.rank !== null)};
}

/**
 * Indexes `buildDir` with Pagefind, serves it gzipped and prints ours (`ours`: our relevance per
 * query set, already run) beside Pagefind's numbers; `queries` are the keystroke benchmark's.
 */
export async function pagefindSideBySide({
  buildDir,
  ours,
  queries,
}: {
  buildDir: string;
  ours: Partial<Record<QuerySetName, RelevanceReport>>;
  queries: string[];
}): Promise<void> {
  const {chromium} = await import('@playwright/test');
  const started = Date.now();
  const pages = await indexWithPagefind(buildDir);
  console.log(`\nPagefind 1.6.0 indexed ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    const sets = querySets();
    const tags = tagsFor('v6');
    const coldOurs = await oursCold(browser, server.url);
    const coldPagefind = await pagefindCold(browser, server.url, tags);
    const runs = await pagefindRuns(browser, server.url, sets, queries);
    const oursKeys = await oursKeystrokes(browser, server.url, queries);

    const pct = (share: number): string => `${(share * 100).toFixed(1)} %`;
    const rows: [string, string, string][] = [];
    for (const {name} of sets) {
      const mine = ours[name]?.results ?? [];
      const theirs = runs.relevance[name] ?? [];
      for (const kind of [undefined, ...QUERY_KINDS]) {
        const a = shares(mine, kind);
        const b = shares(theirs, kind);
        if (a.count === 0) continue;
        rows.push([
          `${name} ${kind ?? 'all'} (${a.count}): top-1 / top-5`,
          `${pct(a.top1)} / ${pct(a.top5)}`,
          `${pct(b.top1)} / ${pct(b.top5)}`,
        ]);
      }
    }
    const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
    const ms = (value: number): string => `${value.toFixed(1)} ms`;
    rows.push(
      ['cold v6 page: bytes before the first result (gzip)', kb(coldOurs.bytes), kb(coldPagefind.bytes)],
      ['cold v6 page: first keystroke → first result', ms(coldOurs.firstResultMs), ms(coldPagefind.firstResultMs)],
      ['keystroke → results once loaded, median', ms(oursKeys.median), ms(runs.keystroke.median)],
      ['keystroke → results once loaded, p95', ms(oursKeys.p95), ms(runs.keystroke.p95)],
    );
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\n${'Side by side (Chromium, gzip server)'.padEnd(width)}  ${'ours'.padEnd(16)}  Pagefind 1.6.0`);
    for (const [label, a, b] of rows) console.log(`${label.padEnd(width)}  ${a.padEnd(16)}  ${b}`);
    console.log(
      '(ours: the modal, measured from the first key typed after opening it to the first hit drawn; keystroke latency is the engine answering each prefix of the 50 benchmark queries in the page, as for Pagefind)',
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(path.join(buildDir, 'pagefind'), {recursive: true, force: true});
  }
}

/** Ours, loaded: the embedded engine answering each prefix of the benchmark's queries in the page, like Pagefind's loop. */
async function oursKeystrokes(browser: Browser, base: string, queries: string[]): Promise<{median: number; p95: number}> {
  const context = await browser.newContext();
  const page = await hydratedPage(context, base + PAGE);
  await page.getByRole('button', {name: /^Search \(/}).click();
  const input = page.getByPlaceholder('Search docs');
  await input.fill(COLD_QUERY);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  const times: number[] = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) {
      const started = await page.evaluate(() => performance.now());
      await input.fill(query.slice(0, i));
      await page.waitForFunction(
        (text) =>
          document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === text &&
          !document.querySelector('.DocSearch-Container--Stalled'),
        query.slice(0, i),
      );
      times.push((await page.evaluate(() => performance.now())) - started);
    }
  }
  await context.close();
  return {median: percentile(times, 50), p95: percentile(times, 95)};
}
