// What a first visit to one page of a build downloads before it is interactive: the HTML, its
// stylesheets and the scripts it runs (not the routes it only prefetches), raw and gzipped.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';

export type Weight = {raw: number; gzip: number; files: string[]};

/** The build file that serves `pagePath` (`/docs/v6/` → `docs/v6/index.html`). */
export function pageFile(buildDir: string, pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return path.join(buildDir, clean, 'index.html');
}

/** Local asset URLs a page loads on arrival: `<script src>` and `<link rel="stylesheet">`. */
export function firstVisitAssets(html: string): {scripts: string[]; styles: string[]} {
  const $ = load(html);
  const scripts = $('script[src]')
    .map((_, el) => $(el).attr('src'))
    .get();
  const styles = $('link[rel="stylesheet"][href]')
    .map((_, el) => $(el).attr('href'))
    .get();
  const local = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
  return {scripts: scripts.filter(local), styles: styles.filter(local)};
}

function sizes(bytes: Buffer): {raw: number; gzip: number} {
  return {raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
}

/**
 * Bytes of a first visit to `pagePath` by kind (html, css, js), each `{raw, gzip, files}`, with
 * `baseUrl` stripped from asset URLs to find their files.
 */
export function pageWeight(buildDir: string, pagePath: string, baseUrl = '/'): {html: Weight; css: Weight; js: Weight} {
  const html = readFileSync(pageFile(buildDir, pagePath));
  const {scripts, styles} = firstVisitAssets(html.toString('utf8'));
  const fileOf = (url: string): string => path.join(buildDir, url.slice(baseUrl.length));
  const total = (urls: string[]): Weight =>
    urls.reduce<Weight>(
      (sum, url) => {
        const {raw, gzip} = sizes(readFileSync(fileOf(url)));
        return {raw: sum.raw + raw, gzip: sum.gzip + gzip, files: [...sum.files, url]};
      },
      {raw: 0, gzip: 0, files: []},
    );
  return {html: {...sizes(html), files: [pagePath]}, css: total(styles), js: total(scripts)};
}
