/**
 * The remark step every Markdown and MDX file goes through (docs of every version, tutorials,
 * blog, MDX pages and the MDX partials the TSX pages import): each fenced block becomes finished
 * HTML (./highlight.ts), handed to the theme's `CodeBlock` as its `html` prop, and nothing else:
 * the block's text is left empty, as the theme reads the copy text from the HTML (./copyText.ts),
 * so the page's script carries the code once. Inline code is left alone.
 */
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {fenceMarks} from '../../tools/checks/content-rules';
import {walk} from '../../tools/markdown';
import {highlight, UnknownLanguageError} from './highlight';
import type {ApiLinker} from './apiLinks';

export interface Options {
  /** The ink! release a file's examples are written against (by its path), or none. */
  releaseOf?: (filePath: string) => string | undefined;
  /** The linker of a release. */
  linkerFor?: (release: string) => ApiLinker;
}

export default function remarkCodeBlocks(options: Options = {}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const pageRelease = options.releaseOf?.(file.path);
    const blocks: Code[] = [];
    walk(tree, (node) => {
      if (node.type === 'code') blocks.push(node);
    });
    for (const node of blocks) {
      const lang = node.lang ?? 'text';
      // A block's own release (`api=v5`: another release's code on purpose; `api=none`: none).
      const {api, before, title, lineNumbersStart} = fenceMarks(node.meta);
      const release = api === 'none' ? undefined : (api ?? pageRelease);
      const linker = release && options.linkerFor ? options.linkerFor(release) : undefined;
      const beforeLinker = linker && before && options.linkerFor ? options.linkerFor(before) : undefined;
      try {
        const {html} = await highlight({code: node.value, lang, meta: node.meta, linker, beforeLinker});
        node.value = '';
        // The title and line numbers too, read here: the browser gets no meta parser.
        const shown = {...(title ? {title} : {}), ...(lineNumbersStart === undefined ? {} : {showLineNumbers: lineNumbersStart})};
        node.data = {...node.data, hProperties: {...node.data?.hProperties, html, ...shown}};
      } catch (error) {
        if (!(error instanceof UnknownLanguageError)) throw error;
        const where = `${file.path}:${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: ${error.message}`, {cause: error});
      }
    }
  };
}
