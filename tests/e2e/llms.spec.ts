import type {APIRequestContext} from '@playwright/test';
import {readHtml, redirectTarget, sitemapPaths, sitemapUrls, withoutTrailingSlash} from '../helpers/build';
import {routeManifest} from '../helpers/routes';
import {expect, hydrated, test} from './fixtures';

/**
 * What readers' tools get: `/llms.txt`, `/llms-full.txt`, the per-version lists, a Markdown copy
 * of every doc at its URL plus `.md`, `robots.txt` and the sitemap, all over HTTP from the served
 * build; and the "Copy page as Markdown" button in Chromium.
 */
const V6 = sitemapPaths().filter((pathname) => pathname.startsWith('/docs/v6'));
/** The tutorials (docs), not the pages under /tutorials that src/pages adds. */
const TUTORIALS = routeManifest().tutorials ?? [];

function markdownUrl(pathname: string): string {
  return `${withoutTrailingSlash(pathname)}.md`;
}

/** The `[title](url)` entries of an llms.txt, as paths. */
function listedPaths(llms: string): string[] {
  return [...llms.matchAll(/^- \[(?:\\.|[^\]\\])+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1] ?? '').pathname);
}

/** Words only: what a heading says, whatever Markdown or HTML wrapped it. */
function words(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The Markdown with quote prefixes removed, so quoted code reads as it was written. */
function unquoted(markdown: string): string {
  return markdown.replace(/^(?:> ?)+/gm, '');
}

/**
 * Whether Markdown holds a code block's text: its lines in order, each after the indentation of the
 * list item the block may sit in (a fenced block inside `3. Run it:` is indented by three spaces).
 */
function containsCode(markdown: string, code: string): boolean {
  const lines = code.split('\n').map((line) => line.trimEnd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(lines.join('[ \t]*\n[ \t]*')).test(markdown);
}

/** `## ` and `### ` headings of a Markdown text, outside code blocks, as `h2 words`. */
function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let fence: string | undefined;
  for (const line of unquoted(markdown).split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker.startsWith(fence.charAt(0)) && marker.length >= fence.length && line.trim() === marker))) {
      fence = fence ? undefined : marker;
      continue;
    }
    const heading = fence ? undefined : /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) headings.push(`h${heading[1]?.length} ${words(heading[2] ?? '')}`);
  }
  return headings;
}

/** The article of a built doc page: its h1, h2/h3 headings and code blocks as a reader sees them. */
function renderedDoc(html: string): {title: string; headings: string[]; code: string[]} {
  const $ = readHtml(html);
  const article = $('article .theme-doc-markdown');
  article.find('.hash-link').remove();
  article.find('br').replaceWith('\n');
  return {
    title: $('article h1').first().text().trim(),
    headings: article
      .find('h2, h3')
      .toArray()
      .map((heading) => `${heading.tagName} ${words($(heading).text())}`),
    code: article
      .find('pre code')
      .toArray()
      .map((code) => $(code).text().replace(/\n+$/, '')),
  };
}

async function text(request: APIRequestContext, url: string): Promise<{status: number; type: string; body: string}> {
  const response = await request.get(url, {maxRedirects: 0});
  return {status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text()};
}

test('the build lists its v6 docs and tutorials in the sitemap', () => {
  // Guards the tests below: an empty list would make them pass vacuously.
  expect(V6.length).toBeGreaterThan(50);
  expect(TUTORIALS.length).toBeGreaterThan(5);
});

test('every v6 doc and tutorial has a Markdown copy with its title, headings and code', async ({request}) => {
  test.setTimeout(120_000);
  const problems: Record<string, string[]> = {};
  for (const pathname of [...V6, ...TUTORIALS]) {
    const page = await text(request, pathname);
    const markdown = await text(request, markdownUrl(pathname));
    const found: string[] = [];
    if (markdown.status !== 200) found.push(`${markdownUrl(pathname)} answered ${markdown.status}`);
    if (!/^text\/markdown/.test(markdown.type)) found.push(`content type ${markdown.type}`);
    const rendered = renderedDoc(page.body);
    if (!markdown.body.startsWith(`# ${rendered.title}\n`)) found.push(`does not start with "# ${rendered.title}"`);
    const headings = markdownHeadings(markdown.body);
    const missingHeadings = rendered.headings.filter((heading) => !headings.includes(heading));
    if (missingHeadings.length > 0) found.push(`headings missing: ${missingHeadings.join(' | ')}`);
    // A block that shows a change keeps its diff notation in the copy (`// [!code --]`), which the
    // page turns into marked lines; the code around it is the same.
    const source = unquoted(markdown.body).replace(/[ \t]*\/\/[ \t]*\[!code (?:\+\+|--)\][ \t]*$/gm, '');
    const missingCode = rendered.code.filter((code) => !containsCode(source, code));
    if (missingCode.length > 0) found.push(`code blocks missing: ${missingCode.map((code) => code.slice(0, 60)).join(' | ')}`);
    if (rendered.headings.length + rendered.code.length === 0 && markdown.body.split('\n').length < 3) found.push('no body');
    if (found.length > 0) problems[pathname] = found;
  }
  expect(problems).toEqual({});
});

