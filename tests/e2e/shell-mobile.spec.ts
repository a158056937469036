import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

test.use({viewport: {width: 375, height: 740}, hasTouch: true});

test.describe('mobile menu (< 996 px)', () => {
  test('opens from a 28 px hamburger, goes back to the main menu, lists the versions, and closes at desktop width', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    const icon = await hamburger.locator('svg').boundingBox();
    expect(icon).toMatchObject({width: 28, height: 28});

    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    // On a docs page the menu opens on the docs sidebar, with the way back to the main menu.
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.locator(`.theme-doc-sidebar-menu a[href="${DOC}"][aria-current="page"]`)).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await menu.getByRole('button', {name: /Back to main menu/}).click();
    for (const name of ['Docs', 'Tutorials', 'Blog']) {
      await expect(menu.getByRole('link', {name, exact: true})).toBeVisible();
    }
    await expect(menu.getByRole('link', {name: /^Powered by Polkadot/})).toBeVisible();
    // On a docs page the versions list usually opens by itself (it holds the page's version).
    const versions = menu.getByRole('listitem').filter({has: page.getByRole('button', {name: 'Versions'})});
    const caret = versions.getByRole('button', {name: /^(Expand|Collapse) the dropdown$/});
    if ((await caret.getAttribute('aria-expanded')) === 'false') await caret.click();
    await expect(menu.getByRole('link', {name: 'ink! v6 latest', exact: true})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'ink! v5', exact: true})).toBeVisible();

    await page.setViewportSize({width: 1280, height: 800});
    await expect(menu.getByRole('link', {name: 'Tutorials', exact: true})).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Tutorials'})).toBeVisible();
  });
});
