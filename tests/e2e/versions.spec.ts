import {expect, hydrated, test} from './fixtures';

test.describe('docs version dropdown', () => {
  test('lists ink! v6 (latest) to ink! v3 and switches version on the same page', async ({page}) => {
    await page.goto('/docs/v6/getting-started/setup');
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.getByRole('button', {name: 'ink! v6'});
    await toggle.hover();
    const menu = navbar.locator('.dropdown__menu').filter({hasText: 'ink! v3'});
    await expect(menu).toBeVisible();
    // Newest first; the newest carries a `latest` badge, which a screen reader reads out too.
    await expect(menu).toMatchAriaSnapshot(`
      - list:
        - listitem:
          - link "ink! v6 latest"
        - listitem:
          - link "ink! v5"
        - listitem:
          - link "ink! v4"
        - listitem:
          - link "ink! v3"
    `);

    await menu.getByRole('link', {name: 'ink! v4'}).click();
    await expect(page).toHaveURL(/\/docs\/v4\/getting-started\/setup$/);
    await expect(navbar.getByRole('button', {name: 'ink! v4'})).toBeVisible();
  });

  test('falls back to the version landing when the page does not exist there', async ({page}) => {
    await page.goto('/docs/v6/overview');
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'ink! v6'}).hover();
    await navbar.getByRole('link', {name: 'ink! v3'}).click();
    await expect(page).toHaveURL(/\/docs\/v3\/$/);
    await expect(navbar.getByRole('button', {name: 'ink! v3'})).toBeVisible();
  });
});
