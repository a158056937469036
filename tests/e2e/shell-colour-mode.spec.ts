import type {Page} from '@playwright/test';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';
import {DOC} from './shell-helpers';

function toggle(page: Page) {
  return page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /Switch between dark and light mode/});
}

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('colour mode', () => {
  test('is dark by default, with no stored choice', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(DOC);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBeNull();
  });

  test('a chosen mode is stored under `theme` and survives a reload', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');

    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  });

  test('follows a choice made in another tab, including back to system (no stored value)', async ({page, context}) => {
    await page.goto(DOC);
    await hydrated(page);
    const other = await context.newPage();
    await other.goto('/blog');
    await hydrated(other);

    await toggle(page).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    // "System" is the absence of a stored choice: the site's default, dark, applies again.
    await page.evaluate(() => window.localStorage.removeItem('theme'));
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  });

  for (const corrupt of ['DARK', '"light"', 'garbage']) {
    test(`a corrupt stored choice (${corrupt}) is forgotten: dark mode, a correctly labelled switch`, async ({page}) => {
      await seedLocalStorage(page, {theme: corrupt});
      await page.goto(DOC);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
      expect(await storedTheme(page)).toBeNull();

      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await storedTheme(page)).toBe('light');
    });
  }

  test('a colour mode in the query string applies, a bogus one is dropped from the address', async ({page}) => {
    await page.goto(`${DOC}?docusaurus-theme=light`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.goto(`${DOC}?docusaurus-theme=%3Cb%3Ebogus#troubleshooting`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#troubleshooting');
  });
});
