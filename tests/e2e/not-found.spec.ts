import {expect, hydrated, notFoundHeading, test} from './fixtures';

const NOT_FOUND_STATUS = /status of 404/;
// The host answers with the 404 file, drawn with the latest version's navbar; inside an older
// version the client redraws the version label, which React reports as a recovered hydration
// mismatch (error #418).
const IN_OLDER_VERSION = /status of 404|Minified React error #418/;

for (const {path, allowed} of [
  {path: '/no/such/page', allowed: NOT_FOUND_STATUS},
  {path: '/docs/v9/', allowed: NOT_FOUND_STATUS},
  {path: '/docs/v6/a', allowed: NOT_FOUND_STATUS},
  {path: '/docs/v6/basics/no-such-topic', allowed: NOT_FOUND_STATUS},
  {path: '/docs/v3/a', allowed: IN_OLDER_VERSION},
  {path: '/tutorials/nope', allowed: NOT_FOUND_STATUS},
  {path: '/blog/nope', allowed: NOT_FOUND_STATUS},
]) {
  test.describe(path, () => {
    test.use({allowedConsoleErrors: [allowed]});

    test(`${path} shows the not-found page, titled as such`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(notFoundHeading(page)).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | ink!');
      await expect(page.getByRole('link', {name: 'ink! home'}).first()).toBeVisible();
    });
  });
}
