import {expect, hydrated, notFoundHeading, test} from './fixtures';

test.use({allowedConsoleErrors: [/status of 404/]});

for (const path of ['/no/such/page', '/docs/v9/', '/docs/v6/basics/no-such-topic', '/tutorials/nope']) {
  test(`${path} shows the not-found page`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(notFoundHeading(page)).toBeVisible();
    await expect(page.getByRole('link', {name: 'ink! home'}).first()).toBeVisible();
  });
}
