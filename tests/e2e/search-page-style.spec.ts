import type {Page} from '@playwright/test';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';
import {SEARCH_PAGE_ANSWER} from '../helpers/search';

/** `value` (a CSS colour, e.g. `var(--ifm-color-primary)`) as the browser computes it on this page. */
async function computedColour(page: Page, value: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, value);
}

for (const mode of ['light', 'dark']) {
  test.describe(`/search in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await seedLocalStorage(page, {theme: mode});
    });

    test('the spinner shown while the index loads is drawn in the theme’s colours', async ({page}) => {
      await page.route(/\/search-index\//, () => {}); // the index never arrives
      await page.goto('/search?q=storage');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The spinner is decorative and has no role: found by its class.
      const spinner = page.getByRole('main').locator('[class*="loadingSpinner"]');
      await expect(spinner).toBeVisible();
      const style = await spinner.evaluate((element) => {
        const {borderRightColor, borderTopColor, borderTopLeftRadius, animationName} = getComputedStyle(element);
        return {borderRightColor, borderTopColor, borderTopLeftRadius, animationName};
      });
      expect(style.borderRightColor).toBe(await computedColour(page, 'var(--ifm-color-emphasis-300)'));
      expect(style.borderTopColor).toBe(await computedColour(page, 'var(--ifm-color-primary)'));
      expect(style.borderTopLeftRadius).toBe('50%');
      expect(style.animationName).not.toBe('none');
    });

    test('the query box and the results have the search theme’s layout', async ({page}) => {
      await page.goto('/search?q=storage');
      await hydrated(page);
      const main = page.getByRole('main');
      const input = main.getByRole('searchbox', {name: 'Search'});
      const result = main.getByRole('article').first();
      await expect(result).toBeVisible(SEARCH_PAGE_ANSWER);
      const inputStyle = await input.evaluate((element) => {
        const {borderTopWidth, borderTopColor} = getComputedStyle(element);
        const column = element.parentElement?.getBoundingClientRect().width ?? 0;
        return {borderTopWidth, borderTopColor, fillsColumn: element.getBoundingClientRect().width >= column - 40};
      });
      expect(inputStyle).toEqual({
        borderTopWidth: '2px',
        borderTopColor: await computedColour(page, 'var(--ifm-toc-border-color)'),
        fillsColumn: true,
      });
      const resultStyle = await result.evaluate((element) => {
        const {borderBottomWidth, paddingTop} = getComputedStyle(element);
        return {borderBottomWidth, paddingTop};
      });
      expect(resultStyle).toEqual({borderBottomWidth: '1px', paddingTop: '16px'});
    });
  });
}
