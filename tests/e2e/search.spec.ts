import {load} from 'cheerio';
import {
  FAVORITE_SEARCHES_KEY,
  RECENT_SEARCHES_KEY,
  SEARCH_PAGE_ANSWER,
  expectErrorScreen,
  hitLinks,
  results,
  searchButton,
  searchFrom,
  searchInput,
  storedHit,
} from '../helpers/search';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';

/** The embedded back-end (default build): the index files, the engine's worker and its chunks. */
const SEARCH_DOWNLOAD = /\/search-index\/|minisearch|search_engine/;
/** The URLs a page or a worker fetched, by its own Resource Timing. */
const FETCHED = () => performance.getEntriesByType('resource').map((entry) => entry.name);
/** A class name only the DocSearch modal's code renders (its search form). */
const MODAL_CODE = 'DocSearch-SearchBar';

test.describe('search modal (embedded index)', () => {
  test('downloads nothing for search until the reader reaches for it, then only the version read, and never talks to Algolia', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    const scriptsWithModal = async () => (await Promise.all(scripts)).filter((text) => text.includes(MODAL_CODE)).length;
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await page.mouse.wheel(0, 200);
    expect(requests.filter((url) => SEARCH_DOWNLOAD.test(url))).toEqual([]);
    // The button is on the page, styled as DocSearch's, the modal's code is not: it is not part
    // of the first download.
    await expect(searchButton(page)).toBeVisible();
    await expect(searchButton(page)).toHaveCSS('border-radius', '40px');
    expect(await scriptsWithModal()).toBe(0);

    // Pointing at the search button starts loading the modal and the index of the version being read.
    const index = page.waitForRequest(/\/search-index\/docs-default-current\.json/);
    await searchButton(page).hover();
    await index;
    await expect.poll(scriptsWithModal).toBe(1);
    await searchButton(page).click();
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).fill('events');
    await expect(results(page).first()).toBeVisible();
    expect(requests.some((url) => url.includes('/search-index/docs-default-v5.json'))).toBe(false);
    expect(requests.filter((url) => /algolia/.test(new URL(url).hostname))).toEqual([]);
  });

  test('shows grouped results from the version being read, and follows one', async ({page}) => {
    await searchFrom(page, '/docs/v6/basics/events', 'mapping');
    const links = await hitLinks(page);
    expect(links.filter((href) => href.startsWith('/docs/')).every((href) => href.startsWith('/docs/v6/'))).toBe(true);
    // A heading and the text below it share a URL and anchor: the modal lists it once.
    expect(new Set(links).size).toBe(links.length);
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal.getByText('Data structures', {exact: true})).toBeVisible();
    await expect(modal.getByText('Basics', {exact: true})).toBeVisible();
    // At most 5 results per group.
    for (const group of await modal.locator('.DocSearch-Hits').all()) {
      expect(await group.getByRole('option').count()).toBeLessThanOrEqual(5);
    }

    await results(page)
      .getByRole('option', {name: /^Mapping/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/v6\/datastructures\/mapping$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Mapping'})).toBeVisible();
  });

  test('searches the older version when reading it', async ({page}) => {
    await searchFrom(page, '/docs/v5/', 'contract');
    const docs = (await hitLinks(page)).filter((href) => href.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((href) => href.startsWith('/docs/v5/'))).toBe(true);
  });

  test('also searches the docs of a later release the query names', async ({page}) => {
    await searchFrom(page, '/docs/v3/', 'migrate ink 3 to ink 4');
    // The v3 docs cannot hold the guide to ink! 4; the v4 docs, read for this query, do.
    await expect.poll(async () => (await hitLinks(page)).slice(0, 3)).toContain('/docs/v4/faq/migrating-from-ink-3-to-4');
  });

  for (const {query, path} of [
    {query: 'Mapping', path: '/docs/v6/datastructures/mapping'},
    {query: 'payable', path: '/docs/v6/macros-attributes/payable'},
    {query: 'cross-contract', path: '/docs/v6/basics/cross-contract-calling'},
    {query: 'storage_never_freed', path: '/docs/v6/linter/rules/storage_never_freed'},
  ]) {
    test(`finds the ${query} page of the version being read, in the modal and on /search`, async ({page}) => {
      await searchFrom(page, '/docs/v6/getting-started/setup', query);
      expect((await hitLinks(page)).slice(0, 3)).toContain(path);
      await page.getByRole('link', {name: /^See all \d+ results$/}).click();
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', path);
    });
  }

  test('opens with Ctrl+K and /, closes with Escape and gives focus back', async ({page}) => {
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    // The modal's own stylesheet is there: an overlay over the page, not a form in the flow.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    // The footer's key hints.
    for (const key of ['Enter key', 'Arrow up', 'Arrow down', 'Escape key']) {
      await expect(page.getByLabel(key, {exact: true})).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    await page.getByRole('heading', {level: 1}).click();
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
  });

  test('keeps recent searches across a reload', async ({page}) => {
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    await searchButton(page).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
    await searchInput(page).fill('payable');
    await results(page)
      .getByRole('option', {name: /^#\[ink\(payable\)\]/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/v6\/macros-attributes\/payable$/);

    await page.reload();
    await hydrated(page);
    await searchButton(page).click();
    await expect(page.getByText('Recent', {exact: true})).toBeVisible();
    await expect(results(page).getByRole('option', {name: /#\[ink\(payable\)\]/})).toBeVisible();
  });

  test('lists 7 recent searches, or 4 next to favourites, and at most 10 favourites', async ({page}) => {
    // A reader with a long history: DocSearch keeps it in local storage, newest first.
    const stored = (prefix: string, count: number) =>
      JSON.stringify(
        Array.from({length: count}, (_, i) => storedHit(`${prefix}-${i}`, `${prefix} page ${i}`, `/docs/v6/${prefix}-${i}`)),
      );
    await seedLocalStorage(page, {[RECENT_SEARCHES_KEY]: stored('recent', 10), [FAVORITE_SEARCHES_KEY]: '[]'});
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    const modal = page.locator('.DocSearch-Modal');
    const section = (title: string) => modal.locator('.DocSearch-Hits').filter({has: page.getByText(title, {exact: true})});

    await searchButton(page).click();
    await expect(section('Recent').getByRole('option')).toHaveCount(7);
    await expect(section('Recent').getByRole('option').first()).toContainText('recent page 0');

    // Starring one moves it to the favourites; the next time the modal opens, 4 recents remain.
    await section('Recent').getByRole('option').first().getByRole('button', {name: 'Save this search'}).click();
    await expect(section('Favorite').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    await expect(section('Favorite').getByRole('option')).toHaveText([/recent page 0/]);
    await expect(section('Recent').getByRole('option')).toHaveCount(4);

    await page.evaluate(([key, favourite]) => window.localStorage.setItem(key, favourite), [
      FAVORITE_SEARCHES_KEY,
      stored('favourite', 12),
    ] as const);
    await page.reload();
    await hydrated(page);
    await searchButton(page).click();
    await expect(section('Favorite').getByRole('option')).toHaveCount(10);
    await expect(section('Recent').getByRole('option')).toHaveCount(4);
  });

  test('opens and searches even when the stored searches are corrupt, keeping the sound ones', async ({page}) => {
    const sound = storedHit('kept', 'Mapping', '/docs/v6/datastructures/mapping', 'Data structures');
    await seedLocalStorage(page, {
      [RECENT_SEARCHES_KEY]: '{not json',
      [FAVORITE_SEARCHES_KEY]: JSON.stringify([7, sound, {objectID: 'half'}]),
    });
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    await searchButton(page).click();
    await expect(searchInput(page)).toBeFocused();
    await expect(results(page).getByRole('option')).toHaveText([/Mapping/]);

    await searchInput(page).fill('payable');
    await expect(
      results(page)
        .getByRole('option', {name: /^#\[ink\(payable\)\]/})
        .first(),
    ).toBeVisible();
  });

  test('drops stored searches with markup in their text or a URL off the site, before they are shown', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const sound = storedHit('kept', 'Mapping', '/docs/v6/datastructures/mapping', 'Data structures');
    const injected = storedHit('img', '<img src=x onerror=alert(1)>Events', '/docs/v6/basics/events');
    const offSite = storedHit('evil', 'Offsite', '//evil.example/x');
    const script = storedHit('js', 'Script', 'javascript:alert(2)');
    await seedLocalStorage(page, {
      [RECENT_SEARCHES_KEY]: JSON.stringify([injected, offSite, sound]),
      [FAVORITE_SEARCHES_KEY]: JSON.stringify([script, {...sound, type: 'content', content: '<svg onload=alert(3)>'}]),
    });
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    await searchButton(page).click();
    await expect(results(page).getByRole('option')).toHaveText([/Mapping/]);
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);

    // The one that is left is followed with Enter, inside the site.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/v6\/datastructures\/mapping$/);
    const stored = await page.evaluate(
      (keys) => keys.map((key) => window.localStorage.getItem(key)),
      [RECENT_SEARCHES_KEY, FAVORITE_SEARCHES_KEY],
    );
    expect(stored.join(' ')).not.toMatch(/onerror|onload|evil\.example|javascript:/);
    expect(dialogs).toEqual([]);
  });

  test('shows the start screen, not "No results", for a query of spaces only', async ({page}) => {
    const input = await searchFrom(page, '/docs/v6/basics/events', 'mapping');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await input.fill('   ');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await expect(page.getByText('No results for')).toHaveCount(0);
    await input.pressSequentially('  ');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input.pressSequentially('events');
    await expect(results(page).getByRole('option').first()).toBeVisible();
  });

  test('says so when nothing matches, with suggestions and a way to report it', async ({page}) => {
    const input = await searchFrom(page, '/docs/v6/basics/events', 'mapping');
    await expect(results(page).first()).toBeVisible();
    await input.fill('qqzzxxjj');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('"qqzzxxjj"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    const modal = page.locator('.DocSearch-Modal');
    const suggestions = modal.getByRole('listitem').getByRole('button');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /github\.com\/use-ink\/ink-docs\/issues\/new/,
    );
  });

  test('shows a loading indicator while a slow index download is under way, then the results', async ({page}) => {
    // The index answers only once the test has seen the loading state: slow for as long as needed.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/search-index/**', async (route) => {
      await answered;
      await route.continue();
    });
    await searchFrom(page, '/docs/v6/basics/events', 'mapping');
    const indicator = page.locator('.DocSearch-LoadingIndicator');
    await expect(indicator).toBeVisible();
    await expect(page.locator('.DocSearch-Form .DocSearch-MagnifierLabel')).toBeHidden();
    release();

    await expect(results(page).first()).toBeVisible({timeout: 10_000});
    await expect(indicator).toBeHidden();
    await expect(page.locator('.DocSearch-Form .DocSearch-MagnifierLabel')).toBeVisible();
  });

  test.describe('when the index cannot be downloaded', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource/]});

    test('shows the error screen, and results again once it can', async ({page}) => {
      await page.route('**/search-index/**', (route) => route.abort());
      const input = await searchFrom(page, '/docs/v6/basics/events', 'mapping');
      await expectErrorScreen(page);
      await expect(input).toHaveValue('mapping');

      await page.unroute('**/search-index/**');
      await input.fill('payable');
      await expect(results(page).first()).toBeVisible();
      await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    });
  });

  test('builds the index and answers in a worker of its own, whose one script holds the whole engine, so the page never does that work', async ({
    page,
  }) => {
    await page.goto('/docs/v6/basics/events');
    await hydrated(page);
    expect(page.workers()).toEqual([]);
    const started = page.waitForEvent('worker');
    await searchButton(page).hover();
    const worker = await started;
    expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);
    await searchButton(page).click();
    await searchInput(page).fill('mapping');
    await expect(results(page).first()).toBeVisible();
    const fetchedByWorker = await worker.evaluate(FETCHED);
    expect(fetchedByWorker.filter((url) => url.includes('/search-index/docs-default-current.json'))).toHaveLength(1);
    // No second script (a chunk shared with the page's engine, MiniSearch's) before the index
    // files can be asked for: one request fewer on the way to the first hit.
    expect(fetchedByWorker.filter((url) => /\.js(\?|$)/.test(url))).toEqual([]);
    expect((await page.evaluate(FETCHED)).filter((url) => /\/search-index\/|minisearch/.test(url))).toEqual([]);
  });

  test.describe('when the search worker cannot start', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource/]});

    for (const {why, worker} of [
      {why: 'its script fails to load', worker: 'missing'},
      {why: 'the browser has no workers', worker: 'none'},
    ] as const) {
      test(`searches in the page instead when ${why}`, async ({page}) => {
        await page.addInitScript((worker) => {
          const Native = window.Worker;
          if (worker === 'none') Reflect.deleteProperty(window, 'Worker');
          else
            window.Worker = class extends Native {
              constructor(_url: string | URL, options?: WorkerOptions) {
                super('/no-such-search-worker.js', options);
              }
            };
        }, worker);
        await searchFrom(page, '/docs/v6/basics/events', 'mapping');
        await expect(results(page).first()).toBeVisible();
        expect(await hitLinks(page)).toContain('/docs/v6/datastructures/mapping');
        expect((await page.evaluate(FETCHED)).some((url) => url.includes('/search-index/docs-default-current.json'))).toBe(true);
      });
    }
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 375, height: 740}});

    test('shows 5-word snippets', async ({page}) => {
      await searchFrom(page, '/docs/v6/basics/events', 'emit');
      const snippets = page.locator('.DocSearch-Hit-title').filter({hasText: '…'});
      await expect(snippets.first()).toBeVisible();
      for (const text of await snippets.allInnerTexts()) {
        // Words as the index counts them: an identifier or path (`emit_event_sol`, `ink::env`) is one.
        expect(text.match(/[\p{L}\p{N}_]+(?:::[\p{L}\p{N}_]+)*/gu)?.length, text).toBeLessThanOrEqual(5);
      }
    });
  });
});

