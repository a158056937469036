import {existsSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

const preferred = (page: Page, pluginId: string) =>
  page.evaluate((id) => window.localStorage.getItem(`docs-preferred-version-${id}`), pluginId);

test.describe('docs version preference', () => {
  test('choosing a version is remembered per docs plugin and shown on other pages', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('button', {name: 'ink! v6'}).hover();
    await navbar.getByRole('link', {name: 'ink! v4'}).click();
    await expect(page).toHaveURL(/\/docs\/v4\//);
    expect(await preferred(page, 'default')).toBe('v4');
    expect(await preferred(page, 'tutorials')).toBeNull();

    await navbar.getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(navbar.getByRole('button', {name: 'ink! v4'})).toBeVisible();
  });

  test('a stored version that no longer exists is cleared', async ({page}) => {
    await page.goto('/blog');
    await hydrated(page);
    await page.evaluate(() => window.localStorage.setItem('docs-preferred-version-default', 'v99'));
    await page.reload();
    await hydrated(page);
    await expect.poll(() => preferred(page, 'default')).toBeNull();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'ink! v6'})).toBeVisible();
  });
});

test.describe('docs sidebar', () => {
  test('opens the categories of the current page, keeps others as the reader left them, cannot be hidden', async ({page}) => {
    await page.goto('/docs/v6/basics/abi/solidity');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('button', {name: 'Basics', exact: true})).toHaveAttribute('aria-expanded', 'true');
    // The active category (its own link or a descendant is the current page) is highlighted and open.
    await expect(sidebar.getByRole('link', {name: 'ABI', exact: true})).toHaveClass(/menu__link--active/);
    await expect(sidebar.getByRole('button', {name: "Collapse sidebar category 'ABI'"})).toHaveAttribute('aria-expanded', 'true');
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/docs/v6/basics/abi/solidity');

    const linter = sidebar.getByRole('button', {name: 'Linter', exact: true});
    await expect(linter).toHaveAttribute('aria-expanded', 'false');
    await linter.click();
    await expect(linter).toHaveAttribute('aria-expanded', 'true');
    // No auto-collapse: opening Linter leaves Basics open.
    await expect(sidebar.getByRole('button', {name: 'Basics', exact: true})).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByRole('button', {name: /Collapse sidebar$/})).toHaveCount(0);
  });
});

test.describe('edit link', () => {
  /** The pages' source files, in the repository the link opens on GitHub. */
  const ROOT = path.resolve(__dirname, '../..');

  test('"Edit this page" opens the page’s own source file on the main branch, in every docs instance and the blog', async ({
    request,
  }) => {
    const wrong: Record<string, string> = {};
    for (const page of [
      '/docs/v6/basics/events',
      '/docs/v5/basics/events',
      '/tutorials/overview',
      '/blog/2026/01/28/end-of-active-maintenance',
    ]) {
      const $ = load(await (await request.get(page)).text());
      const href =
        $('a')
          .filter((_, a) => $(a).text().trim() === 'Edit this page')
          .attr('href') ?? '(no link)';
      const file = href.match(/^https:\/\/github\.com\/use-ink\/ink-docs\/edit\/main\/(.+)$/)?.[1];
      if (!file || !existsSync(path.join(ROOT, file))) wrong[page] = href;
    }
    expect(wrong).toEqual({});
  });
});
