// What a first visit to a page downloads in Chromium, by kind (html, js, css, other): decoded body
// bytes (`raw`) and transferred body bytes (`gzip`, as the server compressed them). Requests for
// Docusaurus's route prefetches (`<link rel="prefetch">`, added after load for the links in view)
// are summed apart: `firstVisit` leaves them out, `withPrefetch` adds them. Optionally with the CPU
// slowed down (CDP `Emulation.setCPUThrottlingRate`), it also reads the main thread's scripting time
// up to then (CDP `Performance.getMetrics` ScriptDuration; prefetched chunks are fetched, not run)
// and the first-visit bytes of scripts that carry a syntax highlighter (Prism or Shiki).
import type {Browser, Page} from '@playwright/test';

export type Kind = 'html' | 'js' | 'css' | 'other';
export type Bytes = {raw: number; gzip: number};
export type Tally = Record<Kind | 'total', Bytes>;
/** One finished request of a visit. */
export type Request = {url: string; kind: Kind; prefetch: boolean; raw: number; gzip: number; highlighter: boolean};
export type VisitWeight = {
  firstVisit: Tally;
  prefetch: Tally;
  withPrefetch: Tally;
  highlighter: number;
  scriptMs: number | null;
  requests: Request[];
};

const KINDS: Kind[] = ['html', 'js', 'css', 'other'];

