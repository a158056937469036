import type {Page} from '@playwright/test';
import {expect, hydrated, seedLocalStorage, test} from './fixtures';

/** A v6 page with code blocks, a link to another page in its text and headings with anchors. */
const DOC = '/docs/v6/basics/storing-values';
const POST = '/blog/2024/03/13/ink-5-released';

type Marked = Window & {serverNodes?: Element[]; stayed?: boolean};

test.describe('the content of the page a reader first loads', () => {
  for (const path of [DOC, POST, '/blog', '/']) {
    test(`on ${path} stays the server's HTML: hydration renders none of it again`, async ({page}) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as Marked).serverNodes = Array.from(document.querySelectorAll('[data-server-html] :is(p, h2, pre)'));
        });
      });
      await page.goto(path);
      await hydrated(page);
      const {count, connected, rendered, owned} = await page.evaluate(() => {
        const nodes = (window as Marked).serverNodes ?? [];
        const isReacts = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
        return {
          count: nodes.length,
          connected: nodes.filter((node) => node.isConnected).length,
          rendered: nodes.filter(isReacts).length,
          owned: Array.from(document.querySelectorAll('[data-server-html]')).every(isReacts),
        };
      });
      expect(count).toBeGreaterThan(3);
      expect(connected).toBe(count);
      expect(rendered).toBe(0);
      // The content's element itself is hydrated (it handles the links inside it).
      expect(owned).toBe(true);
    });
  }

  test('opens a page of the site from a link in the text without reloading, and back again', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.evaluate(() => {
      (window as Marked).stayed = true;
    });
    await page.locator('.markdown a[href="/docs/v6/datastructures/mapping"]').first().click();
    await expect(page).toHaveURL(/\/docs\/v6\/datastructures\/mapping$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Mapping/);
    expect(await page.evaluate(() => (window as Marked).stayed)).toBe(true);

    // Back on the first page, its content is rendered by React now, code blocks and all.
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Storing values/i);
    await expect(page.locator('.markdown .theme-code-block code > .line').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Marked).stayed)).toBe(true);
  });

  test('follows a heading’s anchor within the page, and leaves links to other sites to the browser', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const heading = page.locator('.markdown h2').nth(1);
    const id = await heading.getAttribute('id');
    await heading.hover();
    await heading.locator('a.hash-link').click();
    await expect(page).toHaveURL(new RegExp(`${DOC}#${id}$`));
    await expect(heading).toBeInViewport();

    await page.goto('/docs/v6/getting-started/setup');
    await hydrated(page);
    const external = page.locator('.markdown a[href^="https://"]:not(.api)').first();
    const href = (await external.getAttribute('href')) ?? '';
    await page
      .context()
      .route(`${new URL(href).origin}/**`, (route) =>
        route.fulfill({contentType: 'text/html', body: '<title>elsewhere</title>'}),
      );
    // Not taken over by the site's router: the browser opens the other site in a tab of its own.
    const [tab] = await Promise.all([page.waitForEvent('popup'), external.click()]);
    await expect(tab).toHaveURL(href);
    await expect(page).toHaveURL(/\/docs\/v6\/getting-started\/setup$/);
  });
});

test.describe('a code block', () => {
  test('brings its buttons when the keyboard reaches it', async ({page}) => {
    await page.goto('/docs/v6/basics/contract-template');
    await hydrated(page);
    // A block without linked names: the Tab after its code is the Tab to its buttons.
    const block = page.locator('.markdown .theme-code-block:not(:has(a))').first();
    await expect(block.getByRole('button')).toHaveCount(0);
    await block.locator('pre').focus();
    // They arrive with a chunk fetched on that first reach; a reader's next key comes after them.
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(/Copy code to clipboard|Toggle word wrap/);
  });
});

test.describe('a link in the text', () => {
  test('has its page prefetched once it comes into view', async ({page}) => {
    // Records the pages Docusaurus is asked to prefetch (it mounts `window.docusaurus` frozen).
    await page.addInitScript(() => {
      const asked: string[] = [];
      let value: Window['docusaurus'] | undefined;
      Object.defineProperty(window, 'docusaurus', {
        get: () => value,
        set: (docusaurus: Window['docusaurus']) => {
          value = {...docusaurus, prefetch: (path: string) => (asked.push(path), docusaurus.prefetch(path))};
        },
      });
      Object.assign(window, {prefetchAsked: asked});
    });
    await page.goto(DOC);
    await hydrated(page);
    // The mapping page's only link on this page is in the text (its sidebar category is closed).
    const asked = () => page.evaluate(() => (window as Window & {prefetchAsked?: string[]}).prefetchAsked ?? []);
    const link = page.locator('.markdown a[href="/docs/v6/datastructures/mapping"]').first();
    await link.scrollIntoViewIfNeeded();
    await expect.poll(asked).toContain('/docs/v6/datastructures/mapping');
  });
});

