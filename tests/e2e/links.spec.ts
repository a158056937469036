import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import type {APIRequestContext} from '@playwright/test';
import {BUILD_DIR, fileUrlPath, htmlFiles, readHtml, redirectTarget, sitemapPaths, sitemapUrls} from '../helpers/build';
import {expect, test} from './fixtures';

/**
 * Every internal link and anchor in the built HTML resolves: the target answers with its page
 * (not the not-found page) and its `#fragment` is an id on that page. Covers what Docusaurus's own
 * checker does not: links written in JSX pages, the blog and tutorials, and anchors on other
 * versions. Links come from the files; targets are fetched from the served build, once each.
 */

/** The public origin the build was made for (links may spell it out: `https://use.ink/docs`). */
const PUBLIC_ORIGIN = sitemapUrls()[0]?.origin;

type Link = {page: string; href: string};

/** The page a link was found on, as the URL its relative links resolve against. */
function pageUrl(file: string, $: CheerioAPI, origin: string): URL {
  const canonical = $('link[rel="canonical"]').attr('href');
  return new URL(canonical ?? fileUrlPath(file), origin);
}

/** Internal links of every built page, grouped by target path, each with the fragments asked of it. */
function internalLinks(origin: string) {
  const targets = new Map<string, {from: Link[]; fragments: Map<string, Link[]>}>();
  let links = 0;
  // The not-found page's links are the shell's, which every page has; its own URL is not a page.
  for (const file of htmlFiles().filter((name) => name !== '404.html')) {
    const html = readFileSync(path.join(BUILD_DIR, file), 'utf8');
    if (redirectTarget(html)) continue;
    const $ = readHtml(html);
    const base = pageUrl(file, $, origin);
    for (const element of $('a[href], area[href]').toArray()) {
      const href = $(element).attr('href') ?? '';
      if (href === '#' || /^(mailto|tel):/i.test(href)) continue;
      const url = new URL(href, base);
      const internal = url.origin === origin || url.origin === PUBLIC_ORIGIN;
      if (!internal) continue;
      links += 1;
      const link = {page: base.pathname, href};
      const target = targets.get(url.pathname) ?? {from: [], fragments: new Map<string, Link[]>()};
      targets.set(url.pathname, target);
      target.from.push(link);
      if (url.hash.length > 1) {
        const fragment = decodeURIComponent(url.hash.slice(1));
        target.fragments.set(fragment, [...(target.fragments.get(fragment) ?? []), link]);
      }
    }
  }
  return {targets, links};
}

/** What a target path answers with, following a redirect page the way a browser would. */
async function resolve(request: APIRequestContext, pathname: string): Promise<{problem?: string; ids?: Set<string>}> {
  let response = await request.get(pathname);
  if (response.status() !== 200) return {problem: `HTTP ${response.status()}`};
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return {};
  let html = await response.text();
  const forward = redirectTarget(html);
  if (forward) {
    response = await request.get(new URL(forward, response.url()).pathname);
    if (response.status() !== 200) return {problem: `forwards to ${forward}, which answers HTTP ${response.status()}`};
    html = await response.text();
  }
  const $ = readHtml(html);
  if ($('h1').first().text().trim() === 'Page Not Found') return {problem: 'the not-found page'};
  const ids = new Set(
    $('[id], a[name]')
      .toArray()
      .map((element) => $(element).attr('id') ?? $(element).attr('name') ?? ''),
  );
  return {ids};
}

test('every internal link and #fragment in the built HTML resolves', async ({request, baseURL}, testInfo) => {
  test.setTimeout(240_000);
  const {targets, links} = internalLinks(new URL(baseURL ?? '').origin);
  // Guards the test itself: a build without links would pass vacuously.
  expect(links).toBeGreaterThan(sitemapPaths().length * 10);

  const broken: string[] = [];
  let fragments = 0;
  for (const [pathname, target] of targets) {
    const {problem, ids} = await resolve(request, pathname);
    const example = (from: Link[]) => `${from.length} link(s), e.g. on ${from[0]?.page} (href ${from[0]?.href})`;
    if (problem) {
      broken.push(`${pathname}: ${problem} — ${example(target.from)}`);
      continue;
    }
    if (!ids) continue;
    for (const [fragment, from] of target.fragments) {
      fragments += from.length;
      if (!ids.has(fragment)) broken.push(`${pathname}#${fragment}: no such id — ${example(from)}`);
    }
  }
  const summary = `${links} internal links to ${targets.size} targets, ${fragments} of them with a #fragment`;
  testInfo.annotations.push({type: 'checked', description: summary});
  console.log(`[links] ${summary}; ${broken.length} broken`);
  expect(broken).toEqual([]);
});
