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
  /** The linker for a file (by its path), or none. */
  linkerFor?: (filePath: string) => ApiLinker | undefined;
}

function codeNodes(node: Root | RootContent, found: Code[] = []): Code[] {
  if (node.type === 'code') found.push(node);
  if ('children' in node) for (const child of node.children) codeNodes(child, found);
  return found;
}

export default function remarkCodeBlocks(options: Options = {}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const linker = options.linkerFor?.(file.path);
    for (const node of codeNodes(tree)) {
      const lang = node.lang ?? 'text';
      try {
        const {html, copy} = await highlight({code: node.value, lang, meta: node.meta, linker});
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
