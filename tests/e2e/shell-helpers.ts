import type {Locator, Page} from '@playwright/test';
import {expect, hydrated} from './fixtures';

/** A docs page long enough to scroll, with a sidebar, headings, code and links. */
export const DOC = '/docs/v6/getting-started/setup';

/** Opens the newest blog post the way a reader finds it: from the blog's list. */
export async function openLatestBlogPost(page: Page): Promise<void> {
  await page.goto('/blog');
  await hydrated(page);
  const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(/\/blog\/\d{4}\/\d{2}\/\d{2}\//);
  // The URL changes before the client router swaps the page in; wait for the post itself.
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
  // Leave nothing hovered: the pointer rests where the list's link was, and a hover mid-transition skews colours.
  await page.mouse.move(0, 0);
}

/** The docs pager's link to the next page, with the path it leads to. */
export async function nextDocPage(page: Page): Promise<{link: Locator; path: string}> {
  const link = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/});
  const path = await link.getAttribute('href');
  expect(path).toMatch(/^\/docs\//);
  return {link, path: path ?? ''};
}
