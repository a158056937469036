// What a first visit to a page downloads in Chromium, by kind (html, js, css, other): decoded body
// bytes (`raw`) and transferred body bytes (`gzip`, as the server compressed them). Requests for
// Docusaurus's route prefetches (`<link rel="prefetch">`, added after load for the links in view)
// are summed apart: `firstVisit` leaves them out, `withPrefetch` adds them.

/** html, js, css or other, from Playwright's resource type and the response's content type. */
export function kindOf(resourceType, contentType = '') {
  if (resourceType === 'document' || /text\/html/.test(contentType)) return 'html';
  if (resourceType === 'script' || /javascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  return 'other';
}

const empty = () => ({html: {raw: 0, gzip: 0}, js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}, other: {raw: 0, gzip: 0}});

/** Adds html+js+css (`total`, the first-visit budget's sum) to a by-kind tally. */
function withTotal(tally) {
  const kinds = [tally.html, tally.js, tally.css];
  return {...tally, total: {raw: kinds.reduce((s, k) => s + k.raw, 0), gzip: kinds.reduce((s, k) => s + k.gzip, 0)}};
}

/**
 * Visits `url` in a fresh context of `browser` (a Playwright Browser), waits for hydration
 * (`html[data-has-hydrated]`) and network idle, and tallies what was downloaded.
 * Resolves to `{firstVisit, prefetch, withPrefetch, requests}`.
 */
export async function visitWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
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
        };
      })(),
    );
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated]').waitFor({state: 'attached', timeout: 30_000});
  await page.waitForLoadState('networkidle');
  // Prefetches start in idle callbacks after hydration: give them time, then wait for quiet again.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const prefetchLinks = new Set(
    await page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.href)),
  );
  const requests = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const firstVisit = empty();
  const prefetch = empty();
  const seen = new Set();
  for (const request of requests) {
    const isPrefetch = request.prefetch || (prefetchLinks.has(request.url) && request.kind === 'other');
    if (isPrefetch) request.prefetch = true;
    const tally = isPrefetch ? prefetch : firstVisit;
    // A prefetched chunk is typed by its name (`other` in Chromium's resource types).
    const kind = isPrefetch && request.kind === 'other' && /\.js(\?|$)/.test(request.url) ? 'js' : request.kind;
    // A prefetch of a chunk the page already loaded costs nothing new.
    if (seen.has(request.url)) continue;
    seen.add(request.url);
    tally[kind].raw += request.raw;
    tally[kind].gzip += request.gzip;
  }
  const both = empty();
  for (const kind of Object.keys(both)) {
    both[kind] = {raw: firstVisit[kind].raw + prefetch[kind].raw, gzip: firstVisit[kind].gzip + prefetch[kind].gzip};
  }
  return {firstVisit: withTotal(firstVisit), prefetch: withTotal(prefetch), withPrefetch: withTotal(both), requests};
}
