// The search benchmark's side-by-side part (bench/search.ts): our embedded search and
// Pagefind 1.6.0 on the same build, the same queries and the same version scoping, in Chromium.
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
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
    /** The cold-page clock: when the query arrived and when its first hit showed. */
    __cold?: {started: number; shown: number; done: Promise<void>};
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

/**
 * Bytes transferred (encoded bodies) by a page and its workers from now on. Chromium reports no
 * body size for a worker's own script: what the server sent for it is its body gzipped as the
 * server gzips (`static-server.ts`).
 */
function countBytes(page: Page): () => Promise<number> {
  let bytes = 0;
  const pending: Promise<unknown>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        let body = sizes.responseBodySize;
        const response = await request.response();
        if (body === 0 && response?.headers()['content-encoding'] === 'gzip') body = gzipSync(await response.body()).length;
        bytes += body + sizes.responseHeadersSize;
      })().catch(() => undefined),
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

/**
 * A fresh page of the build, hydrated, with the CPU slowed `slowdown` times (CDP) when above 1.
 * Chromium slows pages only, never their workers ("Operation is only supported for pages, not
 * workers"), so `inPage` takes workers away: our engine then runs in the page, every step slowed.
 */
async function coldPage(
  browser: Browser,
  base: string,
  slowdown: number,
  inPage = false,
): Promise<{page: Page; close: () => Promise<void>}> {
  const context = await browser.newContext({bypassCSP: true});
  if (inPage) await context.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  const page = await context.newPage();
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  await page.goto(base + PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  return {page, close: () => context.close()};
}

/**
 * Ours, cold, timed in the page up to the first hit in the modal's DOM; bytes from the click on
 * the search button (which is when the modal's code, the engine and the titles and headings load):
 * - `'click'`: from the click, the query put in the modal at once as soon as it opens (the frame
 *   after its input appears): nothing is loaded ahead, as for Pagefind from nothing.
 * - `'query'`: the modal open, from the query's input event (the whole query at once).
 * - `'key'`: the modal open, from the keydown of the query's first key.
 */
async function oursCold(
  browser: Browser,
  base: string,
  slowdown: number,
  typed: 'click' | 'query' | 'key',
  inPage = false,
): Promise<{bytes: number; firstResultMs: number}> {
  const {page, close} = await coldPage(browser, base, slowdown, inPage);
  const bytes = countBytes(page);
  const watch = (start: 'click' | 'keydown' | 'none') =>
    page.evaluate(
      ({query, start}) => {
        // No named function here: tsx would name it with a helper (`__name`) the page does not have.
        let finish: ((value: void) => void) | undefined;
        const cold = {started: 0, shown: 0, done: new Promise<void>((resolve) => (finish = resolve))};
        window.__cold = cold;
        if (start !== 'none')
          document.addEventListener(start, () => (cold.started ||= performance.now()), {capture: true, once: true});
        let asked = start !== 'click';
        const observer = new MutationObserver(() => {
          const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
          if (!asked && input) {
            asked = true;
            requestAnimationFrame(() => {
              // The native setter: React ignores a value set through the element's own.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
              input.dispatchEvent(new Event('input', {bubbles: true}));
            });
          }
          if (!document.querySelector('.DocSearch-Hit')) return;
          observer.disconnect();
          cold.shown = performance.now();
          finish?.();
        });
        observer.observe(document.body, {childList: true, subtree: true});
      },
      {query: COLD_QUERY, start},
    );
  const button = page.getByRole('button', {name: /^Search \(/});
  if (typed === 'click') await watch('click');
  await button.click();
  if (typed !== 'click') {
    await page.getByPlaceholder('Search docs').waitFor();
    await watch(typed === 'key' ? 'keydown' : 'none');
  }
  if (typed === 'key') await page.keyboard.press(COLD_QUERY.charAt(0));
  if (typed === 'query') {
    await page.evaluate((query) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input || !window.__cold) throw new Error('no .DocSearch-Input');
      window.__cold.started = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }, COLD_QUERY);
  }
  // Awaited in the page: polling from outside would put work on the thread being timed.
  await page.evaluate(() => window.__cold?.done);
  const firstResultMs = await page.evaluate(() => (window.__cold ? window.__cold.shown - window.__cold.started : NaN));
  const result = {bytes: await bytes(), firstResultMs};
  await close();
  return result;
}