test('llms.txt lists every v6 page and every tutorial exactly once, as Markdown', async ({request}) => {
  const llms = await text(request, '/llms.txt');
  expect(llms.status).toBe(200);
  expect(llms.type).toMatch(/^text\/plain/);
  expect(llms.body).toMatch(/^# ink!\n\n> .+\n/);
  const listed = listedPaths(llms.body).filter((pathname) => pathname.endsWith('.md'));
  const expected = [...V6, ...TUTORIALS].map(markdownUrl);
  expect([...listed].sort()).toEqual([...expected].sort());
  // Grouped as in the sidebar: a heading per category.
  expect(llms.body).toContain('\n## Docs v6 › Basics\n');
  expect(llms.body).toContain('\n## Tutorials\n');
});

test('llms-full.txt holds every v6 page, and each older version lists its own pages', async ({request}) => {
  const full = await text(request, '/llms-full.txt');
  expect(full.status).toBe(200);
  for (const pathname of V6) {
    const page = await text(request, markdownUrl(pathname));
    const body = page.body.slice(page.body.indexOf('\n') + 1).trim();
    expect(full.body, `llms-full.txt holds ${pathname}`).toContain(body);
  }

  const llms = await text(request, '/llms.txt');
  const versions = listedPaths(llms.body).filter((pathname) => pathname.endsWith('/llms.txt'));
  expect(versions).toEqual(['/docs/v5/llms.txt', '/docs/v4/llms.txt', '/docs/v3/llms.txt']);
  for (const version of versions) {
    const prefix = version.replace(/\/llms\.txt$/, '');
    const list = await text(request, version);
    expect(list.status).toBe(200);
    const expected = sitemapPaths()
      .filter((pathname) => pathname.startsWith(prefix))
      .map(markdownUrl);
    expect([...listedPaths(list.body)].sort(), `${version} lists every page of its version`).toEqual([...expected].sort());
    for (const pathname of listedPaths(list.body)) {
      expect((await text(request, pathname)).status, pathname).toBe(200);
    }
  }
});

test('robots.txt names the sitemap, and the sitemap holds no redirect page and no 404 page', async ({request}) => {
  const robots = await text(request, '/robots.txt');
  expect(robots.status).toBe(200);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots.body)?.[1] ?? '';
  // At the origin the sitemap's own URLs name, as the file the build wrote.
  expect(sitemapUrl).toBe(new URL('/sitemap.xml', sitemapUrls()[0]).href);
  expect((await text(request, new URL(sitemapUrl).pathname)).status).toBe(200);

  const problems: string[] = [];
  for (const pathname of sitemapPaths()) {
    const page = await text(request, pathname);
    if (page.status !== 200) problems.push(`${pathname}: HTTP ${page.status}`);
    if (redirectTarget(page.body)) problems.push(`${pathname}: a redirect page`);
    if (readHtml(page.body)('h1').text().trim() === 'Page Not Found' || pathname.endsWith('/404.html'))
      problems.push(`${pathname}: the 404 page`);
  }
  expect(problems).toEqual([]);
});

test.describe('Copy page as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('puts the page’s Markdown on the clipboard and says so', async ({page, request}) => {
    const pathname = '/docs/v6/basics/events';
    await page.goto(pathname);
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await text(request, markdownUrl(pathname))).body);
  });

  test.describe('when the Markdown cannot be fetched', () => {
    test.use({allowedConsoleErrors: [/status of 503/]});

    test('says the copy failed and links the Markdown instead', async ({page}) => {
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await page.goto('/tutorials/overview');
      await hydrated(page);
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(page.getByRole('status')).toContainText('Could not copy the page.');
      await expect(page.getByRole('status').getByRole('link', {name: 'Open the Markdown'})).toHaveAttribute(
        'href',
        '/tutorials/overview.md',
      );
    });
  });
});
