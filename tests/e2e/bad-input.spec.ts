// What a hostile or careless reader can put in front of the site: odd queries in the search modal
// and on /search, markup in a docs page's URL, corrupt values in every key the site keeps in
// browser storage. Each case: nothing runs (no dialog, no injected element), no console error
// (the fixture fails the test on one), and the reader sees a clear state.
import type {Page} from '@playwright/test';
import {ANNOUNCEMENT_STORAGE_KEYS} from '../../config/announcement';
import {
  FAVORITE_SEARCHES_KEY,
  RECENT_SEARCHES_KEY,
  SEARCH_PAGE_ANSWER,
  results,
  searchButton,
  searchInput,
} from '../helpers/search';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';
import {DOC} from './shell-helpers';

const MARKUP = '<img src=x onerror=alert(1)><script>alert(2)</script>';

/** Fails the test on any dialog (`alert`, `confirm`…), which only injected code would open. */
function refuseDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing that the input could have injected is in the document. */
async function expectNothingInjected(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"], [onerror], svg[onload]')).toHaveCount(0);
}

/** The modal either lists results or says plainly that nothing matched; the input holds the query. */
async function expectModalAnswer(page: Page, query: string): Promise<void> {
  const answer = results(page).getByRole('option').first().or(page.getByText('No results for'));
  await expect(answer.first()).toBeVisible();
  await expect(searchInput(page)).toHaveValue(query.slice(0, 64));
}

const QUERIES: Record<string, string> = {
  markup: `${MARKUP}mapping`,
  '500 characters': 'storage '.repeat(63).slice(0, 500),
  emoji: '🦑 ink! 🚀 mapping 👩🏽‍💻',
  'right-to-left text': 'مرحبا mapping שלום',
  'zero-width characters': 'map\u200bping\u200c\u200d\ufeff',
  'regular-expression metacharacters': '.*+?^${}()|[]\\ mapping (?<x>a) \\',
};

test.describe('bad queries', () => {
  for (const [kind, query] of Object.entries(QUERIES)) {
    test(`${kind}, in the modal and on /search`, async ({page}) => {
      const dialogs = refuseDialogs(page);
      await page.goto(DOC);
      await hydrated(page);
      await searchButton(page).click();
      await searchInput(page).fill(query);
      await expectModalAnswer(page, query);
      await expectNothingInjected(page);
      await page.keyboard.press('Escape');

      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await hydrated(page);
      const shown = query.slice(0, 64);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${shown}"`);
      await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(shown);
      const answer = page.getByRole('main').getByRole('article').first().or(page.getByText('No results were found'));
      await expect(answer.first()).toBeVisible(SEARCH_PAGE_ANSWER);
      await expectNothingInjected(page);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('markup in a docs page’s URL', () => {
  for (const suffix of [
    `#${MARKUP}`,
    `#"><img src=x onerror=alert(3)>`,
    `?q=${encodeURIComponent(MARKUP)}&docusaurus-theme=${encodeURIComponent(MARKUP)}`,
    `?${encodeURIComponent(MARKUP)}#%3Csvg%20onload=alert(4)%3E`,
  ]) {
    test(`${DOC}${suffix}`, async ({page}) => {
      const dialogs = refuseDialogs(page);
      await page.goto(`${DOC}${suffix}`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Setup'})).toBeVisible();
      await expectNothingInjected(page);
      // The page still works: its table of contents links and the search modal.
      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      expect(dialogs).toEqual([]);
    });
  }
});

/** Every key the site (and DocSearch) keeps in browser storage, with the session one apart. */
const LOCAL_KEYS = [
  'theme',
  'docs-preferred-version-default',
  'docs-preferred-version-tutorials',
  ANNOUNCEMENT_STORAGE_KEYS.dismissed,
  ANNOUNCEMENT_STORAGE_KEYS.id,
  RECENT_SEARCHES_KEY,
  FAVORITE_SEARCHES_KEY,
];
const SESSION_KEYS = ['docs-last-viewed-version-default', 'docs-last-viewed-version-tutorials'];

const CORRUPT_VALUES: Record<string, string> = {
  markup: MARKUP,
  'not JSON': '{"unterminated": [1, 2',
  'the wrong JSON': '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "length": -1}',
  'a list of junk': JSON.stringify([null, 7, 'x', [], {objectID: 1, url: 'javascript:alert(5)'}]),
  'an empty string': '',
  'a long string': 'v6'.repeat(20_000),
};

test.describe('corrupt values in storage', () => {
  for (const [kind, value] of Object.entries(CORRUPT_VALUES)) {
    test(`${kind} in every key: the site works and falls back to its defaults`, async ({page}) => {
      const dialogs = refuseDialogs(page);
      await seedLocalStorage(page, Object.fromEntries(LOCAL_KEYS.map((key) => [key, value])));
      await page.addInitScript(
        ([keys, stored]) => {
          for (const key of keys) window.sessionStorage.setItem(key, stored);
        },
        [SESSION_KEYS, value] as const,
      );

      await page.goto(DOC);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Setup'})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^ink! v\d$/})).toBeVisible();

      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
      await searchInput(page).fill('mapping');
      await expect(results(page).getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto('/search?q=mapping');
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(SEARCH_PAGE_ANSWER);
      await expectNothingInjected(page);
      expect(dialogs).toEqual([]);
    });
  }
});
