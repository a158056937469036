import {test, expect, type Page, type Request} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, redirectPages, servedPaths, sitemapPaths, withoutTrailingSlash, type RedirectPage} from '../helpers/build';
import {hydrated} from './fixtures';

/**
 * The whole site in Chromium: every URL of the built sitemap and every redirect page, each a full
 * page load, checked after hydration. Pages share one tab per batch (no screenshots, no traces),
 * so the crawl costs little more than the page loads themselves.
 */
const PAGES_PER_BATCH = 25;
const REDIRECTS_PER_BATCH = 120;

const pages = sitemapPaths();
const redirects = redirectPages();
const served = servedPaths();

test.describe.configure({mode: 'parallel'});
test.use({trace: 'off', screenshot: 'off', video: 'off'});

/**
 * What went wrong on the page being visited; listeners report into `current`. Each request is
 * tagged with the visit it started in: going on to the next page cancels what the last one was
 * still fetching (prefetched route chunks), and those cancellations are the crawl's, not the site's.
 */
type Watch = {current: string[]; visit: number; redirecting: boolean};

function watch(page: Page, origin: string): Watch {
  const state: Watch = {current: [], visit: 0, redirecting: false};
  const startedIn = new WeakMap<Request, number>();
  const own = (url: string) => new URL(url).origin === origin;
  page.on('console', (message) => {
    if (message.type() === 'error') state.current.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => state.current.push(`uncaught error: ${error.message}`));
  page.on('request', (request) => {
    startedIn.set(request, state.visit);
    if (/^https?:$/.test(new URL(request.url()).protocol) && !own(request.url())) state.current.push(`request to another host: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    const leftBehind = (startedIn.get(request) ?? state.visit) < state.visit;
    // Cancelled by leaving the page, or by a redirect page's own navigation.
    if (reason === 'net::ERR_ABORTED' && (leftBehind || state.redirecting)) return;
    if (own(request.url())) state.current.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400 && own(response.url()) && !(request.isNavigationRequest() && request.frame() === page.mainFrame())) {
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

/** A stand-in for the page a redirect lands on: that page is crawled on its own. */
const LANDED = '<!doctype html><html lang="en"><title>landed</title><main><h1>landed</h1></main></html>';

async function visitRedirect(page: Page, {path, target}: RedirectPage, problems: string[]): Promise<void> {
  const from = withoutTrailingSlash(path);
  const to = withoutTrailingSlash(new URL(target, 'http://site').pathname);
  if (!served.has(to)) problems.push(`forwards to ${target}, which no page of the build answers`);
  const leaving = page.waitForRequest((request) => request.isNavigationRequest() && withoutTrailingSlash(new URL(request.url()).pathname) !== from);
  await page.goto(path, {waitUntil: 'commit'});
  const landed = withoutTrailingSlash(new URL((await leaving).url()).pathname);
  if (landed !== to) problems.push(`landed on ${landed}, expected ${to}`);
  // A page may forward twice (script, then meta refresh): leave it before the next one starts.
  await page.goto('about:blank');
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

/** Redirect pages are tiny and wait mostly on the browser: several tabs take turns on one batch. */
const REDIRECT_TABS = 3;

/** Visits `redirects` one after the other in `page`; returns the problems per redirect page. */
async function crawlRedirects(page: Page, origin: string, redirects: RedirectPage[]): Promise<Record<string, string[]>> {
  const state = watch(page, origin);
  state.redirecting = true;
  let current: RedirectPage | undefined;
  // The redirect page is its file, as a static host serves it (`docusaurus serve` answers
  // `/x.html` with a 301 of its own instead); where it lands answers with a stand-in.
  await page.route('**/*', (route) => {
    const request = route.request();
    if (!request.isNavigationRequest()) return route.continue();
    const own = current && withoutTrailingSlash(new URL(request.url()).pathname) === withoutTrailingSlash(current.path);
    const body = own && current ? readFileSync(path.join(BUILD_DIR, current.file), 'utf8') : LANDED;
    return route.fulfill({contentType: 'text/html', body});
  });
  const found: Record<string, string[]> = {};
  for (const redirect of redirects) {
    current = redirect;
    state.current = [];
    state.visit += 1;
    await visitRedirect(page, redirect, state.current);
    if (state.current.length > 0) found[redirect.path] = state.current;
  }
  return found;
}

for (const [index, batch] of batches(redirects, REDIRECTS_PER_BATCH).entries()) {
  test(`crawl: redirect pages #${index + 1} (${batch[0]?.path} …)`, async ({page, context, baseURL}) => {
    test.setTimeout(30_000 + batch.length * 1_000);
    const origin = new URL(baseURL ?? '').origin;
    const tabs = [page, ...(await Promise.all(Array.from({length: REDIRECT_TABS - 1}, () => context.newPage())))];
    const shares = batches(batch, Math.ceil(batch.length / tabs.length));
    const found = await Promise.all(shares.map((share, tab) => crawlRedirects(tabs[tab] ?? page, origin, share)));
    expect(Object.assign({}, ...found), 'problems per redirect page').toEqual({});
  });
}
