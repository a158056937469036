// Every internal link, canonical URL and sitemap entry of the build answers with its page
// directly: no 301 first, neither from `docusaurus serve` (asked here) nor from GitHub Pages
// (whose rules are applied to the built files: `/x` is served from `x.html` and redirected when
// there is only `x/index.html`; `/x/` is served from `x/index.html`). And none points at a page
// that only forwards the reader (a meta refresh or a `<Redirect>`, like `/docs`): that is a hop
// too, made by the page instead of the server. Read from the build's files, every page included.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {env} from '../../config/env';
import {BUILD_PATH, forwardingPaths, isForwardingPage, readHtml, withoutTrailingSlash} from '../helpers/build';
import {expect, test} from './fixtures';

const SITE = new URL(env.siteUrl).origin;

/** Internal URL paths (with any query, without the fragment) the built pages point at, with a count. */
function internalTargets(): Map<string, number> {
  const targets = new Map<string, number>();
  const add = (href: string | undefined) => {
    if (!href || href.startsWith('//')) return;
    const url = new URL(href, SITE);
    if (url.origin !== SITE) return;
    const target = url.pathname + url.search;
    targets.set(target, (targets.get(target) ?? 0) + 1);
  };
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  // `x.html` beside `x/index.html` is a copy of it (plugins/finished-pages/page-files.ts): read one.
  const files = readdirSync(BUILD_PATH, {recursive: true, encoding: 'utf8'}).filter(
    (file) =>
      file.endsWith('.html') &&
      isFile(path.join(BUILD_PATH, file)) &&
      !(path.basename(file) !== 'index.html' && isFile(path.join(BUILD_PATH, file.replace(/\.html$/, ''), 'index.html'))),
  );
  // The not-found page is what hosts answer for unknown paths: its own URL (`/404.html`, in its
  // canonical link) is linked from nowhere.
  for (const file of files.filter((name) => name !== '404.html')) {
    const html = readFileSync(path.join(BUILD_PATH, file), 'utf8');
    // A forwarding page's own links are the redirect; they are not links a reader follows.
    if (isForwardingPage(html)) continue;
    const $ = readHtml(html);
    $('a[href]').each((_, anchor) => {
      const href = $(anchor).attr('href') ?? '';
      if (href.startsWith('/') || href.startsWith(`${SITE}/`)) add(href);
    });
    $('link[rel="canonical"], link[rel="alternate"][hreflang]').each((_, link) => add($(link).attr('href')));
  }
  for (const [, loc] of readFileSync(path.join(BUILD_PATH, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) add(loc);
  return targets;
}

/** Whether GitHub Pages serves `pathname` from a file of the build without a redirect. */
function servedDirectlyByGitHubPages(pathname: string): boolean {
  const file = path.join(BUILD_PATH, decodeURIComponent(pathname));
  const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();
  if (pathname.endsWith('/')) return isFile(path.join(file, 'index.html'));
  return isFile(file) || isFile(`${file}.html`);
}

test('every internal link, canonical URL and sitemap entry answers without a redirect', async ({request}) => {
  test.setTimeout(120_000);
  const targets = internalTargets();
  expect(targets.size).toBeGreaterThan(300);

  const forwarding = forwardingPaths(BUILD_PATH);
  expect(forwarding.has('/docs'), '/docs, which forwards to the latest docs, is found as a forwarding page').toBe(true);

  const hops: string[] = [];
  const notOnPages: string[] = [];
  const toForwardingPages: string[] = [];
  for (const [target, count] of targets) {
    const response = await request.get(target, {maxRedirects: 0});
    if (response.status() !== 200)
      hops.push(`${response.status()} ${target} (${count} links) → ${response.headers().location ?? ''}`);
    const pathname = target.split('?')[0] ?? target;
    if (!servedDirectlyByGitHubPages(pathname)) notOnPages.push(`${target} (${count} links)`);
    if (forwarding.has(withoutTrailingSlash(pathname))) toForwardingPages.push(`${target} (${count} links)`);
  }
  expect(hops, 'links that `docusaurus serve` does not answer with 200').toEqual([]);
  expect(notOnPages, 'links GitHub Pages would redirect or not find').toEqual([]);
  expect(toForwardingPages, 'links to a page that only forwards the reader elsewhere').toEqual([]);
});
