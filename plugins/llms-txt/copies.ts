/**
 * The Markdown copies of the docs. Reading every page as MDX is most of this plugin's time and
 * most of its garbage, so a page is read once where possible:
 * - in a build, `remarkLlmsCopies` makes each page's copy from the tree Docusaurus's compiler
 *   parsed anyway;
 * - the copies an earlier build made are read from `node_modules/.cache/llms-txt`
 *   (tools/lib/disk-cache.ts, keyed by the page and the converter's code): a warm build compiles
 *   no page;
 * - any other page (all of them in the dev server, whose files are made before any page compiles)
 *   is read in a worker thread, while the main thread goes on.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {DiskCache, filesHash} from '../../tools/lib/disk-cache';
import {ModuleWorker} from '../../tools/lib/module-worker';
import {compiledCopyBody, withTitle, type cleanMarkdown} from './markdown';

/** A page to copy: its source, its title, the site root its links are made absolute with (see `cleanMarkdown`). */
export type CopyRequest = [text: string, title: string, siteRoot: string | null];

const copiesCache = new DiskCache<string>('llms-txt', filesHash(__dirname, ['markdown.ts', '../../tools/markdown/index.ts']));

/** The converter (./markdown.ts) in a worker thread, which stops once the copies are made. */
const converter = new ModuleWorker(path.join(__dirname, 'markdown.ts'));

/** The copies made from the compiler's trees, by source file: each without its title, and the site root of its links. */
const compiled = new Map<string, {body: string; siteRoot: string}>();

/**
 * A remark plugin for the docs plugins' `beforeDefaultRemarkPlugins` (so the tree is as parsed,
 * before Docusaurus's own plugins change it): keeps each page's copy, its links made absolute
 * with `siteRoot`, for `cleanerFor`.
 */
export function remarkLlmsCopies({siteRoot}: {siteRoot: string}) {
  return (tree: Root, file: VFile): void => {
    const body = file.path ? compiledCopyBody(String(file.value), tree, siteRoot) : undefined;
    if (body !== undefined) compiled.set(file.path, {body, siteRoot});
  };
}

/** How this process's copies were made, for the build's log: the others were read from the cache. */
export const madeCopies = {fromCompile: 0, inWorker: 0};

/** Resolves once every copy made so far is stored on disk for the next build. */
export function storeCopies(): Promise<void> {
  return copiesCache.flush();
}

/**
 * A `cleanMarkdown` for the pages of `requests` (each with its source file), each copy made
 * beforehand: read from `cache` where an earlier build stored it, else made from the compiler's
 * tree where the page was compiled (once `copiesReady` resolves), the others made together in a
 * worker thread; all stored.
 */
export async function cleanerFor(
  requests: readonly (readonly [CopyRequest, file: string])[],
  copiesReady: Promise<void> = Promise.resolve(),
  cache = copiesCache,
): Promise<typeof cleanMarkdown> {
  const missing = requests
    .map(([request, file]) => [cache.key(request), request, file] as const)
    .filter(([key]) => cache.read(key) === undefined);
  // The copies the compiler makes are awaited only when some page's copy is not in the cache.
  if (missing.length > 0) await copiesReady;
  await Promise.all(
    missing.map(async ([key, [text, title, siteRoot], file]) => {
      const made = compiled.get(file);
      if (made && made.siteRoot === siteRoot) {
        madeCopies.fromCompile++;
        cache.write(key, withTitle(title, made.body));
      } else {
        madeCopies.inWorker++;
        cache.write(key, await converter.call<string>('cleanMarkdown', text, title, siteRoot ?? undefined));
      }
    }),
  );
  return (text, title, siteRoot) => {
    const copy = cache.read(cache.key([text, title, siteRoot ?? null] satisfies CopyRequest));
    if (copy === undefined) throw new Error(`[llms-txt] no Markdown copy of "${title}" was made`);
    return copy;
  };
}
