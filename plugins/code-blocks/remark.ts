/**
 * The remark step every Markdown and MDX file goes through (docs of every version, tutorials,
 * blog, MDX pages and the MDX partials the TSX pages import): each fenced block becomes finished
 * HTML (./highlight.ts), handed to the theme's `CodeBlock` as its `html` prop; the block's text
 * becomes what the copy button copies. Inline code is left alone.
 */
import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {highlight, UnknownLanguageError} from './highlight';
import type {ApiLinker} from './apiLinks';

export interface Options {
  /** The ink! release a file's examples are written against (by its path), or none. */
  releaseOf?: (filePath: string) => string | undefined;
  /** The linker of a release. */
  linkerFor?: (release: string) => ApiLinker;
}

/** A block's own release (`api=v5`: another release's code on purpose; `api=none`: no release). */
function blockRelease(meta: string | null | undefined, pageRelease: string | undefined): string | undefined {
  const own = /(?:^|\s)api=(\S+)/.exec(meta ?? '')?.[1];
  if (own === 'none') return undefined;
  return own ?? pageRelease;
}

function codeNodes(node: Root | RootContent, found: Code[] = []): Code[] {
  if (node.type === 'code') found.push(node);
  if ('children' in node) for (const child of node.children) codeNodes(child, found);
  return found;
}

export default function remarkCodeBlocks(options: Options = {}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const pageRelease = options.releaseOf?.(file.path);
    for (const node of codeNodes(tree)) {
      const lang = node.lang ?? 'text';
      const release = blockRelease(node.meta, pageRelease);
      const linker = release && options.linkerFor ? options.linkerFor(release) : undefined;
      const before = /(?:^|\s)before=(v\d+)/.exec(node.meta ?? '')?.[1];
      const beforeLinker = linker && before && options.linkerFor ? options.linkerFor(before) : undefined;
      try {
        const {html, copy} = await highlight({code: node.value, lang, meta: node.meta, linker, beforeLinker});
        node.value = copy;
        node.data = {...node.data, hProperties: {...node.data?.hProperties, html}};
      } catch (error) {
        if (!(error instanceof UnknownLanguageError)) throw error;
        const where = `${file.path}:${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: ${error.message}`, {cause: error});
      }
    }
  };
}
