import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

test.use({viewport: {width: 375, height: 740}, hasTouch: true});

test.describe('mobile menu (< 996 px)', () => {
  test('opens from the menu button, goes back to the main menu, lists the versions, and closes at desktop width', async ({
    page,
  }) => {
    await page.goto(DOC);
    await hydrated(page);
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    // A thumb can hit it: at least the 24 × 24 px target WCAG 2.2 asks for (2.5.8), on screen.
    await expect(hamburger).toBeInViewport();
    const target = await hamburger.boundingBox();
    expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(24);

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

  test('is rendered once the reader reaches the menu button, closed, and opens from the keyboard', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    // The page has re-rendered for a narrow window (the desktop sidebar is gone): no menu yet.
    await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toHaveCount(0);

    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    await hamburger.focus();
    await expect(menu).toHaveCount(1);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator(`.theme-doc-sidebar-menu a[href="${DOC}"][aria-current="page"]`)).toBeVisible();
  });
});

test.describe('phone without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows the navbar links instead of the dead menu button, and the docs sidebar after the page', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    for (const name of ['Docs', 'Tutorials', 'Blog'])
      await expect(navbar.getByRole('link', {name, exact: true})).toBeInViewport();
    // The links wrap inside the screen: nothing to scroll sideways to.
    const {scrollWidth, clientWidth} = await page.evaluate(() => {
      const {scrollWidth, clientWidth} = document.documentElement;
      return {scrollWidth, clientWidth};
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
    // Until the page's `load`, its route's stylesheets may still be on their way: the reader sees
    // nothing before them (they block the first paint), but a layout read now would be unstyled.
    await page.waitForURL(/\/docs\/v6\/?$/);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    // Below the page's own text.
    const main = await page.getByRole('main').boundingBox();
    const aside = await sidebar.boundingBox();
    expect(aside?.y ?? 0).toBeGreaterThan(main?.y ?? Infinity);
    // A closed category (opening it needs scripts) links to its first page, where it is open.
    await sidebar.getByRole('button', {name: 'Basics', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/v6\/basics\/contract-template$/);
    const events = sidebar.getByRole('link', {name: 'Events', exact: true});
    await expect(events).toBeVisible();
    await events.click();
    await expect(page).toHaveURL(/\/docs\/v6\/basics\/events$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Events'})).toBeVisible();
  });
});

test.describe('phone with JavaScript', () => {
  test('keeps the menu button and the hidden sidebar: the fallback is for readers without scripts only', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Tutorials', exact: true})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
  });
});
