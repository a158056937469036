/**
 * Highlights a fenced code block into finished HTML at build time, once: in a worker thread (the
 * build's main thread compiles the pages meanwhile), with one Shiki highlighter there, and every
 * distinct block (language, code, meta, release) cached on disk between builds, so an edit
 * re-highlights only the blocks it changed.
 *
 * The output is the inside of a `<code>` element: one `<span class="line">` per line (no block
 * element inside `<code>`), tokens as spans with colour classes (./palette.ts: one tokenising pass
 * colours both modes), and classes for
 * highlighted (`hl`), added (`diff add`) and removed (`diff remove`) lines. Beside it, the text
 * the copy button copies: the code without magic comments, diff notation or removed lines.
 */
import type {Element, ElementContent, Root} from 'hast';
import type {BundledLanguage, hastToHtml, Highlighter, ShikiTransformer} from 'shiki';
import type {transformerNotationDiff} from '@shikijs/transformers';
import {colourClass, paletteCss, pairThemes, type Palette, type PairedThemes} from './palette';
import {diffSides} from '../../tools/checks/content-rules';
import {DiskCache, filesHash} from '../../tools/lib/disk-cache';
import {ModuleWorker} from '../../tools/lib/module-worker';
import {apiLinksTransformer, linkerFor, type ApiLinker, type Link} from './apiLinks';
import {copyText} from './copyText';

/** Fence languages (and their aliases) the site highlights, with Shiki's grammar for each. */
export const LANGUAGES: Record<string, string> = {
  rust: 'rust',
  rs: 'rust',
  toml: 'toml',
  json: 'json',
  jsonc: 'jsonc',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  console: 'shellsession',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'jsx',
  solidity: 'solidity',
  yaml: 'yaml',
  yml: 'yaml',
  diff: 'diff',
  md: 'markdown',
  markdown: 'markdown',
  python: 'python',
  go: 'go',
  css: 'css',
  html: 'html',
  text: 'text',
  txt: 'text',
};

/** The code themes of the two colour modes: a pair made from one rule list (./palette.ts). */
export const THEMES = {light: 'github-light', dark: 'github-dark'} as const;

/**
 * Highlighted blocks kept between builds. The code that shapes the markup is part of every key: a
 * change to it re-highlights every block instead of reusing blocks of an older shape.
 */
const CODE = filesHash(__dirname, ['highlight.ts', 'palette.ts', 'apiLinks.ts', 'copyText.ts']);
const cache = new DiskCache<Highlighted>('code-blocks', CODE);
/** The token stylesheet, kept the same way: a rebuild whose blocks are all cached never starts the highlighter. */
const stylesheets = new DiskCache<string>('code-theme', CODE);

export class UnknownLanguageError extends Error {}

export interface Block {
  code: string;
  lang: string;
  meta?: string | null;
  /** Links ink! names in Rust blocks to their definition at this release (`linkerFor`'s). */
  linker?: ApiLinker;
  /** For the removed lines of a diff (`// [!code --]`): the release the change migrates from. */
  beforeLinker?: ApiLinker;
}

/** A block as the worker gets it: the linkers by their version. */
type Request = Pick<Block, 'code' | 'lang' | 'meta'> & {release?: string; before?: string};

export interface Highlighted {
  html: string;
  copy: string;
}

/** What highlighting needs, loaded once a build: Shiki, its transformers, the paired theme of both modes. */
interface Shiki {
  highlighter: Highlighter;
  hastToHtml: typeof hastToHtml;
  transformerNotationDiff: typeof transformerNotationDiff;
  paired: PairedThemes;
}

let shiki: Promise<Shiki> | undefined;
let languages: Promise<void> | undefined;

/** The thread's one highlighter and the rest of `Shiki`; the languages are loaded by the first block (`render`). */
function loadShiki(): Promise<Shiki> {
  shiki ??= Promise.all([import('shiki'), import('@shikijs/transformers')]).then(
    async ([{createHighlighter, hastToHtml}, {transformerNotationDiff}]) => {
      const highlighter = await createHighlighter({themes: Object.values(THEMES), langs: []});
      const paired = pairThemes(highlighter.getTheme(THEMES.light), highlighter.getTheme(THEMES.dark));
      await highlighter.loadTheme(paired.theme);
      return {highlighter, hastToHtml, transformerNotationDiff, paired};
    },
  );
  return shiki;
}

