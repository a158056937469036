/**
 * Which index files a site has, and writing them: one file pair per docs version of the main
 * docs, one for everything else (tutorials, blog, pages), each a head and a body
 * (`../engine/indexFormat.ts`), and `manifest.json` listing them for tools reading a build.
 */
import {existsSync, readFileSync} from 'node:fs';
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {SEARCH_INDEX_DIR} from '../engine/constants';
import {bodyPath, encodeIndex} from '../engine/indexFormat';
import type {SearchIndexFile} from '../engine/schema';
import {DOCS_PLUGIN, isDocsContent} from '../../../tools/markdown/content';
import type {PageRecord} from './records';
import {DiskCache, filesHash} from '../../../tools/lib/disk-cache';
import {ModuleWorker} from '../../../tools/lib/module-worker';
import {replaceFile} from '../../../tools/lib/replace-file';

/** A page's records kept between builds, by the part of it they are read from (a rebuild reads only the pages that changed). */
const recordsCache = new DiskCache<PageRecord[]>('search-records', filesHash(__dirname, ['html.ts', 'records.ts']));

/** The ink! release a docs version's path names (`/docs/v6` → `6`), if it names one. */
const releaseOf = (versionPath: unknown): string | undefined =>
  typeof versionPath === 'string' ? /\/v(\d+)\/?$/.exec(versionPath)?.[1] : undefined;

/**
 * One file per version of the main docs, with the release it documents (the engine searches a
 * newer one's file when a query names it); everything else (tutorials, blog, pages) shares one.
 */
export function indexFiles(allContent: AllContent): SearchIndexFile[] {
  const versionFiles: SearchIndexFile[] = [];
  const siteTags = ['default'];
  for (const [pluginId, content] of Object.entries(allContent[DOCS_PLUGIN] ?? {})) {
    if (!isDocsContent(content)) continue;
    for (const {versionName, path: versionPath} of content.loadedVersions) {
      const tag = `docs-${pluginId}-${versionName}`;
      if (pluginId !== 'default') {
        siteTags.push(tag);
        continue;
      }
      const release = releaseOf(versionPath);
      versionFiles.push({path: `${SEARCH_INDEX_DIR}/${tag}.json`, tags: [tag], ...(release && {release})});
    }
  }
  return [...versionFiles, {path: `${SEARCH_INDEX_DIR}/site.json`, tags: siteTags}];
}

/**
 * Write each file of the manifest (head and body) into `dir`, and the manifest as
 * `manifest.json`; returns each file's record count. Each file is replaced whole (written
 * aside, then renamed), so a reader never gets half.
 */
export async function writeIndexes(dir: string, files: SearchIndexFile[], records: PageRecord[]): Promise<Map<string, number>> {
  await mkdir(path.join(dir, SEARCH_INDEX_DIR), {recursive: true});
  const counts = new Map<string, number>();
  await Promise.all(
    files.map(async (file) => {
      const mine = records.filter((record) => file.tags.includes(record.tag));
      counts.set(file.path, mine.length);
      const {head, body} = encodeIndex(mine);
      await replaceFile(path.join(dir, file.path), head);
      await replaceFile(path.join(dir, bodyPath(file)), body);
    }),
  );
  await replaceFile(path.join(dir, SEARCH_INDEX_DIR, 'manifest.json'), JSON.stringify({files}));
  return counts;
}

/** The HTML file Docusaurus wrote for a route (`/a/b` → `a/b/index.html` or `a/b.html`). */
function htmlFile(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}

/** Where the pages are read: a worker thread, which stops once the last is read. */
const reader = new ModuleWorker(__filename);

/**
 * The records of every route's built page (`titleSuffix`, e.g. ` | ink!`, cut from titles), read
 * in a worker thread: the build's main thread goes on with the other plugins' last steps (the
 * security policy of every page) meanwhile, on the other core.
 */
export function recordsFromBuild(outDir: string, baseUrl: string, routes: string[], titleSuffix: string): Promise<PageRecord[]> {
  const pages = routes.flatMap((route) => {
    const file = htmlFile(outDir, baseUrl, route);
    return file ? [{file, route}] : [];
  });
  return reader.call<PageRecord[]>(readPages.name, pages, titleSuffix);
}

/**
 * The worker's side of `recordsFromBuild`. One page at a time: its HTML and parsed tree are let go
 * before the next is read. A page read by an earlier build, unchanged, is not parsed again.
 */
export async function readPages(pages: {file: string; route: string}[], titleSuffix: string): Promise<PageRecord[]> {
  // Only this thread parses HTML: the build's main thread, which loads this module with the
  // site's config, does not load the parser (cheerio, with parse5 and undici: ~0.2 s).
  const {readablePart, recordsFromPart} = await import('./html');
  const records: PageRecord[] = [];
  for (const {file, route} of pages) {
    const part = readablePart(readFileSync(file, 'utf8'));
    records.push(...recordsCache.get([part, route, titleSuffix], () => recordsFromPart(part, route, titleSuffix)));
  }
  await recordsCache.flush();
  return records;
}
