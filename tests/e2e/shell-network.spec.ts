import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {DOC, openLatestBlogPost} from './shell-helpers';

/**
 * Waits until the reader has the whole page: its scripts run (the load event), its fonts ready,
 * and every image it shows scrolled into view and loaded (lazy ones load only then). Whatever the
 * page would fetch from another host for that has been asked for by then.
 */
async function wholePageShown(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    for (const image of Array.from(document.images).filter((img) => img.checkVisibility())) {
      image.scrollIntoView();
      if (image.complete) continue;
      await new Promise((resolve) => {
        image.addEventListener('load', resolve, {once: true});
        image.addEventListener('error', resolve, {once: true});
      });
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await document.fonts.ready;
  });
}

test.describe('default build', () => {
  test('loads nothing from another host: no analytics, fonts or search service', async ({page, baseURL}) => {
    const own = new URL(baseURL ?? '').host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.host !== own) foreign.push(request.url());
    });

    for (const path of ['/', DOC]) {
      await page.goto(path);
      await hydrated(page);
      await wholePageShown(page);
    }
    await openLatestBlogPost(page);
    await wholePageShown(page);

    expect(foreign).toEqual([]);
    await expect(page.locator('script[src^="http"], link[href^="http"][rel="preconnect"]')).toHaveCount(0);
  });
});

test.describe('base-URL warning', () => {
  // The aborted files are reported as failed loads.
  test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});

  test('the home page explains the problem when the site’s files do not load', async ({page}) => {
    // What a wrong BASE_URL looks like to a reader: the HTML arrives, its scripts and styles don't.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(page.getByText(/We suggest trying baseUrl =/)).toBeVisible();
  });

  test('is not shown when the site loads', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
  });
});
