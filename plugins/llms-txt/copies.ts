/**
 * The Markdown copies of the docs, made off the build's main thread. Reading every page as MDX is
 * most of this plugin's time and most of its garbage: the copies an earlier build made are read
 * from `node_modules/.cache/llms-txt` (tools/lib/disk-cache.ts, keyed by the page and the
 * converter's code), and the others are made in a worker thread, while the main thread goes on
 * (bundling the site, in a build).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {DiskCache, filesHash} from '../../tools/lib/disk-cache';
import type {cleanMarkdown} from './markdown';

/** A page to copy: its source, its title, the site root its links are made absolute with (see `cleanMarkdown`). */
export type CopyRequest = [text: string, title: string, siteRoot: string | null];

const CONVERTER = path.join(__dirname, 'markdown.ts');

const copiesCache = new DiskCache<string>('llms-txt', filesHash(__dirname, ['markdown.ts', '../../tools/markdown/index.ts']));

// The worker loads the converter as Docusaurus loads the site's plugins: with jiti, TypeScript included.
const WORKER = `
const {parentPort, workerData} = require('node:worker_threads');
const {cleanMarkdown} = require(workerData.jiti)(workerData.converter)(workerData.converter);
parentPort.postMessage(workerData.pages.map(([key, [text, title, siteRoot]]) => [key, cleanMarkdown(text, title, siteRoot ?? undefined)]));
`;

/** Resolves once every copy made so far is stored on disk for the next build. */
export function storeCopies(): Promise<void> {
  return copiesCache.flush();
}

/** `[key, copy]` for each `[key, request]`, made in a worker thread. */
function inWorker(pages: [string, CopyRequest][]): Promise<[string, string][]> {
  const workerData = {jiti: createRequire(__filename).resolve('jiti'), converter: CONVERTER, pages};
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {eval: true, workerData});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`[llms-txt] the worker making the Markdown copies stopped (exit ${code})`)));
  });
}

/**
 * A `cleanMarkdown` for the pages of `requests`, each copy made beforehand: read from `cache` where an
 * earlier build stored it, the others made together in a worker thread, and stored.
 */
export async function cleanerFor(requests: readonly CopyRequest[], cache = copiesCache): Promise<typeof cleanMarkdown> {
  const missing = requests
    .map((request): [string, CopyRequest] => [cache.key(request), request])
    .filter(([key]) => cache.read(key) === undefined);
  if (missing.length > 0) for (const [key, copy] of await inWorker(missing)) cache.write(key, copy);
  return (text, title, siteRoot) => {
    const copy = cache.read(cache.key([text, title, siteRoot ?? null] satisfies CopyRequest));
    if (copy === undefined) throw new Error(`[llms-txt] no Markdown copy of "${title}" was made`);
    return copy;
  };
}
