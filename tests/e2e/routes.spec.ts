import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {readHtml, redirectPages, redirectTarget, sitemapPaths, withoutTrailingSlash} from '../helpers/build';
import {readPathList, routeManifest} from '../helpers/routes';
import {expect, test} from './fixtures';

/**
 * The page a path answers with, over HTTP: a page that forwards (`/docs`, an old use.ink path)
 * answers with the page it forwards to. `problem` says what a reader would see instead of a page.
 */
async function landing(request: APIRequestContext, path: string) {
  let response = await request.get(path);
  let html = await response.text();
  const forward = redirectTarget(html);
  if (forward) {
    response = await request.get(forward);
    html = await response.text();
  }
  const $ = readHtml(html);
  const heading = $('h1').first().text().trim();
  const problem =
    response.status() !== 200
      ? `HTTP ${response.status()}`
      : heading === '' || heading === 'Page Not Found'
        ? `heading "${heading}"`
        : undefined;
  return {$, page: forward ?? path, problem};
}

/**
 * Every path of the route manifest answers with its page. Rendering them in Chromium is the
 * crawl's job (`crawl.spec.ts` visits every sitemap URL and redirect page); here each path is
 * fetched over HTTP, and must be one the crawl visits.
 */
const crawled = new Set([...sitemapPaths(), ...redirectPages().map((page) => page.path)].map(withoutTrailingSlash));

for (const [area, paths] of Object.entries(routeManifest())) {
  test(`route manifest: ${area} (${paths.length} paths) answer with their pages`, async ({request}) => {
    const problems: Record<string, string> = {};
    for (const path of paths) {
      const {problem} = await landing(request, path);
      if (problem) problems[path] = problem;
      else if (!crawled.has(withoutTrailingSlash(path)))
        problems[path] = 'not in the sitemap nor a redirect page: the crawl misses it';
    }
    expect(problems).toEqual({});
  });
}

/**
 * The addresses ink! and cargo-contract print or embed (a compiler note, a CLI warning, a crate's
 * rustdoc logo) outlive any site: each lands on what it names, the page, the section its
 * `#fragment` names, or the file.
 */
const INK_SOURCE_LINKS = readPathList(path.resolve(__dirname, '../fixtures/ink-source-links.txt'));

test(`the ${INK_SOURCE_LINKS.length} use.ink addresses in ink!'s and cargo-contract's code land on what they name`, async ({
  request,
}) => {
  expect(INK_SOURCE_LINKS.length).toBeGreaterThan(20);
  const problems: Record<string, string> = {};
  for (const link of INK_SOURCE_LINKS) {
    const url = new URL(link, 'http://site');
    if (url.pathname.endsWith('.png')) {
      const response = await request.get(url.pathname);
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !type.startsWith('image/png')) problems[link] = `HTTP ${response.status()}, ${type}`;
      continue;
    }
    const {$, page, problem} = await landing(request, url.pathname);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (problem) problems[link] = problem;
    else if (fragment !== '' && $(`[id="${fragment}"]`).length === 0)
      problems[link] = `no element with id "${fragment}" on ${page}`;
  }
  expect(problems).toEqual({});
});