/** Code of Prism (its language registry) or Shiki (its highlighter API), as it survives minifying. */
export const HIGHLIGHTER_CODE =
  /\.languages\.extend\(|\.languages\.insertBefore\(|\bcodeToHast\b|\bcreateHighlighterCore\b|\bcreateShikiInternal\b/;

/**
 * Whether a request was a route prefetch: marked so by Chromium (`Sec-Purpose`), or fetched for a
 * `<link rel="prefetch">` of the page (`prefetchLinks`, their hrefs), which Chromium types `other`
 * (a chunk the page then runs is a `script` request, not a prefetch).
 */
export function isPrefetchOf(request: Pick<Request, 'url' | 'kind' | 'prefetch'>, prefetchLinks: Set<string>): boolean {
  return request.prefetch || (prefetchLinks.has(request.url) && request.kind === 'other');
}

/** Where a first visit's bytes go: the page, Docusaurus's `main` and `runtime~main`, the other scripts (the route's chunks), CSS. */
export type Part = 'html' | 'main' | 'runtime' | 'chunks' | 'css';
export const PARTS: Part[] = ['html', 'main', 'runtime', 'chunks', 'css'];

/**
 * Gzip bytes of a visit's first-visit requests (`visitWeight(...).requests`), by part; a URL
 * counted once, prefetches and `other` left out. The parts add up to `firstVisit.total.gzip`.
 */
export function firstVisitParts(requests: Request[]): Record<Part, number> {
  const parts: Record<Part, number> = {html: 0, main: 0, runtime: 0, chunks: 0, css: 0};
  const seen = new Set<string>();
  for (const {url, kind, prefetch, gzip} of requests) {
    if (prefetch || kind === 'other' || seen.has(url)) continue;
    seen.add(url);
    const file = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
    const part: Part =
      kind !== 'js' ? kind : /^main\.[\w-]+\.js$/.test(file) ? 'main' : /^runtime~main\./.test(file) ? 'runtime' : 'chunks';
    parts[part] += gzip;
  }
  return parts;
}

/** html, js, css or other, from Playwright's resource type and the response's content type. */
export function kindOf(resourceType: string, contentType = ''): Kind {
  if (resourceType === 'document' || /text\/html/.test(contentType)) return 'html';
  if (resourceType === 'script' || /javascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  return 'other';
}

const empty = (): Record<Kind, Bytes> => ({
  html: {raw: 0, gzip: 0},
  js: {raw: 0, gzip: 0},
  css: {raw: 0, gzip: 0},
  other: {raw: 0, gzip: 0},
});

/** Adds html+js+css (`total`, the first-visit budget's sum) to a by-kind tally. */
function withTotal(tally: Record<Kind, Bytes>): Tally {
  const kinds = [tally.html, tally.js, tally.css];
  return {...tally, total: {raw: kinds.reduce((s, k) => s + k.raw, 0), gzip: kinds.reduce((s, k) => s + k.gzip, 0)}};
}

/**
 * Resolves once Docusaurus marks the page hydrated (`html[data-has-hydrated]`). Not a locator's
 * wait: that runs Playwright's script in the page every frame until it matches (≈ 30 ms of main
 * thread per load here), which the page's scripting time would count as the site's.
 */
export async function hydration(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const html = document.documentElement;
        if (html.hasAttribute('data-has-hydrated')) return resolve();
        const timer = setTimeout(() => reject(new Error('the page did not hydrate in 30 s')), 30_000);
        new MutationObserver((_, observer) => {
          if (!html.hasAttribute('data-has-hydrated')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        }).observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
      }),
  );
}

/**
 * Visits `url` in a fresh context of `browser` (a Playwright Browser), waits for hydration
 * (`html[data-has-hydrated]`) and network idle, and tallies what was downloaded. `viewport` as
 * Playwright takes it; `cpuSlowdown` (e.g. 4) turns on the CPU throttling and the scripting time.
 * Resolves to `{firstVisit, prefetch, withPrefetch, highlighter, scriptMs, requests}`.
 */
export async function visitWeight(
  browser: Browser,
  url: string,
  {viewport, cpuSlowdown}: {viewport?: {width: number; height: number}; cpuSlowdown?: number} = {},
): Promise<VisitWeight> {
  const context = await browser.newContext(viewport ? {viewport} : {});
  const page = await context.newPage();
  const cdp = cpuSlowdown ? await context.newCDPSession(page) : null;
  if (cdp && cpuSlowdown) {
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  }
  const pending: Promise<Request | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async (): Promise<Request | null> => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, headers, body] = await Promise.all([
          request.sizes(),
          request.allHeaders(),
          response.body().catch(() => Buffer.alloc(0)),
        ]);
        return {
          url: request.url(),
          kind: kindOf(request.resourceType(), response.headers()['content-type']),
          prefetch: /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? ''),
          raw: body.length,
          gzip: sizes.responseBodySize,
          highlighter: HIGHLIGHTER_CODE.test(body.toString('latin1')),
        };
      })(),
    );
  });
  await page.goto(url, {waitUntil: 'load'});
  await hydration(page);
  await page.waitForLoadState('networkidle');
  // Prefetches start in idle callbacks after hydration: give them time, then wait for quiet again.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const prefetchLinks = new Set(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    ),
  );
  const metrics = cdp ? (await cdp.send('Performance.getMetrics')).metrics : [];
  const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value;
  const requests = (await Promise.all(pending)).filter((request): request is Request => request !== null);
  await context.close();
  const firstVisit = empty();
  const prefetch = empty();
  const seen = new Set<string>();
  let highlighter = 0;
  for (const request of requests) {
    const isPrefetch = isPrefetchOf(request, prefetchLinks);
    if (isPrefetch) request.prefetch = true;
    const tally = isPrefetch ? prefetch : firstVisit;
    // A prefetched chunk is typed by its name (`other` in Chromium's resource types).
    const kind: Kind = isPrefetch && request.kind === 'other' && /\.js(\?|$)/.test(request.url) ? 'js' : request.kind;
    // A prefetch of a chunk the page already loaded costs nothing new.
    if (seen.has(request.url)) continue;
    seen.add(request.url);
    tally[kind].raw += request.raw;
    tally[kind].gzip += request.gzip;
    if (!isPrefetch && kind === 'js' && request.highlighter) highlighter += request.gzip;
  }
  const both = empty();
  for (const kind of KINDS) {
    both[kind] = {raw: firstVisit[kind].raw + prefetch[kind].raw, gzip: firstVisit[kind].gzip + prefetch[kind].gzip};
  }
  return {
    firstVisit: withTotal(firstVisit),
    prefetch: withTotal(prefetch),
    withPrefetch: withTotal(both),
    highlighter,
    scriptMs: scriptSeconds === undefined ? null : scriptSeconds * 1000,
    requests,
  };
}
