import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {PAGE_PATHS, TOP_LEVEL_PAGES} from '../../config/pages';

const FIXTURES = path.resolve(__dirname, '../fixtures/routes');

/**
 * The route manifest: every path the site must serve, per area file (`docs-v6.txt`, …), and the
 * top-level pages as `pages` from their one list in config/pages.ts. `/search` is left out of it:
 * the search page keeps itself out of the sitemap, so the crawl does not visit it (search.spec does).
 */
export function routeManifest(): Record<string, string[]> {
  const pages = TOP_LEVEL_PAGES.filter((page) => page !== PAGE_PATHS.search);
  return Object.fromEntries([
    ['pages', pages],
    ...readdirSync(FIXTURES)
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .map((file) => [file.replace(/\.txt$/, ''), readPathList(path.join(FIXTURES, file))]),
  ]);
}

/** A list of paths, one a line, blank lines and `#` comments left out. */
export function readPathList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function allManifestPaths(): string[] {
  return Object.values(routeManifest()).flat();
}
