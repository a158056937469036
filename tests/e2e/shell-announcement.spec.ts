import type {Page} from '@playwright/test';
import {ANNOUNCEMENT_STORAGE_KEYS} from '../../config/announcement';
import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

const announcement = (page: Page) => page.getByRole('banner').filter({hasText: 'no longer actively maintained'});

test.describe('announcement bar', () => {
  test('tells the project status and stays closed after a reload', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await expect(announcement(page)).toBeVisible();

    await announcement(page).getByRole('button', {name: 'Close'}).click();
    await expect(announcement(page)).toBeHidden();

    await page.reload();
    await hydrated(page);
    await expect(announcement(page)).toBeHidden();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(announcement(page)).toBeHidden();
  });

  test('comes back when the announcement id changes', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    // A reader who closed an earlier announcement.
    await page.evaluate(({dismissed, id}) => {
      window.localStorage.setItem(dismissed, 'true');
      window.localStorage.setItem(id, 'an-earlier-announcement');
    }, ANNOUNCEMENT_STORAGE_KEYS);
    await page.reload();
    await hydrated(page);
    await expect(announcement(page)).toBeVisible();
    // Closing the new one is remembered like the first time.
    await announcement(page).getByRole('button', {name: 'Close'}).click();
    await expect(announcement(page)).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(announcement(page)).toBeHidden();
  });
});