test.describe('search page (embedded index)', () => {
  test('lists every result for /search?q=, twenty at a time, without downloading an Algolia client', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/search?q=contract');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Search results for "contract"'})).toBeVisible();
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible(SEARCH_PAGE_ANSWER);
    // Algolia's client sends its key in this header; the embedded build has no such client.
    expect((await Promise.all(scripts)).filter((text) => text.includes('x-algolia-api-key'))).toEqual([]);
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(20);
    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect(articles).toHaveCount(40);
    await expect(page.getByRole('combobox', {name: 'Docs version to search'})).toHaveValue('current');
  });

  test('shows the answer from titles and headings while the texts load, then the whole answer', async ({page}) => {
    let release = () => {};
    const texts = new Promise<void>((resolve) => (release = resolve));
    // The index files are fetched with a `?v=` of the build: a glob ending in `.body.json` would
    // match none of them, and the texts would arrive at once.
    await page.route(/\/search-index\/[^/?]+\.body\.json(\?|$)/, async (route) => {
      await texts;
      await route.continue();
    });
    await page.goto('/search?q=mapping');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible(SEARCH_PAGE_ANSWER);
    await expect(main.getByRole('article').first()).toContainText(/mapping/i);
    // Still searching: no count, no "No results", no next page yet.
    await expect(main).toHaveAttribute('data-search-status', 'loading');
    await expect(page.getByText(/documents? found$/)).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Load more results'})).toHaveCount(0);
    release();
    await expect(main).toHaveAttribute('data-search-status', 'done', SEARCH_PAGE_ANSWER);
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
  });

  test('tells readers without JavaScript that search needs it, with a link to the docs', async ({request}) => {
    // Chromium with scripts disabled by Playwright still hides <noscript>, so read the served HTML.
    const html = await (await request.get('/search?q=mapping')).text();
    const $ = load(html);
    const notice = load($('main noscript').html() ?? '');
    expect(notice.text()).toContain('Search runs in your browser and needs JavaScript.');
    expect(notice('a').attr('href')).toBe('/docs/v6/');
    expect($('main h1').text()).toBe('Search the documentation');
  });

  test('cuts a query longer than 64 characters from a link to 64, and still finds pages', async ({page}) => {
    const long = 'mapping '.repeat(100);
    const capped = long.slice(0, 64);
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    await hydrated(page);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(capped);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${capped}"`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(SEARCH_PAGE_ANSWER);
  });

  test('shows markup in a query as text', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const query = '<img src=x onerror=alert(1)>mapping';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
    // The markup is searched as words: the page finds "mapping", and nothing runs.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(SEARCH_PAGE_ANSWER);
    await expect(page.getByRole('main').locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('shows the page as before a search for a query of spaces only', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('   ')}`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await page.getByRole('searchbox', {name: 'Search'}).fill('  ');
    // The page has handled the new query, and found nothing to search: a search would be `loading`, then `done`.
    await expect(page.getByRole('main')).toHaveAttribute('data-search-query', '  ');
    await expect(page.getByRole('main')).toHaveAttribute('data-search-status', 'idle');
    await expect(page.getByText('No results were found')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  });

  test('searches the version the reader came from, and switches version', async ({page}) => {
    await searchFrom(page, '/docs/v5/', 'contract');
    await page.getByRole('link', {name: /^See all \d+ results$/}).click();
    await expect(page).toHaveURL('/search?q=contract');
    const select = page.getByRole('combobox', {name: 'Docs version to search'});
    await expect(select).toHaveValue('v5');
    const firstDoc = page.getByRole('main').getByRole('link').and(page.locator('[href^="/docs/"]')).first();
    await expect(firstDoc).toHaveAttribute('href', /^\/docs\/v5\//);
    await select.selectOption('current');
    await expect(firstDoc).toHaveAttribute('href', /^\/docs\/v6\//);
  });

  test.describe('when the index cannot be downloaded', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource/]});

    test('says so instead of "No results"', async ({page}) => {
      await page.route('**/search-index/**', (route) => route.abort());
      await page.goto('/search?q=mapping');
      await hydrated(page);
      await expectErrorScreen(page);
      await expect(page.getByText('No results were found')).toHaveCount(0);
    });
  });
});
