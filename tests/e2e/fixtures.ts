import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** Console errors matching one of these are expected by the test (e.g. a 404 document). */
  allowedConsoleErrors: RegExp[];
};

/**
 * Every browser test fails on an uncaught page error or a console error, so a hydration mismatch
 * or a crashing component cannot hide behind a passing assertion.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  page: async ({page, allowedConsoleErrors}, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(`console error: ${text}`);
    });
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});

export {expect};

/** Wait until React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * A data-saver connection: the site then prefetches no linked page, so a test controls every
 * chunk load, and a test that only reads the page it opened does not pay for the chunks of the
 * pages it links (on a 2-core machine, a large share of a page load's CPU).
 */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({effectiveType: '4g', saveData: true}),
    });
  });
}

/** The not-found page's heading. */
export function notFoundHeading(page: Page) {
  return page.getByRole('heading', {level: 1, name: 'Page Not Found'});
}

/**
 * Puts `items` into local storage before the first page of this tab loads, as a reader's earlier
 * visits would have; later loads and reloads find whatever the site left there.
 */
export async function seedLocalStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('__seeded__')) return;
    window.sessionStorage.setItem('__seeded__', 'yes');
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, items);
}