/** The palettes of both modes, from the themes the highlighter loaded. */
export async function palettes(): Promise<{light: Palette; dark: Palette}> {
  const {light, dark} = (await loadShiki()).paired;
  return {light, dark};
}

/**
 * The stylesheet of the token colours, made in the worker (the build's main thread never loads
 * Shiki) or read from the disk cache.
 */
export function codeThemeCss(): Promise<string> {
  return stylesheets.getAsync(THEMES, () => worker.call<string>(themeCss.name));
}

/** The worker's side of `codeThemeCss`. */
export async function themeCss(): Promise<string> {
  const {light, dark} = await palettes();
  return paletteCss([light, dark]);
}

const MAGIC = /^\s*(?:\/\/|#|<!--|\{\/\*|\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:-->|\*\/\}|\*\/)?\s*$/;
const RANGE = /\{([\d,-]+)\}/;

/**
 * Docusaurus's line highlights: `{1,4-6}` in the meta (1-based; the code is kept as written), else
 * the `highlight-next-line` and `highlight-start` … `highlight-end` comments, which are removed.
 */
export function highlightedLines(code: string, meta = ''): {code: string; lines: Set<number>} {
  const range = RANGE.exec(meta)?.[1];
  if (range) {
    const lines = new Set<number>();
    for (const part of range.split(',')) {
      const [from = 0, to = from] = part.split('-').map(Number);
      for (let n = from; n <= to; n++) if (n > 0) lines.add(n);
    }
    return {code, lines};
  }
  const kept: string[] = [];
  const lines = new Set<number>();
  let next = false;
  let inBlock = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'highlight-next-line') next = true;
    else if (magic === 'highlight-start') inBlock = true;
    else if (magic === 'highlight-end') inBlock = false;
    else {
      kept.push(line);
      if (next || inBlock) lines.add(kept.length);
      next = false;
    }
  }
  return {code: kept.join('\n'), lines};
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Token colours as classes of the paired theme (./palette.ts) instead of Shiki's inline styles. */
const colourClasses: ShikiTransformer = {
  name: 'ink:colour-classes',
  span(node) {
    const style = typeof node.properties.style === 'string' ? node.properties.style : '';
    delete node.properties.style;
    const classes: string[] = [];
    for (const declaration of style.split(';')) {
      const [property, value] = declaration.split(':').map((part) => part.trim());
      if (!property || !value) continue;
      if (property === 'color') {
        // The block's own colour has no class.
        const colour = colourClass(value);
        if (colour) classes.push(colour);
      } else if (property === 'font-style' && value.includes('italic')) classes.push('it');
      else if (property === 'font-weight' && value.includes('bold')) classes.push('bd');
    }
    if (classes.length > 0) node.properties.className = classes;
  },
};

/** Two tokens that can be one: both text, or both spans of the same classes with only text inside. */
function sameStyle(a: ElementContent, b: ElementContent): boolean {
  if (a.type === 'text' || b.type === 'text') return a.type === b.type;
  const plain = (node: ElementContent): node is Element =>
    node.type === 'element' &&
    node.tagName === 'span' &&
    Object.keys(node.properties).join() === 'className' &&
    node.children.every((child) => child.type === 'text');
  return plain(a) && plain(b) && String(a.properties.className) === String(b.properties.className);
}

/** Tokens in fewer nodes: one in the block's own colour is bare text, neighbours of one style are one. */
function compact(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    let token = node;
    if (token.type === 'element') {
      token.children = compact(token.children);
      const [only] = token.children;
      if (token.tagName === 'span' && Object.keys(token.properties).length === 0 && token.children.length === 1 && only)
        token = only;
    }
    const last = out.at(-1);
    if (last && sameStyle(last, token)) {
      if (last.type === 'text' && token.type === 'text') last.value += token.value;
      else if (last.type === 'element' && token.type === 'element')
        last.children = [{type: 'text', value: textOf(last) + textOf(token)}];
    } else {
      out.push(token.type === 'text' ? {...token} : token);
    }
  }
  return out;
}

/** After the diff notation has read its comments from the tokens: the lines' tokens compacted. */
const compactTokens: ShikiTransformer = {
  name: 'ink:compact-tokens',
  code(node) {
    for (const line of node.children) if (line.type === 'element') line.children = compact(line.children);
  },
};

