import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

test.describe('navbar', () => {
  test('the logo links home and follows the colour mode', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const home = navbar.getByRole('link', {name: 'ink! home'});
    await expect(home).toHaveAttribute('href', '/');
    await expect(home.getByRole('img')).toHaveAttribute('src', /logo-dark\.svg$/);
    await navbar.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(home.getByRole('img')).toHaveAttribute('src', /logo-light\.svg$/);
  });

  test('the docs link goes to the latest version', async ({page}) => {
    await page.goto('/blog');
    await hydrated(page);
    const docs = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true});
    await docs.click();
    await expect(page).toHaveURL(/\/docs\/v6\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('has the Powered by Polkadot link and an English-only language switcher', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const polkadot = navbar.getByRole('link', {name: /^Powered by Polkadot/});
    await expect(polkadot).toHaveAttribute('href', 'https://polkadot.com');
    await expect(polkadot).toHaveAttribute('target', '_blank');

    await navbar.getByRole('button', {name: 'English'}).hover();
    const languages = navbar.locator('.dropdown__menu').filter({has: page.getByRole('link', {name: 'English'})});
    await expect(languages.getByRole('link')).toHaveText(['English']);
    await expect(languages.getByRole('link')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the version dropdown opens with Enter and closes on a press outside it', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.getByRole('button', {name: 'ink! v6'});
    const v3 = navbar.getByRole('link', {name: 'ink! v3'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(v3).toBeVisible();
    await page.getByRole('main').getByRole('heading', {level: 1}).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(v3).toBeHidden();
  });

  test('keyboard users skip to the main content', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // The link moves the focus to <main>: the next Tab stop is inside the content, past the navbar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar).toBeInViewport();
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForFunction((y) => window.scrollY >= y, 300 * (step + 1));
    }
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });

  test('headings have a direct link to themselves', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const heading = page.getByRole('main').getByRole('heading', {level: 2}).first();
    const id = await heading.getAttribute('id');
    const text = (await heading.textContent())?.replace(/\u200b/g, '').trim();
    await expect(heading.getByRole('link', {name: `Direct link to ${text}`})).toHaveAttribute('href', `#${id}`);
  });
});
