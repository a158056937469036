import path from 'node:path';
import {remarkCodeBlocks} from '../plugins/code-blocks';
import {linkerFor} from '../plugins/code-blocks/apiLinks';
import type {Options} from '../plugins/code-blocks/remark';
import {CURRENT_VERSION} from './versions';

const SITE_DIR = path.resolve(__dirname, '..');

/**
 * The ink! release a content file's examples are written against: its docs version's
 * (`versioned_docs/version-v5/…` → v5), and the current one for the current docs, the
 * tutorials, the blog and the pages.
 */
export function releaseOf(filePath: string): string {
  const relative = path.relative(SITE_DIR, filePath).split(path.sep).join('/');
  return /^versioned_docs\/version-(v\d+)\//.exec(relative)?.[1] ?? CURRENT_VERSION.label;
}

const options: Options = {releaseOf, linkerFor};

/** Every content plugin's remark steps: code blocks highlighted at build time, ink! names linked. */
export const codeBlockRemarkPlugins = [[remarkCodeBlocks, options]] as [typeof remarkCodeBlocks, Options][];

/**
 * theme-classic's Prism settings, for the one code block it still draws (a block whose content is
 * React elements, `@theme/CodeBlock/Content/Element`): the colours of the build's code theme, no
 * token styles, no magic comments (the build reads them). Its default, a whole Prism theme, would
 * ride in the site config that every page's `main` script carries.
 */
export const prism = {
  theme: {plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'}, styles: []},
  magicComments: [],
};
