/**
 * What a first visit downloads (the page, its scripts and stylesheets, as gzip bytes at a host's
 * default level; route prefetches left out), held to budgets: the numbers of this build plus a
 * little room. They were set against a vanilla Docusaurus 3.10.2 built from the same Markdown
 * (`npm run bench:site -- --bytes-only`, in BENCHMARKS.md); going over one means something came
 * back that was cut: Prism's language list in `main`, the ink! card text or the copy text in the
 * pages, a meta parser in the code-block chunk, the whole site's CSS or DocSearch's modal styles in
 * every page.
 */
import {gzipSync} from 'node:zlib';
import {firstVisitParts, isPrefetchOf, kindOf, PARTS, type Part, type Request} from '../../bench/lib/browser-weight';
import {expect, hydrated, test} from './fixtures';

const KB = 1024;
/**
 * Shared by every page: `main` (with every route's entry; all of tslib was 3.9 KB of it),
 * `runtime~main` (with the map of the route chunks' stylesheets; chunk ids that are their names
 * spare it two maps, 4.2 KB); the stylesheets: the shared one and the route's (a docs page's are
 * the most, 17.0 KB; the whole site's in one file was 20.7).
 */
const SHARED: Partial<Record<Part, number>> = {main: 141.5 * KB, runtime: 8 * KB, css: 17.5 * KB};
/** HTML+JS+CSS of a whole first visit. */
const PAGES = {
  '/': 180.5 * KB,
  '/docs/v6/overview': 207.5 * KB,
  '/docs/v6/faq/migrating-from-ink-5-to-6': 232.5 * KB,
};

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

for (const [path, budget] of Object.entries(PAGES)) {
  test(`a first visit to ${path} stays within its bytes`, async ({page}) => {
    const pending: Promise<Request>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async (): Promise<Request> => {
          const response = await request.response();
          const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
          const headers = await request.allHeaders();
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