test.describe('the parts only a wide window shows', () => {
  // The docs sidebar, a doc's table of contents and the blog's recent posts.
  const DESKTOP_PARTS = '.theme-doc-sidebar-container a, .theme-doc-toc-desktop a, aside.col--3 nav a';
  type Parts = Window & {parts?: Element[]; walked?: WeakSet<Node>};

  /**
   * Before the page's scripts: the parts' links as the server sent them, and every node whose
   * children were walked (hydration walks into each element it hydrates through `firstChild`).
   */
  const recordWalks = (selector: string) => {
    const walked = new WeakSet<Node>();
    const firstChild = Object.getOwnPropertyDescriptor(Node.prototype, 'firstChild');
    Object.defineProperty(Node.prototype, 'firstChild', {
      configurable: true,
      get(this: Node) {
        walked.add(this);
        return firstChild?.get?.call(this) as ChildNode | null;
      },
    });
    Object.assign(window, {walked});
    document.addEventListener('DOMContentLoaded', () => {
      (window as Parts).parts = Array.from(document.querySelectorAll(selector));
    });
  };
  const walkedParts = (page: Page) =>
    page.evaluate(() => {
      const {parts = [], walked} = window as Parts;
      return {count: parts.length, walked: parts.filter((node) => walked?.has(node)).length};
    });

  for (const path of [DOC, POST]) {
    test(`on ${path} are not hydrated on a phone, and the phone's menu still lists the pages`, async ({page}) => {
      await page.setViewportSize({width: 412, height: 823});
      await page.addInitScript(recordWalks, DESKTOP_PARTS);
      await page.goto(path);
      await hydrated(page);
      const {count, walked} = await walkedParts(page);
      expect(count).toBeGreaterThan(5);
      expect(walked).toBe(0);
      // Gone once the theme knows the window is narrow, as before.
      await expect(page.locator(DESKTOP_PARTS)).toHaveCount(0);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar').getByRole('link').first()).toBeVisible();
    });
  }

  test('include the navbar’s items: not hydrated on a phone, working once the window is wide', async ({page}) => {
    /**
     * How many of the navbar's items React has taken with the props the theme gives them: a
     * hydrated or rendered item carries its class among the props React keeps on the element.
     */
    const themedItems = () =>
      page
        .locator('.navbar__inner .navbar__item')
        .evaluateAll((items) =>
          items.filter((item) =>
            Object.entries(item).some(([key, props]) => key.startsWith('__reactProps$') && 'className' in Object(props)),
          ),
        );
    // A reader who chose v5 before: the versions dropdown of a blog post names it once rendered.
    await seedLocalStorage(page, {'docs-preferred-version-default': 'v5'});
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(POST);
    await hydrated(page);
    // The four links, the versions and the languages dropdowns, hidden on a phone.
    await expect(page.locator('.navbar__inner .navbar__item')).toHaveCount(6);
    await expect(page.locator('.navbar__inner .navbar__item').first()).toBeHidden();
    expect(await themedItems()).toHaveLength(0);
    await page.evaluate(() => {
      (window as Marked).stayed = true;
    });
    await page.setViewportSize({width: 1280, height: 823});
    const versions = page.locator('.navbar__items--right .dropdown', {has: page.locator('.docs-version-dropdown')});
    await expect(versions.getByRole('button')).toHaveText('ink! v5');
    expect(await themedItems()).toHaveLength(6);
    await versions.hover();
    await versions.getByRole('link', {name: 'ink! v4', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/v4\//);
    expect(await page.evaluate(() => (window as Marked).stayed)).toBe(true);
  });

  test('are hydrated on a wide window and work: a category opens, a link opens its page without a reload', async ({page}) => {
    await page.addInitScript(recordWalks, DESKTOP_PARTS);
    await page.goto(DOC);
    await hydrated(page);
    const {count, walked} = await walkedParts(page);
    expect(count).toBeGreaterThan(5);
    expect(walked).toBe(count);
    await page.evaluate(() => {
      (window as Marked).stayed = true;
    });
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const linter = sidebar.getByRole('button', {name: 'Linter', exact: true});
    await linter.click();
    await expect(linter).toHaveAttribute('aria-expanded', 'true');
    // The category's own page link, which the sidebar mounts as the category opens (the first
    // "Overview" of the sidebar is the docs' own), clicked once the opening list shows all of it,
    // as a reader would.
    const overview = linter.locator('xpath=ancestor::li[1]').getByRole('link', {name: 'Overview', exact: true});
    await expect(overview).toBeInViewport({ratio: 1});
    await overview.click();
    await expect(page).toHaveURL(/\/docs\/v6\/linter\/overview$/);
    expect(await page.evaluate(() => (window as Marked).stayed)).toBe(true);
  });
});
