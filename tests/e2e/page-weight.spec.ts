/**
 * What a first visit downloads (the page, its scripts and stylesheets, as gzip bytes at a host's
 * default level; route prefetches left out), held to budgets: the numbers of this build plus a
 * little room. They were set against a vanilla Docusaurus 3.10.2 built from the same Markdown
 * (`npm run bench:site -- --bytes-only`, in BENCHMARKS.md); going over one means something came
 * back that was cut: Prism's language list in `main`, the ink! card text or the copy text in the
 * pages, a meta parser in the code-block chunk, the whole site's CSS or DocSearch's modal styles in
 * every page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {BUILD_PATH, htmlFiles} from '../helpers/build';
import {firstVisitParts, isPrefetchOf, kindOf, PARTS, type Part, type Request} from '../../bench/lib/browser-weight';
import {expect, hydrated, test} from './fixtures';

const KB = 1024;
/**
 * Shared by every page: `main` (with every route's entry; all of tslib was 3.9 KB of it, the
 * plugins' options in the site config 0.4 KB, the code-name card before its first use 0.5 KB; the
 * desktop navbar's items kept in a narrow window and the routes' components made on first use
 * add 0.3 KB, and spare more main-thread work than that costs),
 * `runtime~main` (with the map of the route chunks' stylesheets; chunk ids that are their names
 * spare it two maps, 4.2 KB); the stylesheets: the shared one and the route's (a docs page's are
 * the most, 14.7 KB, with Infima's unused rules and custom properties left out; the whole site's
 * in one file was 20.7).
 */
const SHARED: Partial<Record<Part, number>> = {main: 140 * KB, runtime: 8 * KB, css: 15 * KB};
/** HTML+JS+CSS of a whole first visit. */
const PAGES = {
  '/': 176 * KB,
  '/docs/v6/overview': 203.5 * KB,
  '/docs/v6/faq/migrating-from-ink-5-to-6': 228.5 * KB,
};

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

for (const [path, budget] of Object.entries(PAGES)) {
  test(`a first visit to ${path} stays within its bytes`, async ({page}) => {
    const pending: Promise<Request>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async (): Promise<Request> => {
          // A request finishing as the test ends, after its bytes were counted, has none to read:
          // its response, body and headers may already be gone with the page.
          const response = await request.response().catch(() => null);
          const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
          const headers: Record<string, string> = await request.allHeaders().catch(() => ({}));
          return {
            url: request.url(),
            kind: kindOf(request.resourceType(), response?.headers()['content-type']),
            prefetch: /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? ''),
            raw: body.length,
            gzip: gzipSync(body).length,
            highlighter: false,
          };
        })(),
      );
    });
    await page.goto(path, {waitUntil: 'load'});
    await hydrated(page);
    const prefetched = new Set(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
      ),
    );
    const requests = (await Promise.all(pending)).map((request) => ({...request, prefetch: isPrefetchOf(request, prefetched)}));
    const parts = firstVisitParts(requests);
    const sizes = PARTS.map((part) => `${part} ${kb(parts[part])}`).join(', ');
    for (const [part, limit] of Object.entries(SHARED) as [Part, number][]) {
      expect(parts[part], `${part} is ${kb(parts[part])} gzipped, over its ${kb(limit)} (${sizes})`).toBeLessThanOrEqual(limit);
    }
    const total = PARTS.reduce((sum, part) => sum + parts[part], 0);
    expect(
      total,
      `${path}: ${kb(total)} gzipped on a first visit, over its ${kb(budget)} (${sizes}); ` +
        '`npm run bench:site -- --bytes-only --ours build` and `npm run analyze` show what grew',
    ).toBeLessThanOrEqual(budget);
  });
}

/**
 * Each selector of a stylesheet (keyframe steps left out), as the minifier writes it: no spaces or
 * quotes, `>*:x` as `>:x`; vendor-prefixed ones, which it drops for the site's browsers, left out.
 */
function selectorsOf(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)]
    .map(([, list = '']) => list.trim())
    .filter((list) => !list.startsWith('@') && !/^(from|to|[\d.]+%)$/.test(list))
    .flatMap((list) => list.split(/,(?![^(]*\))/))
    .map((selector) =>
      selector
        .replace(/\s+|['"]/g, '')
        .replace(/(^|>)\*:/g, '$1:')
        .replace(/::(before|after)/g, ':$1'),
    )
    .filter((selector) => !/:-(moz|webkit|ms)-/.test(selector));
}

test('every Infima rule that the built pages and scripts can use is in their stylesheets', () => {
  // The build leaves out of Infima the rules whose classes nothing names (plugins/lean-infima).
  const read = (file: string): string => readFileSync(path.join(BUILD_PATH, file), 'utf8');
  const assets = (dir: string, ext: string): string[] =>
    readdirSync(path.join(BUILD_PATH, dir))
      .filter((file) => file.endsWith(ext))
      .map((file) => `${dir}/${file}`);
  const pages = htmlFiles().filter((file) => file.endsWith('index.html') || !file.includes('/'));
  const words = new Set([...pages, ...assets('assets/js', '.js')].flatMap((file) => read(file).match(/[\w-]+/g) ?? []));
  const infima = selectorsOf(readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8'));
  const infimaClasses = new Set(infima.flatMap((selector) => [...selector.matchAll(/\.([\w-]+)/g)].map(([, name = '']) => name)));
  // A class a script builds from a prefix (`col--${span}`) may be any class of that prefix.
  const prefixes = [...words].filter((word) => /(--|__)$/.test(word) && [...infimaClasses].some((name) => name.startsWith(word)));
  const used = (name: string): boolean => words.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
  const built = new Set(assets('assets/css', '.css').flatMap((file) => selectorsOf(read(file))));
  // A selector is needed when the classes it requires are used (a `:not(.x)` requires nothing).
  const needed = infima.filter((selector) =>
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].every(([, name = '']) => used(name)),
  );
  expect(needed.length, 'the scan found the classes of the theme').toBeGreaterThan(200);
  expect(needed.filter((selector) => !built.has(selector))).toEqual([]);
});
