// Runs against the hosted-search build (project "hosted-search"): Algolia DocSearch with fake
// credentials. Every request to Algolia is intercepted in the browser; nothing leaves the machine.
import type {Page, Request, Route} from '@playwright/test';
import {HOSTED_SEARCH_ENV} from '../../tools/lib/hosted-search';
import {expectErrorScreen, hitLinks, results, searchFrom} from '../helpers/search';
import {expect, hydrated, test} from './fixtures';

const APP_ID = HOSTED_SEARCH_ENV.ALGOLIA_APP_ID;

function isAlgoliaSearch(url: URL): boolean {
  return /(^|\.)algolia(net)?\.(net|com)$/.test(url.hostname) && url.pathname.endsWith('/queries');
}

/** Algolia's answer to one query: a single hit on a page crawled under /ink-docs/. */
function cannedResponse(query: string) {
  return {
    results: [
      {
        hits: [
          {
            objectID: 'hosted-mapping',
            type: 'lvl1',
            url: 'https://use.ink/ink-docs/docs/v6/datastructures/mapping',
            content: null,
            hierarchy: {lvl0: 'Data structures', lvl1: 'Mapping', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
            _highlightResult: {
              hierarchy: {
                lvl0: {value: 'Data structures', matchLevel: 'none', matchedWords: []},
                lvl1: {value: '<mark>Mapping</mark>', matchLevel: 'full', matchedWords: ['mapping'], fullyHighlighted: true},
              },
            },
            _snippetResult: {hierarchy: {lvl1: {value: '<mark>Mapping</mark>', matchLevel: 'full'}}},
          },
        ],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
        queryID: '0123456789abcdef0123456789abcdef',
      },
    ],
  };
}

const CORS = {'access-control-allow-origin': '*'};

/** Stand in for Algolia's analytics endpoint; returns the events the page sends there. */
async function fakeInsights(page: Page): Promise<Request[]> {
  const events: Request[] = [];
  await page.route(
    (url) => url.hostname.startsWith('insights.'),
    async (route) => {
      if (route.request().method() === 'POST') events.push(route.request());
      await route.fulfill({json: {}, headers: CORS});
    },
  );
  return events;
}

/** Answer Algolia searches with the canned hit; returns the search requests and the insights events. */
async function fakeAlgolia(page: Page): Promise<{searches: Request[]; events: Request[]}> {
  const events = await fakeInsights(page);
  const searches: Request[] = [];
  await page.route(isAlgoliaSearch, async (route: Route) => {
    searches.push(route.request());
    const body: unknown = route.request().postDataJSON();
    const query =
      (typeof body === 'object' && body && 'requests' in body && Array.isArray(body.requests) && body.requests[0]?.query) || '';
    await route.fulfill({json: cannedResponse(String(query)), headers: CORS});
  });
  return {searches, events};
}

/** The first request of a search call, as sent to Algolia. */
function firstRequest(request: Request): Record<string, unknown> {
  const body: unknown = request.postDataJSON();
  const first: unknown =
    typeof body === 'object' && body && 'requests' in body && Array.isArray(body.requests) ? body.requests[0] : undefined;
  if (typeof first !== 'object' || first === null) throw new Error(`unexpected Algolia request body: ${request.postData()}`);
  return Object.fromEntries(Object.entries(first));
}

test.describe('search modal (hosted Algolia)', () => {
  test('sends DocSearch’s contextual request and shows the hits, rewritten to this site’s paths', async ({page}) => {
    const {searches} = await fakeAlgolia(page);
    await searchFrom(page, '/docs/v6/datastructures/mapping', 'mapping');
    await expect(results(page).getByRole('option', {name: /Mapping/})).toBeVisible();
    expect(await hitLinks(page)).toEqual(['/docs/v6/datastructures/mapping']);
    await expect(page.getByRole('link', {name: 'See all 1 results'})).toBeVisible();
    await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);

    const search = searches.at(-1);
    if (!search) throw new Error('no request reached Algolia');
    expect(search.method()).toBe('POST');
    expect(new URL(search.url()).hostname.toLowerCase()).toContain(APP_ID.toLowerCase());
    expect(new URL(search.url()).pathname).toBe('/1/indexes/*/queries');
    const request = firstRequest(search);
    expect(request).toMatchObject({
      query: 'mapping',
      indexName: 'use',
      hitsPerPage: 20,
      clickAnalytics: true,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    });
    expect(request.attributesToSnippet).toContain('content:10');
    expect(request.facetFilters).toEqual([
      'language:en',
      expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']),
    ]);
  });

  test('reports the hits shown to Algolia Insights with the bundled client, fetching no script from a CDN', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const {events} = await fakeAlgolia(page);
    await searchFrom(page, '/docs/v6/basics/events', 'mapping');
    await expect(results(page).getByRole('option', {name: /Mapping/})).toBeVisible();

    type InsightsBody = {events?: {eventType?: string; index?: string; objectIDs?: string[]}[]};
    const views = () =>
      events
        .flatMap((event) => (event.postDataJSON() as InsightsBody).events ?? [])
        .filter((event) => event.eventType === 'view');
    await expect.poll(() => views().length).toBeGreaterThan(0);
    expect(views()[0]).toMatchObject({index: 'use', objectIDs: ['hosted-mapping']});
    expect(new URL(events[0]?.url() ?? 'http://none').searchParams.get('X-Algolia-Application-Id')).toBe(APP_ID);
    expect(scripts.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  });

  test('filters on the docs version being read', async ({page}) => {
    const {searches} = await fakeAlgolia(page);
    await searchFrom(page, '/docs/v5/', 'contract');
    await expect(results(page).first()).toBeVisible();
    const facetFilters = firstRequest(
      searches.at(-1) ?? (await page.waitForRequest((r) => isAlgoliaSearch(new URL(r.url())))),
    ).facetFilters;
    expect(facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:docs-default-v5'])]);
    expect(JSON.stringify(facetFilters)).not.toContain('docs-default-current');
  });

  test.describe('when Algolia cannot be reached', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource/]});

    test('shows the error screen', async ({page}) => {
      await fakeInsights(page);
      await page.route(isAlgoliaSearch, (route) => route.abort('internetdisconnected'));
      const input = await searchFrom(page, '/docs/v6/basics/events', 'mapping');
      await expectErrorScreen(page);
      await expect(input).toHaveValue('mapping');
    });
  });
});

test.describe('search page (hosted Algolia)', () => {
  test('asks Algolia for the reader’s version and lists its hits', async ({page}) => {
    const {searches} = await fakeAlgolia(page);
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    await page.goto('/search?q=mapping');
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('link', {name: 'Mapping'})).toHaveAttribute(
      'href',
      '/docs/v6/datastructures/mapping',
    );
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
    const request = firstRequest(searches.at(-1) ?? (await page.waitForRequest((r) => isAlgoliaSearch(new URL(r.url())))));
    expect(request).toMatchObject({query: 'mapping', indexName: 'use', hitsPerPage: 20});
    expect(request.facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:docs-default-current'])]);
  });
});
