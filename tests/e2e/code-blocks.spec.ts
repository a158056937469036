import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {BUILD_PATH} from '../helpers/build';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';

/** A v6 page with several Rust blocks. */
const CODE_PAGE = '/docs/v6/basics/storing-values';
/** The page that shows every code-block feature with its source. */
const CHEATSHEET = '/components-cheatsheet';

/** A code block on the page, found by a line of its code. */
function block(page: Page, line: string): Locator {
  return page.locator('.theme-code-block').filter({has: page.locator('.line', {hasText: line})});
}

async function colour(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).color);
}

async function background(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The first token of the page's Rust code that starts with the keyword `pub` (neighbours of one colour are one token). */
function keyword(page: Page): Locator {
  return page.locator('.theme-code-block code span:not(.line)', {hasText: /^\s*pub\b/}).first();
}

test.describe('code blocks', () => {
  test('come highlighted in the HTML, and a change of colour mode recolours the same markup', async ({page}) => {
    await seedLocalStorage(page, {theme: 'dark'});
    await page.goto(CODE_PAGE);
    await hydrated(page);
    const pub = keyword(page);
    const plain = page.locator('.theme-code-block code').first();
    const dark = await colour(pub);
    expect(dark).not.toBe(await colour(plain));
    // Mark the element: a block rendered again after the switch would lose the mark.
    await pub.evaluate((element) => element.setAttribute('data-seen', ''));
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /Switch between dark and light mode/})
      .click();
    await expect.poll(() => colour(pub)).not.toBe(dark);
    await expect(page.locator('[data-seen]')).toHaveCount(1);
  });

  for (const path of [CODE_PAGE, '/', '/tutorials/demo', '/tooling']) {
    test(`on ${path} hydrate the server's markup as it is`, async ({page}) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const pres = Array.from(document.querySelectorAll('.theme-code-block pre'));
          (window as Window & {serverPre?: Element}).serverPre = pres.find((pre) => !pre.closest('[role="tabpanel"]'));
        });
      });
      await page.goto(path);
      await hydrated(page);
      const first = page.locator('.theme-code-block pre').first();
      await first.hover();
      await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
      expect(await page.evaluate(() => Boolean((window as Window & {serverPre?: Element}).serverPre?.isConnected))).toBe(true);
      // Every line of every block is highlighted markup from the build, not plain text.
      const lines = page.locator('.theme-code-block code > .line');
      expect(await lines.count()).toBeGreaterThan(0);
      expect(
        await page.locator('.theme-code-block code span[class^="l"], .theme-code-block code span[class^="d"]').count(),
      ).toBeGreaterThan(0);
    });
  }

  test('mark the lines a range or a comment highlights, and number lines on request', async ({page}) => {
    await page.goto(CHEATSHEET);
    await hydrated(page);
    const ranged = block(page, 'let mut sum').last();
    const lines = ranged.locator('code > .line');
    await expect(lines).toHaveCount(7);
    const marked = await lines.evaluateAll((all) => all.map((line) => line.classList.contains('hl')));
    expect(marked).toEqual([false, true, true, false, false, false, false]);
    expect(await background(lines.nth(1))).not.toBe(await background(lines.nth(0)));

    const commented = block(page, 'owner == caller').last();
    await expect(commented.locator('.line.hl')).toHaveText(/owner == caller/);
    await expect(commented).not.toContainText('highlight-next-line');

    const numbered = block(page, 'cargo contract new flipper').last();
    const numbers = await numbered
      .locator('code > .line')
      .evaluateAll((all) => all.map((line) => getComputedStyle(line, '::before').content));
    expect(numbers).toHaveLength(4);
    for (const number of numbers) expect(number).toMatch(/counter\(line\)/);
  });

  test('wrap long lines on request instead of scrolling sideways', async ({page}) => {
    await page.setViewportSize({width: 480, height: 900});
    await page.goto(CODE_PAGE);
    await hydrated(page);
    const pre = page.locator('.theme-code-block pre').first();
    await pre.hover();
    const scrolls = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await scrolls()).toBe(true);
    await page.locator('.theme-code-block').first().getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect.poll(scrolls).toBe(false);
  });

  test('inside tabs show the chosen tab highlighted', async ({page}) => {
    await page.goto('/tutorials/demo');
    await hydrated(page);
    await page.getByRole('tab', {name: 'Pop CLI'}).first().click();
    const panel = page.getByRole('tabpanel').filter({hasText: 'pop'}).first();
    await expect(panel.locator('.theme-code-block code > .line').first()).toBeVisible();
  });

  test('fit a 360 px phone on the home page without scrolling the page sideways', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.theme-code-block').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('reached by a client-side link show highlighted code', async ({page}) => {
    await page.goto('/docs/v6/');
    await hydrated(page);
    await page.evaluate(() => window.history.pushState({}, '', '/docs/v6/basics/storing-values'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Storing values/i);
    await expect(keyword(page)).toBeVisible();
  });

  test('download no highlighter: no script of the build carries Prism or Shiki', () => {
    const scripts = readdirSync(path.join(BUILD_PATH, 'assets/js')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const carriers = scripts.filter((file) => {
      const source = readFileSync(path.join(BUILD_PATH, 'assets/js', file), 'utf8');
      // Prism's grammars mark their patterns `lookbehind`; Shiki's engine names TextMate grammars.
      return /lookbehind:\s*!0|lookbehind:\s*true/.test(source) || /vscode-textmate|tokenizeLine2|shiki/i.test(source);
    });
    expect(carriers).toEqual([]);
  });
});

