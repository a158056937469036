/**
 * The Markdown copies of the docs, made off the build's main thread. Reading every page as MDX is
 * most of this plugin's time and most of its garbage: the copies an earlier build made are read
 * from `node_modules/.cache/llms-txt` (tools/lib/disk-cache.ts, keyed by the page and the
 * converter's code), and the others are made in a worker thread, while the main thread goes on
 * (bundling the site, in a build).
 */
import path from 'node:path';
import {DiskCache, filesHash} from '../../tools/lib/disk-cache';
import {ModuleWorker} from '../../tools/lib/module-worker';
import type {cleanMarkdown} from './markdown';

/** A page to copy: its source, its title, the site root its links are made absolute with (see `cleanMarkdown`). */
export type CopyRequest = [text: string, title: string, siteRoot: string | null];

const copiesCache = new DiskCache<string>('llms-txt', filesHash(__dirname, ['markdown.ts', '../../tools/markdown/index.ts']));

/** The converter (./markdown.ts) in a worker thread, which stops once the copies are made. */
const converter = new ModuleWorker(path.join(__dirname, 'markdown.ts'));

/** Resolves once every copy made so far is stored on disk for the next build. */
export function storeCopies(): Promise<void> {
  return copiesCache.flush();
}

/**
 * A `cleanMarkdown` for the pages of `requests`, each copy made beforehand: read from `cache` where an
 * earlier build stored it, the others made together in a worker thread, and stored.
 */
export async function cleanerFor(requests: readonly CopyRequest[], cache = copiesCache): Promise<typeof cleanMarkdown> {
  const missing = requests
    .map((request): [string, CopyRequest] => [cache.key(request), request])
    .filter(([key]) => cache.read(key) === undefined);
  await Promise.all(
    missing.map(async ([key, [text, title, siteRoot]]) =>
      cache.write(key, await converter.call<string>('cleanMarkdown', text, title, siteRoot ?? undefined)),
    ),
  );
  return (text, title, siteRoot) => {
    const copy = cache.read(cache.key([text, title, siteRoot ?? null] satisfies CopyRequest));
    if (copy === undefined) throw new Error(`[llms-txt] no Markdown copy of "${title}" was made`);
    return copy;
  };
}
