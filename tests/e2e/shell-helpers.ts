import type {Page} from '@playwright/test';
import {expect, hydrated} from './fixtures';

/** A docs page long enough to scroll, with a sidebar, headings, code and links. */
export const DOC = '/docs/v6/getting-started/setup';

/** Opens the newest blog post the way a reader finds it: from the blog's list. */
export async function openLatestBlogPost(page: Page): Promise<void> {
  await page.goto('/blog');
  await hydrated(page);
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/\d{4}\/\d{2}\/\d{2}\//);
  await hydrated(page);
}
