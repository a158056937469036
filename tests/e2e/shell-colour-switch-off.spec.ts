// Runs against the second build (project "hosted-search"), built with COLOR_MODE_SWITCH=off.
import {expect, hydrated, seedLocalStorage, test} from './fixtures';
import {DOC} from './shell-helpers';

test.describe('colour mode with the switch turned off', () => {
  test('offers no switch, shows the default dark mode and removes a choice stored earlier', async ({page}) => {
    // A reader who picked light mode while the switch was still there.
    await seedLocalStorage(page, {theme: 'light'});
    await page.goto(DOC);
    await hydrated(page);

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();

    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
