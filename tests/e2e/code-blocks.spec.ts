import type {Page} from '@playwright/test';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';

/** A v6 page with several Rust blocks. */
const CODE_PAGE = '/docs/v6/basics/storing-values';

/** The colour of the first Rust keyword token, as the reader sees it. */
async function keywordColour(page: Page): Promise<string> {
  const keyword = page.locator('pre.language-rust .token.keyword').first();
  await expect(keyword).toBeVisible();
  return keyword.evaluate((element) => getComputedStyle(element).color);
}

test.describe('code blocks', () => {
  for (const {mode, colour} of [
    {mode: 'dark', colour: 'rgb(189, 147, 249)'},
    {mode: 'light', colour: 'rgb(0, 0, 159)'},
  ]) {
    test(`are highlighted in the ${mode} theme when the reader chose ${mode}`, async ({page}) => {
      await seedLocalStorage(page, {theme: mode});
      await page.goto(CODE_PAGE);
      await hydrated(page);
      expect(await keywordColour(page)).toBe(colour);
    });
  }

  test('follow a change of colour mode without a reload', async ({page}) => {
    await seedLocalStorage(page, {theme: 'dark'});
    await page.goto(CODE_PAGE);
    await hydrated(page);
    expect(await keywordColour(page)).toBe('rgb(189, 147, 249)');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /Switch between dark and light mode/})
      .click();
    await expect.poll(() => keywordColour(page)).toBe('rgb(0, 0, 159)');
  });

  // A doc page, a TSX page and an MDX page: each brings Prism with its own chunk.
  for (const path of [CODE_PAGE, '/', '/tutorials/demo']) {
    test(`hydrate the server-rendered code of ${path} instead of rendering it again`, async ({page}) => {
      // The first code block's element as the server sent it, before any script ran (outside
      // tabs, which the theme's Tabs render again once they know the reader's stored choice).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as Window & {serverPre?: Element}).serverPre = Array.from(document.querySelectorAll('pre.prism-code')).find(
            (pre) => !pre.closest('[role="tabpanel"]'),
          );
        });
      });
      await page.goto(path);
      await hydrated(page);
      // Highlighted code is interactive once hydrated: the copy button works.
      await page.locator('pre.prism-code').first().hover();
      await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const same = await page.evaluate(() => {
        const server = (window as Window & {serverPre?: Element}).serverPre;
        return Boolean(server?.isConnected);
      });
      expect(same).toBe(true);
    });
  }

  test('leave Prism out of the scripts a page loads first', async ({page, request}) => {
    await page.goto('/brand-assets');
    await hydrated(page);
    const sources = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(0);
    // Prism's grammars mark hundreds of patterns `lookbehind`; nothing else in the site does.
    const bodies = await Promise.all(sources.map(async (source) => (await request.get(source)).text()));
    expect(bodies.filter((body) => body.includes('lookbehind'))).toEqual([]);
  });

  test('reached by a client-side link show highlighted code', async ({page}) => {
    await page.goto('/docs/v6/');
    await hydrated(page);
    await page.evaluate(() => window.history.pushState({}, '', '/docs/v6/basics/storing-values'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Storing values/i);
    await expect(page.locator('pre.language-rust .token.keyword').first()).toBeVisible();
  });
});
