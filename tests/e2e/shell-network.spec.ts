import {expect, hydrated, test} from './fixtures';
import {DOC, openLatestBlogPost} from './shell-helpers';

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
      await page.mouse.wheel(0, 100_000);
      await page.waitForLoadState('networkidle');
    }
    await openLatestBlogPost(page);
    await page.waitForLoadState('networkidle');

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
