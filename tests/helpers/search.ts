/** The search modal as a reader meets it, for the browser tests of both back-ends. */
import {expect, type Locator, type Page} from '@playwright/test';
import {storedSearchKeys} from '../../plugins/search/client/storedSearches';
import {hydrated} from '../e2e/fixtures';

/** The navbar's search button, labelled with its shortcut: "Search (Ctrl+K)" (⌘K on a Mac). */
export function searchButton(page: Page): Locator {
  return page.getByRole('button', {name: /^Search \(/});
}

export function searchInput(page: Page): Locator {
  return page.getByPlaceholder('Search docs');
}

/**
 * How long the search page (`/search?q=…`) may take to show its results: it loads the engine and
 * a version's index, 1.5–3 s after navigation on an idle 2-core host, over 10 s seen with two test
 * workers on a slow one.
 */
export const SEARCH_PAGE_ANSWER = {timeout: 30_000};

/** The modal's result list (a listbox of options, one per hit). */
export function results(page: Page): Locator {
  return page.getByRole('listbox');
}

/** Go to `path`, open the modal with the button and type `query` into it. */
export async function searchFrom(page: Page, path: string, query: string): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  await searchButton(page).click();
  const input = searchInput(page);
  await expect(input).toBeFocused();
  await input.fill(query);
  return input;
}

/** The hrefs of the hits the modal shows. */
export async function hitLinks(page: Page): Promise<string[]> {
  const links = results(page).getByRole('option').getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

/** The error screen DocSearch 3.9.0 forgets to show, which the SearchBar shows itself. */
export async function expectErrorScreen(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('You might want to check your network connection.');
}

/** Where DocSearch keeps a reader's recent and favourite searches for the site's index, `use`. */
export const [RECENT_SEARCHES_KEY = '', FAVORITE_SEARCHES_KEY = ''] = storedSearchKeys('use');

/** A page-title hit as DocSearch stores it among recent or favourite searches. */
export function storedHit(objectID: string, title: string, url: string, section = 'Docs') {
  return {
    objectID,
    type: 'lvl1',
    url,
    content: null,
    hierarchy: {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
}
