import {test, expect, type Page, type Request} from '@playwright/test';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, redirectPages, servedPaths, sitemapPaths, withoutTrailingSlash, type RedirectPage} from '../helpers/build';
import {hydrated, saveData} from './fixtures';

/**
 * The whole site: every URL of the built sitemap in Chromium, each a full page load checked after
 * hydration, and every redirect page read as the file a static host serves. Pages share one tab
 * per batch (no screenshots, no traces), so the crawl costs little more than the page loads
 * themselves. The tab saves data: the pages a page links are not prefetched, as the crawl visits
 * each of them anyway (prefetching is tested in `shell-states.spec.ts`).
 */
const PAGES_PER_BATCH = 25;

const pages = sitemapPaths();
const redirects = redirectPages();
const served = servedPaths();

test.describe.configure({mode: 'parallel'});
test.use({trace: 'off', screenshot: 'off', video: 'off'});

/**
 * What went wrong on the page being visited; listeners report into `current`. Each request is
 * tagged with the visit it started in: going on to the next page cancels what the last one was
 * still fetching, and those cancellations are the crawl's, not the site's.
 */
type Watch = {current: string[]; visit: number};

function watch(page: Page, origin: string): Watch {
  const state: Watch = {current: [], visit: 0};
  const startedIn = new WeakMap<Request, number>();
  const own = (url: string) => new URL(url).origin === origin;
  page.on('console', (message) => {
    if (message.type() === 'error') state.current.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => state.current.push(`uncaught error: ${error.message}`));
  page.on('request', (request) => {
    startedIn.set(request, state.visit);
    if (/^https?:$/.test(new URL(request.url()).protocol) && !own(request.url()))
      state.current.push(`request to another host: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    const leftBehind = (startedIn.get(request) ?? state.visit) < state.visit;
    // Cancelled by leaving the page.
    if (reason === 'net::ERR_ABORTED' && leftBehind) return;
    if (own(request.url())) state.current.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (
      response.status() >= 400 &&
      own(response.url()) &&
      !(request.isNavigationRequest() && request.frame() === page.mainFrame())
    ) {
      state.current.push(`HTTP ${response.status()} for ${response.url()}`);
    }
  });
  return state;
}

async function visitPage(page: Page, path: string, problems: string[]): Promise<void> {
  const response = await page.goto(path);
  if (response?.status() !== 200) problems.push(`HTTP ${response?.status()}`);
  await hydrated(page);
  // One round trip for what the page shows: its h1s and the text of its main element.
  const {headings, mains, mainText} = await page.evaluate(() => ({
    headings: Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent?.trim() ?? ''),
    mains: document.querySelectorAll('main').length,
    mainText: document.querySelector('main')?.innerText.trim() ?? '',
  }));
  if (headings.includes('Page Not Found')) problems.push('shows the not-found page');
  if (headings.length !== 1) problems.push(`${headings.length} h1 elements, expected 1`);
  if (mains === 0) problems.push('no <main>');
  else if (mainText === '') problems.push('empty <main>');
}

function batches<T>(items: T[], size: number): T[][] {
  return Array.from({length: Math.ceil(items.length / size)}, (_, index) => items.slice(index * size, (index + 1) * size));
}

test('the sitemap and the redirect pages were found in the build', () => {
  // Guards the crawl itself: an empty list would make every batch below pass vacuously.
  expect(pages.length).toBeGreaterThan(300);
  expect(redirects.length).toBeGreaterThan(100);
});

for (const [index, batch] of batches(pages, PAGES_PER_BATCH).entries()) {
  test(`crawl: pages #${index + 1} (${batch[0]} …)`, async ({page, baseURL}) => {
    test.setTimeout(30_000 + batch.length * 5_000);
    const state = watch(page, new URL(baseURL ?? '').origin);
    await saveData(page);
    const found: Record<string, string[]> = {};
    for (const path of batch) {
      state.current = [];
      state.visit += 1;
      await visitPage(page, path, state.current);
      if (state.current.length > 0) found[path] = state.current;
    }
    expect(found, 'problems per page').toEqual({});
  });
}

/**
 * What is wrong with a redirect page, read from its file. A redirect page is static HTML: a meta
 * refresh, and (for readers with JavaScript) a script that keeps the query and the fragment.
 * Both must send the reader to the same page of the build, the script must be allowed by the
 * page's security policy, and nothing may load from another host. Chromium follows such pages in
 * `redirects.spec.ts` (with and without JavaScript) and `security-policy.spec.ts`; as all are made
 * alike, checking the rest as text proves as much, and takes a second instead of half a minute.
 */
function redirectProblems({file, target}: RedirectPage): string[] {
  const problems: string[] = [];
  const html = readFileSync(path.join(BUILD_DIR, file), 'utf8');
  const $ = load(html);
  const to = withoutTrailingSlash(new URL(target, 'http://site').pathname);
  if (!served.has(to)) problems.push(`forwards to ${target}, which no page of the build answers`);
  const scripts = $('script:not([src])')
    .toArray()
    .map((script) => $(script).text());
  // `/docs` is a page of the site that forwards: its app redirects in the browser.
  const forwarding = scripts.map((text) => /window\.location\.href\s*=\s*'([^']*)'/.exec(text)?.[1]).filter(Boolean);
  if ($('#__docusaurus').length === 0) {
    if (forwarding.length !== 1 || forwarding[0] !== target)
      problems.push(`its script forwards to ${forwarding.join(', ') || 'nothing'}, not ${target}`);
    const policy = $('meta[http-equiv="Content-Security-Policy"]').attr('content') ?? '';
    for (const text of scripts) {
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      if (!policy.includes(hash)) problems.push(`its security policy does not allow its script (${hash})`);
    }
  }
  // What the browser would fetch: not the links that only name a URL (canonical, alternate).
  const foreign = $('[src], link[href]:not([rel~="canonical"]):not([rel~="alternate"])')
    .toArray()
    .map((element) => $(element).attr('src') ?? $(element).attr('href') ?? '')
    .filter((url) => /^(https?:)?\/\//.test(url));
  if (foreign.length > 0) problems.push(`loads from another host: ${foreign.join(', ')}`);
  return problems;
}

test('every redirect page forwards, by meta refresh and by script, to a page the build serves', () => {
  const found: Record<string, string[]> = {};
  for (const redirect of redirects) {
    const problems = redirectProblems(redirect);
    if (problems.length > 0) found[redirect.path] = problems;
  }
  expect(found, 'problems per redirect page').toEqual({});
});
