import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, hydrated, saveData, test} from './fixtures';
import {SEARCH_PAGE_ANSWER} from '../helpers/search';
import {DOC, openLatestBlogPost} from './shell-helpers';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Checks the page as the reader sees it once it is still: colours are measured after every finite
 * transition and animation has run (the phone menu slides and fades in; half-way, its links are
 * paler than they end up).
 */
async function expectNoViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_A_AA).analyze();
  const summary = violations.map(({id, help, nodes}) => `${id}: ${help}\n  ${nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  // What is checked is the page opened: the linked pages' chunks, prefetched meanwhile, only take
  // CPU from the checker.
  test.beforeEach(async ({page}) => saveData(page));

  for (const mode of ['dark', 'light'] as const) {
    test.describe(`${mode} mode`, () => {
      test.beforeEach(async ({page}) => {
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      });

      test('home page', async ({page}) => {
        await page.goto('/');
        await hydrated(page);
        await expectNoViolations(page);
      });

      test('docs page', async ({page}) => {
        await page.goto(DOC);
        await hydrated(page);
        await expectNoViolations(page);
      });

      test('blog post', async ({page}) => {
        await openLatestBlogPost(page);
        await expectNoViolations(page);
      });

      // The cheatsheet and a migration guide show every kind of code line: highlighted, added, removed,
      // numbered, linked. The guide is the shortest (610 token spans; v6's 5 → 6 has 1,555): axe's
      // time grows with the elements it checks, and every token colour's contrast on every line's
      // background is checked whole in the code-blocks unit tests.
      for (const path of [
        '/tutorials/overview',
        '/tutorials/demo',
        '/search?q=mapping',
        '/chains',
        '/brand-assets',
        '/components-cheatsheet',
        '/docs/v5/faq/migrating-from-ink-3-to-4',
      ]) {
        test(`page ${path}`, async ({page}) => {
          await page.goto(path);
          await hydrated(page);
          await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
          if (path.startsWith('/search'))
            await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(SEARCH_PAGE_ANSWER);
          await expectNoViolations(page);
        });
      }

      test.describe('not-found page', () => {
        test.use({allowedConsoleErrors: [/status of 404/]});
        test('has no violations', async ({page}) => {
          await page.goto('/no/such/page');
          await hydrated(page);
          await expectNoViolations(page);
        });
      });
    });
  }

  test.describe('on a phone (375 px), menu open', () => {
    test.use({viewport: {width: 375, height: 740}});
    for (const path of ['/', '/docs/v6/getting-started/setup', '/tooling']) {
      test(`page ${path}`, async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        await expectNoViolations(page);
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
});