test.describe('the copy button on a code block', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copy the code without magic comments, and only the new side of a diff', async ({page}) => {
    await page.goto(CHEATSHEET);
    await hydrated(page);
    const magic = block(page, 'owner == caller').last();
    await magic.hover();
    await magic.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(magic.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('owner == caller');
    expect(copied).not.toContain('highlight-next-line');

    const diff = block(page, 'env.caller();').last();
    await expect(diff.locator('.line.diff.remove')).toHaveCount(1);
    await expect(diff.locator('.line.diff.add')).toHaveCount(1);
    await expect(diff).not.toContainText('[!code');
    await diff.hover();
    await diff.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copiedDiff = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedDiff).toContain('let caller: Address = env.caller();');
    expect(copiedDiff).not.toContain('AccountId');
    expect(copiedDiff).not.toContain('[!code');
    expect(await background(diff.locator('.line.diff.add'))).not.toBe(await background(diff.locator('.line.diff.remove')));
  });
});

test.describe('ink! names in code', () => {
  for (const {path, tag} of [
    {path: CODE_PAGE, tag: 'v6.0.0-beta.1'},
    {path: '/docs/v5/basics/storing-values', tag: 'v5.1.1'},
  ]) {
    test(`on ${path} link to their definition at ${tag} and show its signature on hover`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const mapping = page.locator('.theme-code-block a', {hasText: /^Mapping$/}).first();
      await expect(mapping).toHaveAttribute(
        'href',
        new RegExp(`^https://github\\.com/use-ink/ink/blob/${tag}/crates/storage/.+#L\\d+$`),
      );
      await mapping.hover();
      const card = page.getByRole('tooltip');
      await expect(card).toBeVisible();
      await expect(card).toContainText('pub struct Mapping<K, V');
      await expect(card).toContainText('contract storage');
      await page.mouse.move(0, 0);
      await expect(card).toBeHidden();
    });
  }

  test('show the card to a keyboard reader, named as the link’s description, and close on Escape', async ({page}) => {
    await page.goto(CODE_PAGE);
    await hydrated(page);
    const first = page.locator('.theme-code-block a[href^="https://github.com/use-ink/ink/blob/"]').first();
    await first.focus();
    const card = page.getByRole('tooltip');
    await expect(card).toBeVisible();
    const signature = (await card.locator('code').textContent()) ?? '';
    expect(signature).not.toBe('');
    await expect(first).toHaveAccessibleDescription(new RegExp(signature.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.keyboard.press('Tab');
    const next = page.locator(':focus');
    await expect(next).toHaveAttribute('aria-describedby', 'api-card');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });
});

test.describe('migration guides', () => {
  test('show a change as one block: removed lines linked to the old release, added lines to the new one', async ({page}) => {
    await page.goto('/docs/v6/faq/migrating-from-ink-5-to-6');
    await hydrated(page);
    const removed = page.locator('.theme-code-block .line.diff.remove');
    const added = page.locator('.theme-code-block .line.diff.add');
    expect(await removed.count()).toBeGreaterThan(5);
    expect(await added.count()).toBeGreaterThan(5);
    await expect(page.locator('.theme-code-block').filter({hasText: '[!code'})).toHaveCount(0);
    const oldLinks = removed.locator('a[href*="/blob/"]');
    const newLinks = added.locator('a[href*="/blob/"]');
    expect(await oldLinks.count()).toBeGreaterThan(0);
    for (const href of await oldLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toContain('/blob/v5.1.1/');
    }
    for (const href of await newLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toContain('/blob/v6.0.0-beta.1/');
    }
  });
});