/** Marks highlighted lines and keeps only the line markup (no `pre`, no `code`) for the component. */
function lineMarks(lines: Set<number>): ShikiTransformer {
  return {
    name: 'ink:line-marks',
    line(node, line) {
      if (lines.has(line)) this.addClassToHast(node, 'hl');
    },
  };
}

let rendered = 0;

/** Where blocks are highlighted; it stops a few seconds after the last block (its memory given back). */
const worker = new ModuleWorker(__filename, 5000);

/**
 * Keeps the highlighter's worker until the returned function is called, however long no block
 * comes (see `ModuleWorker.hold`): a build holds it from the plugin's start to the end of bundling,
 * across the pause between the TSX pages' samples and the first page's blocks.
 */
export function holdHighlighter(): () => void {
  return worker.hold();
}

/** What this process highlighted and what it took from the caches (printed after a build). */
export function highlightStats(): {rendered: number; fromDisk: number; fromMemory: number} {
  return {rendered, ...cache.stats};
}

/** Resolves once every block highlighted so far, and the stylesheet, are stored on disk for the next build. */
export async function storeHighlights(): Promise<void> {
  await Promise.all([cache.flush(), stylesheets.flush()]);
}

/** Finished HTML of one block (from the cache when this block was highlighted before). */
export async function highlight(block: Block): Promise<Highlighted> {
  const grammar = LANGUAGES[block.lang];
  if (grammar === undefined) {
    throw new UnknownLanguageError(
      `unknown code block language "${block.lang}"; known: ${Object.keys(LANGUAGES).sort().join(', ')}`,
    );
  }
  const {code, lang, meta, linker, beforeLinker} = block;
  return cache.getAsync([THEMES, lang, meta ?? '', code, linker?.id ?? '', beforeLinker?.id ?? ''], async () => {
    const request: Request = {code, lang, meta, release: linker?.version, before: beforeLinker?.version};
    const result = await worker.call<Highlighted>(renderBlock.name, request);
    rendered += 1;
    return result;
  });
}

/** The links of a block; in a diff, the removed lines' names resolve at the release it migrates from. */
async function linksOf(code: string, linker: ApiLinker, beforeLinker = linker): Promise<Link[]> {
  const sides = diffSides(code);
  if (!sides) return linker.resolve(code);
  const [after, before] = await Promise.all([linker.resolve(sides.after), beforeLinker.resolve(sides.before)]);
  return [...after.filter((link) => !sides.removed.has(link.line)), ...before.filter((link) => sides.removed.has(link.line))];
}

/** Finished HTML of one block, made in this thread (the worker's side of `highlight`). */
export function renderBlock({release, before, ...block}: Request): Promise<Highlighted> {
  const linker = release === undefined ? undefined : linkerFor(release);
  const beforeLinker = before === undefined ? undefined : linkerFor(before);
  return render({...block, linker, beforeLinker}, LANGUAGES[block.lang] ?? 'text');
}

async function render(block: Block, grammar: string): Promise<Highlighted> {
  const {highlighter, hastToHtml, transformerNotationDiff, paired} = await loadShiki();
  languages ??= highlighter.loadLanguage(
    ...([...new Set(Object.values(LANGUAGES))].filter((lang) => lang !== 'text') as BundledLanguage[]),
  );
  await languages;
  const {code, lines} = highlightedLines(block.code.replace(/\n$/, ''), block.meta ?? '');
  const transformers: ShikiTransformer[] = [transformerNotationDiff({matchAlgorithm: 'v3'}), lineMarks(lines), colourClasses];
  if (block.linker && grammar === 'rust')
    transformers.push(apiLinksTransformer(await linksOf(code, block.linker, block.beforeLinker)));
  transformers.push(compactTokens);
  const hast = highlighter.codeToHast(code, {
    lang: grammar,
    theme: paired.theme.name,
    // No time limit per line (Shiki's default is 0.5 s): past it the rest of the line stays
    // uncoloured in that theme, so a busy machine or a pause for garbage collection would make a
    // build's HTML differ from the last one's, and the disk cache would keep it.
    tokenizeTimeLimit: 0,
    transformers,
  }) as Root;
  const pre = hast.children.find((node): node is Element => node.type === 'element');
  const codeElement = pre?.children.find((node): node is Element => node.type === 'element');
  const html = hastToHtml({type: 'root', children: codeElement?.children ?? []});
  return {html, copy: copyText(html)};
}
