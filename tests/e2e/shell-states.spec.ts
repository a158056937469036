import type {Page} from '@playwright/test';
import {expect, hydrated, saveData, test} from './fixtures';
import {DOC, nextDocPage} from './shell-helpers';

declare global {
  interface Window {
    /** Set by the crash test: makes the browser refuse to observe links inside the article. */
    failArticleObservers?: boolean;
  }
}

test.describe('crash page', () => {
  // React reports the error it caught (one pattern: a longer array would read as a fixture tuple).
  test.use({allowedConsoleErrors: [/observe\(\) refused|error occurred in/i]});

  test('shows "This page crashed." with the error and its cause, and "Try again" recovers', async ({page}) => {
    // A browser fault no site code can prevent (a privacy extension breaking IntersectionObserver,
    // which every internal link uses to prefetch), confined to the article of the next page.
    await page.addInitScript(() => {
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
        if (window.failArticleObservers && target.closest('article')) {
          throw new Error('observe() refused', {cause: new Error('blocked by a browser extension')});
        }
        return observe.call(this, target);
      };
    });
    await page.goto(DOC);
    await hydrated(page);
    await page.evaluate(() => {
      window.failArticleObservers = true;
    });
    const next = await nextDocPage(page);
    await next.link.click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(main).toContainText('observe() refused');
    await expect(main).toContainText(/Cause:\s*blocked by a browser extension/);
    // The shell around the crashed page still works.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.evaluate(() => {
      window.failArticleObservers = false;
    });
    await main.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toHaveCount(0);
    await expect(page.getByRole('article').getByRole('heading', {level: 1})).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(next.path);
  });
});

const isChunk = (url: string) => /\/assets\/js\/.+\.js$/.test(new URL(url).pathname);

test.describe('route changes', () => {
  test('linked pages are prefetched, except on a data-saver connection', async ({page, context}) => {
    const prefetches = (p: Page) => p.locator('head link[rel="prefetch"]');
    const saver = await context.newPage();
    await saveData(saver);
    await saver.goto(DOC);
    await page.goto(DOC);
    await Promise.all([hydrated(saver), hydrated(page)]);
    // The page loaded second prefetches its links; the data-saver page, hydrated first, has none.
    await expect.poll(() => prefetches(page).count()).toBeGreaterThan(0);
    await expect(prefetches(saver)).toHaveCount(0);
  });

  test('each chunk of the linked pages is prefetched once, however many links in view share it', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    // The links in view have had their visibility reported (an observer made now is told in the
    // same step as theirs) and have asked for their pages.
    const hrefs = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const inView = document.querySelector('nav.navbar a[href^="/"]') ?? document.body;
          new IntersectionObserver((_, observer) => {
            observer.disconnect();
            setTimeout(() =>
              resolve(
                Array.from(document.querySelectorAll('head link[rel="prefetch"]'), (link) => link.getAttribute('href') ?? ''),
              ),
            );
          }).observe(inView);
        }),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });

  test('a slow page change shows the loading bar over the old page until the new one arrives', async ({page}) => {
    await saveData(page);
    await page.goto(DOC);
    await hydrated(page);
    const before = (await page.getByRole('article').getByRole('heading', {level: 1}).textContent()) ?? '';
    // The next page's code is held back until the reader has seen the bar: a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isChunk(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const bar = page.locator('#nprogress');
    const next = await nextDocPage(page);
    await next.link.click();
    await expect(bar).toBeAttached();
    await expect(bar.locator('.spinner')).toHaveCount(0);
    // Meanwhile the old page stays on screen, readable.
    await expect(page.getByRole('article').getByRole('heading', {level: 1})).toHaveText(before);

    release();
    await expect(page.getByRole('article').getByRole('heading', {level: 1})).not.toHaveText(before);
    await expect(page.getByRole('article').getByRole('heading', {level: 1})).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(next.path);
    await expect(bar).toHaveCount(0);
  });

  test.describe('when the next page cannot load', () => {
    test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});

    test('the browser loads it afresh instead of staying on the old page', async ({page}) => {
      await saveData(page);
      await page.goto(DOC);
      await hydrated(page);
      await page.evaluate(() => {
        document.documentElement.dataset.loadedBefore = 'yes';
      });
      await page.route(
        (url) => isChunk(url.href),
        (route) => route.abort(),
        {times: 1},
      );
      const next = await nextDocPage(page);
      await next.link.click();
      await expect(page.getByRole('article').getByRole('heading', {level: 1})).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(next.path);
      await expect(page.locator('html')).not.toHaveAttribute('data-loaded-before', 'yes');
    });
  });
});

test.describe('first load', () => {
  // The first `localeCompare` or `Intl.Collator` of a page starts the browser's collator, and the
  // first `Intl.DateTimeFormat` loads its date data; each costs more main-thread time than the rest
  // of what calls it: nothing the shell sorts needs a collator, and a post's date is English.
  for (const path of [
    '/docs/v6/overview',
    '/tutorials/frontend-development/inkathon-erc20',
    '/',
    '/blog/2024/03/12/cargo-contract-4',
  ]) {
    test(`of ${path} starts no collator and no date formatter`, async ({page}) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        const compare = String.prototype.localeCompare;
        String.prototype.localeCompare = function (...args: Parameters<typeof compare>) {
          calls.push(`localeCompare ${String(this)}`);
          return compare.apply(this, args);
        };
        for (const name of ['Collator', 'DateTimeFormat'] as const) {
          const Original = Intl[name] as new (...args: unknown[]) => object;
          Object.assign(Intl, {
            [name]: Object.assign((...args: unknown[]) => {
              calls.push(`Intl.${name}`);
              return new Original(...args);
            }, Original),
          });
        }
        Object.assign(window, {localeDataCalls: calls});
      });
      await page.goto(path);
      await hydrated(page);
      // The page as a reader meets it: the search bar and the version dropdown are rendered.
      await expect(page.getByRole('button', {name: /search/i}).first()).toBeVisible();
      expect(await page.evaluate(() => (window as Window & {localeDataCalls?: string[]}).localeDataCalls)).toEqual([]);
    });
  }

  test('of a blog post shows its date in English, as the server wrote it', async ({page}) => {
    await page.goto('/blog/2024/03/12/cargo-contract-4');
    await hydrated(page);
    await expect(page.getByRole('article').locator('time[datetime^="2024-03-12"]').first()).toHaveText('March 12, 2024');
  });
});