/**
 * Pagefind, cold: the query arrives on a page that has loaded nothing of Pagefind (`warm: false`),
 * or after `init()` (its script, WebAssembly and metadata loaded: the head start ours gets from
 * the click); timed in the page up to the first result's data; bytes from the start.
 */
async function pagefindCold(
  browser: Browser,
  base: string,
  tags: string[],
  slowdown: number,
  warm: boolean,
): Promise<{bytes: number; firstResultMs: number}> {
  const {page, close} = await coldPage(browser, base, slowdown);
  const bytes = countBytes(page);
  if (warm) {
    await page.evaluate(async (script) => {
      const pagefind: PagefindApi = await import(script);
      await pagefind.init();
    }, PAGEFIND_SCRIPT);
  }
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
  await close();
  return result;
}

/**
 * Pagefind with the interface it ships (its Default UI: `pagefind-ui.js` and `.css`), cold: from
 * nothing loaded, its styles and script are added, the UI mounted and the query passed with
 * `triggerSearch` (no typing debounce), until its first result is drawn. The like of ours from the
 * click: a search box that loads when the reader reaches for it. Unfiltered: the UI's filters
 * select pages holding every value chosen, so it cannot scope to one version among the tags.
 */
async function pagefindUiCold(browser: Browser, base: string, slowdown: number): Promise<{bytes: number; firstResultMs: number}> {
  const {page, close} = await coldPage(browser, base, slowdown);
  const bytes = countBytes(page);
  const firstResultMs = await page.evaluate(
    async ({query, folder}) => {
      const started = performance.now();
      const styles = document.createElement('link');
      styles.rel = 'stylesheet';
      styles.href = `${folder}pagefind-ui.css`;
      document.head.append(styles);
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `${folder}pagefind-ui.js`;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('pagefind-ui.js did not load'));
        document.head.append(script);
      });
      const host = document.createElement('div');
      document.body.prepend(host);
      const shown = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!host.querySelector('.pagefind-ui__result')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(host, {childList: true, subtree: true});
      });
      const {PagefindUI} = window as unknown as {PagefindUI: new (options: object) => {triggerSearch: (term: string) => void}};
      const ui = new PagefindUI({element: host, showImages: false, showSubResults: true, bundlePath: folder});
      ui.triggerSearch(query);
      await shown;
      return performance.now() - started;
    },
    {query: COLD_QUERY, folder: PAGEFIND_SCRIPT.replace(/[^/]*$/, '')},
  );
  const result = {bytes: await bytes(), firstResultMs};
  await close();
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
  /** Pagefind's top five pages for `query`, and how long getting them took, timed in the page. */
  const top = async (query: string, tags: string[]): Promise<{urls: string[]; ms: number}> =>
    page.evaluate(
      async ({query, tags}) => {
        const pagefind = window.__pagefind;
        if (!pagefind) throw new Error('Pagefind is not loaded');
        const started = performance.now();
        const search = await pagefind.search(query, {filters: {tag: {any: tags}}});
        const data = await Promise.all((search?.results ?? []).slice(0, 5).map((result) => result.data()));
        const ms = performance.now() - started;
        return {urls: data.map((item) => item.url.replace(/#.*$/, '').replace(/(.)\/$/, '$1')), ms};
      },
      {query, tags},
    );
  const relevance: Partial<Record<QuerySetName, (RelevanceQuery & {rank: number | null})[]>> = {};
  for (const {name, queries: list} of sets) {
    const results: (RelevanceQuery & {rank: number | null})[] = [];
    for (const entry of list) {
      const {urls} = await top(entry.query, tagsFor(entry.context));
      const wanted = new Set([entry.expect, ...entry.acceptable]);
      const index = urls.findIndex((url) => wanted.has(url));
      results.push({...entry, rank: index < 0 ? null : index + 1});
    }
    relevance[name] = results;
  }
  const times: number[] = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) {
      times.push((await top(query.slice(0, i), tagsFor('v6'))).ms);
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
  coldRuns,
  slowdown,
}: {
  buildDir: string;
  ours: Partial<Record<QuerySetName, RelevanceReport>>;
  queries: string[];
  /** How many times each cold-page measurement is taken, the engines taking turns; medians are printed. */
  coldRuns: number;
  /** CPU slow-down of the cold-page measurements (1: none). */
  slowdown: number;
}): Promise<void> {
  const {chromium} = await import('@playwright/test');
  const started = Date.now();
  const pages = await indexWithPagefind(buildDir);
  console.log(`\nPagefind 1.6.0 indexed ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    const sets = querySets().filter(({name}) => ours[name]);
    const tags = tagsFor('v6');
    const cold = {
      oursClick: [],
      oursClickInPage: [],
      oursQuery: [],
      oursKey: [],
      pagefind: [],
      pagefindInit: [],
      pagefindUi: [],
    } as Record<
      'oursClick' | 'oursClickInPage' | 'oursQuery' | 'oursKey' | 'pagefind' | 'pagefindInit' | 'pagefindUi',
      {bytes: number; firstResultMs: number}[]
    >;
    for (let run = 0; run < coldRuns; run += 1) {
      cold.oursClick.push(await oursCold(browser, server.url, slowdown, 'click'));
      if (slowdown > 1) cold.oursClickInPage.push(await oursCold(browser, server.url, slowdown, 'click', true));
      cold.pagefind.push(await pagefindCold(browser, server.url, tags, slowdown, false));
      cold.oursQuery.push(await oursCold(browser, server.url, slowdown, 'query'));
      cold.pagefindInit.push(await pagefindCold(browser, server.url, tags, slowdown, true));
      cold.oursKey.push(await oursCold(browser, server.url, slowdown, 'key'));
      cold.pagefindUi.push(await pagefindUiCold(browser, server.url, slowdown));
    }
    const median = (runs: {bytes: number; firstResultMs: number}[]) => ({
      bytes: percentile(
        runs.map((run) => run.bytes),
        50,
      ),
      firstResultMs: percentile(
        runs.map((run) => run.firstResultMs),
        50,
      ),
      all: runs.map((run) => run.firstResultMs.toFixed(0)).join(', '),
    });
    const oursClick = median(cold.oursClick);
    const oursQuery = median(cold.oursQuery);
    const oursKey = median(cold.oursKey);
    const pagefind = median(cold.pagefind);
    const pagefindInit = median(cold.pagefindInit);
    const pagefindUi = median(cold.pagefindUi);
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
    const cpu = slowdown > 1 ? `, CPU ${slowdown}× slower` : '';
    const coldMs = (run: ReturnType<typeof median>): string => `${ms(run.firstResultMs)} (${run.all})`;
    rows.push(
      ['cold v6 page: bytes before the first result (gzip)', kb(oursClick.bytes), kb(pagefind.bytes)],
      [`cold: click, "${COLD_QUERY}" at once / from nothing → first result${cpu}`, coldMs(oursClick), coldMs(pagefind)],
      ...(slowdown > 1
        ? [
            [`the same, ours with the engine in the page (no worker)${cpu}`, coldMs(median(cold.oursClickInPage)), ''] as [
              string,
              string,
              string,
            ],
          ]
        : []),
      [
        `cold, both with an interface: click / Default UI from nothing → first result drawn${cpu}`,
        coldMs(oursClick),
        coldMs(pagefindUi),
      ],
      ['the same: bytes before the first result drawn (gzip)', kb(oursClick.bytes), kb(pagefindUi.bytes)],
      [`cold: modal open / after init(), "${COLD_QUERY}" at once → first${cpu}`, coldMs(oursQuery), coldMs(pagefindInit)],
      [`cold: modal open, first key → first hit${cpu}`, coldMs(oursKey), ''],
      ['keystroke → results once loaded, median', ms(oursKeys.median), ms(runs.keystroke.median)],
      ['keystroke → results once loaded, p95', ms(oursKeys.p95), ms(runs.keystroke.p95)],
    );
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\n${'Side by side (Chromium, gzip server)'.padEnd(width)}  ${'ours'.padEnd(16)}  Pagefind 1.6.0`);
    for (const [label, a, b] of rows) console.log(`${label.padEnd(width)}  ${a.padEnd(16)}  ${b}`);
    console.log(
      `(cold: medians of ${coldRuns} runs each, the engines taking turns, each run's in brackets, timed in the page. Ours: from the click on the search button (the modal, engine and titles load then) with the query put in the modal as it opens, or once it is open from the query put in at once or its first key pressed, until the first hit is in the modal; Pagefind: from nothing loaded, or after init(), until the first result's data; with an interface, its Default UI (pagefind-ui.js and .css) loaded, mounted and given the query at once, unfiltered, until its first result is drawn. With the CPU slowed, Chromium slows the page but not our search worker, which builds the index and answers at full speed; the row with the engine in the page has every step slowed. Keystroke: each prefix of the ${queries.length} benchmark queries; ours until the modal's hits settle, Pagefind until its top five results' data; ours includes drawing the hits, Pagefind has no UI)`,
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(path.join(buildDir, 'pagefind'), {recursive: true, force: true});
  }
}

/**
 * Ours, loaded (titles, headings and texts indexed): each prefix of the benchmark's queries put in
 * the modal's input at once, timed in the page from its input event to the last change of the
 * results it causes (settled: no change for 100 ms), as Pagefind's loop is timed around its calls.
 * Ours includes drawing the hits; Pagefind's has no UI.
 */
async function oursKeystrokes(browser: Browser, base: string, queries: string[]): Promise<{median: number; p95: number}> {
  const context = await browser.newContext();
  const page = await hydratedPage(context, base + PAGE);
  // The texts of both files searched (the version read, site.json) are fetched once typing pauses,
  // by the search worker: seen on the network, not in the page's own Resource Timing.
  let bodies = 0;
  page.on('requestfinished', (request) => (bodies += request.url().includes('.body.json') ? 1 : 0));
  await page.getByRole('button', {name: /^Search \(/}).click();
  const input = page.getByPlaceholder('Search docs');
  await input.fill(COLD_QUERY);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  while (bodies < 2) await page.waitForEvent('requestfinished');
  const ask = async (text: string, quietMs: number, maxMs: number): Promise<number | null> =>
    page.evaluate(
      async ({text, quietMs, maxMs}) => {
        const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        const dropdown = document.querySelector('.DocSearch-Dropdown');
        if (!field || !dropdown) throw new Error('no .DocSearch-Input or .DocSearch-Dropdown');
        let changed = 0;
        const observer = new MutationObserver(() => (changed = performance.now()));
        observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
        const started = performance.now();
        if (field.value !== text) {
          // The native setter: React ignores a value set through the element's own.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
          field.dispatchEvent(new Event('input', {bubbles: true}));
        }
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const now = performance.now();
          if ((changed && now - changed > quietMs) || now - started > maxMs) break;
        }
        observer.disconnect();
        return changed ? changed - started : null;
      },
      {text, quietMs, maxMs},
    );
  // Settled once the texts are indexed and the query asked again.
  await ask(COLD_QUERY, 500, 5000);
  const times: number[] = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) {
      const ms = await ask(query.slice(0, i), 100, 1000);
      if (ms !== null) times.push(ms);
    }
  }
  await context.close();
  return {median: percentile(times, 50), p95: percentile(times, 95)};
}
