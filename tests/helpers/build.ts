/**
 * What the browser suite knows about the build it runs against, read from its files: the
 * sitemap's paths, the redirect pages, every HTML file. Node only (fs), for specs and config.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The build the suite serves: `E2E_BUILD_DIR`, default `build`. */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

/** The build's absolute path. */
export const BUILD_PATH = path.resolve(__dirname, '../..', BUILD_DIR);

/** Path of a URL path without its trailing slash (the root stays `/`), for comparing paths. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The `<loc>` URLs of the build's sitemap (public URLs, `https://use.ink/docs/v6/`), in order. */
export function sitemapUrls(buildDir = BUILD_DIR): URL[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
}

/** The sitemap's URLs as paths (`/docs/v6/`), in sitemap order. */
export function sitemapPaths(buildDir = BUILD_DIR): string[] {
  return sitemapUrls(buildDir).map((url) => url.pathname);
}

/** Every HTML file of the build (relative paths, `/`-separated), assets excluded. */
export function htmlFiles(buildDir = BUILD_DIR): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(buildDir, dir), {withFileTypes: true}).flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return relative === 'assets' ? [] : walk(relative);
      return entry.name.endsWith('.html') ? [relative] : [];
    });
  return walk('').sort();
}

/** The URL path a static host serves an HTML file at (`a/index.html` → `/a`, `a/b.html` → `/a/b.html`). */
export function fileUrlPath(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\/index\.html$/, '')}`;
}

/** A built page, parsed to read what it holds (links, ids, headings, text), as the search indexer reads it. */
export {parseHtml as readHtml} from '../../plugins/search/indexer/html';

/** The target of a page that only forwards the reader (a meta refresh), else undefined. */
export function redirectTarget(html: string): string | undefined {
  const refresh = /<meta[^>]*http-equiv=["']?refresh["']?[^>]*content=["']?\d+;\s*url=([^"'>\s]+)/i.exec(html);
  return refresh?.[1];
}

/**
 * Whether a page of the build only forwards the reader: a meta refresh (plugin-client-redirects'
 * pages, `/docs`), or an app root the server rendered empty, which is what a page rendering only
 * `<Redirect>` from @docusaurus/router is before its script sends the reader on.
 */
export function isForwardingPage(html: string): boolean {
  return redirectTarget(html) !== undefined || /<div id="?__docusaurus"?>\s*<\/div>/.test(html);
}

/** Every path a forwarding page of the build answers at, without a trailing slash (`/docs`, `/docs.html`). */
export function forwardingPaths(buildDir = BUILD_DIR): Set<string> {
  return new Set(
    htmlFiles(buildDir)
      .filter((file) => isForwardingPage(readFileSync(path.join(buildDir, file), 'utf8')))
      .flatMap((file) => [fileUrlPath(file), fileUrlPath(file).replace(/\.html$/, '')].map(withoutTrailingSlash)),
  );
}

/** A redirect page of the build: its file, where it is served and where it sends the reader. */
export type RedirectPage = {file: string; path: string; target: string};

/** Every page of the build that forwards to another (plugin-client-redirects' pages, `/docs`). */
export function redirectPages(buildDir = BUILD_DIR): RedirectPage[] {
  return htmlFiles(buildDir).flatMap((file) => {
    const target = redirectTarget(readFileSync(path.join(buildDir, file), 'utf8'));
    return target ? [{file, path: fileUrlPath(file), target}] : [];
  });
}

/** Every path an HTML file of the build answers at (`a/b.html` at `/a/b.html` and `/a/b`). */
export function servedPaths(buildDir = BUILD_DIR): Set<string> {
  return new Set(
    htmlFiles(buildDir).flatMap((file) =>
      [fileUrlPath(file), fileUrlPath(file).replace(/\.html$/, '')].map(withoutTrailingSlash),
    ),
  );
}
