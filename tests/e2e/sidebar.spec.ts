import {expect, hydrated, test} from './fixtures';

test.describe('pages without a sidebar', () => {
  test('the faucet page renders without a docs sidebar and is not listed in one', async ({page}) => {
    await page.goto('/docs/v6/faucet');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);

    await page.goto('/docs/v6/overview');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Overview', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: /faucet/i})).toHaveCount(0);
  });

  test('the v4 monthly updates are reachable but kept out of the v4 sidebar', async ({page}) => {
    await page.goto('/docs/v4/monthly-update/2022/03');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('March 2022');
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);

    await page.goto('/docs/v4/');
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'}).getByText(/monthly update/i)).toHaveCount(0);
  });
});
