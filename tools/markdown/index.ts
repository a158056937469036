// The one reader of the site's Markdown: the pages as Docusaurus compiles them (every `.md` and
// `.mdx` is MDX), parsed by remark (CommonMark, GFM tables, `:::` admonitions as directives, MDX
// JSX, expressions and ESM, YAML front matter). The content checks, the dev-mode search index
// and the Markdown copies of the docs read pages through it, so they agree on what is a heading,
// a code block or prose.
//
// Docusaurus reads a heading's `{#custom-id}` and an admonition's title written after a space
// (`:::tip Title`, remark-directive knows only `:::tip[Title]`) before MDX parses the page;
// `parseMarkdown` does the same, replacing each with spaces of its length so every position in the
// tree stays that of the source.
import type {Code, Heading as MdastHeading, Nodes, Root, RootContent, Yaml} from 'mdast';
import {toString} from 'mdast-util-to-string';
import yaml from 'js-yaml';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {createSlugger} from '@docusaurus/utils';
import {isRecord} from '../../src/utils/isRecord';

export type {Nodes, Root, RootContent};

/** A heading: its level, its text (markup and the `{#id}` left out), its anchor, its 1-based line. */
export type Heading = {depth: number; text: string; id: string; explicitId: boolean; line: number};
/** A fenced code block: the language and the rest of the fence info, the code, the fence's 1-based line. */
export type CodeBlock = {lang: string; meta: string; value: string; line: number};

export type MarkdownDoc = {
  tree: Root;
  /** The front matter's YAML as written (without the `---` lines), or null when there is none. */
  frontMatterSource: string | null;
  /** The source after the front matter. */
  body: string;
  /** How many lines the front matter takes: a line of the body is its line in the source minus this. */
  bodyLineOffset: number;
  /** The explicit `{#id}` of the heading on a 1-based line. */
  explicitIds: Map<number, string>;
  /** The title written after a space on an admonition's opening line (`:::tip Title`), by line. */
  admonitionTitles: Map<number, string>;
};

/** `## Title {#custom-id}`: Docusaurus's explicit heading id (its own pattern). */
const EXPLICIT_ID = /^(#{1,6}[ \t].*?)(\s*\{#([^{}]+?)\})\s*$/;
/** `:::tip Title`: an admonition with its title after a space. */
const SPACED_TITLE = /^(\s*:{3,}[a-z]+)([ \t]+([^\s[{].*?))\s*$/;

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);
const mdxParserWithoutGfm = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkMdx);
const commonMarkParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);

/** `source` with headings' `{#id}` and admonitions' spaced titles blanked out (same length), and what they were by line. */
function maskDocusaurusSyntax(source: string): {masked: string; ids: Map<number, string>; titles: Map<number, string>} {
  const ids = new Map<number, string>();
  const titles = new Map<number, string>();
  const lines = source.split('\n').map((line, index) => {
    const id = EXPLICIT_ID.exec(line);
    if (id?.[2] && id[3]) {
      ids.set(index + 1, id[3]);
      return line.replace(id[2], ' '.repeat(id[2].length));
    }
    const title = SPACED_TITLE.exec(line);
    if (title?.[1] && title[2] && title[3]) {
      titles.set(index + 1, title[3]);
      return title[1] + ' '.repeat(line.length - title[1].length);
    }
    return line;
  });
  return {masked: lines.join('\n'), ids, titles};
}

/** A leading front matter block: `---`, the YAML, `---`, up to the end of that line. */
const FRONT_MATTER_BLOCK = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The YAML node a parse found first, if the source opens with front matter. */
function frontMatterNode(tree: Root): Yaml | undefined {
  const first = tree.children[0];
  return first?.type === 'yaml' ? first : undefined;
}

/** Where the body starts: after the front matter's closing `---` and its line break. */
function bodyStart(source: string, node: Yaml | undefined): number {
  const end = node?.position?.end.offset;
  if (end === undefined) return 0;
  return end + (/^\r?\n/.exec(source.slice(end))?.[0].length ?? 0);
}

/** A masked line inside a code block was code, not Docusaurus syntax: its text goes back into the block. */
function unmaskCode(tree: Root, source: string, masked: string, ids: Map<number, string>, titles: Map<number, string>): void {
  const sourceLines = source.split('\n');
  const maskedLines = masked.split('\n');
  walk(tree, (node) => {
    if (node.type !== 'code' || !node.position) return;
    const first = node.position.start.line + 1;
    const values = node.value.split('\n');
    values.forEach((value, index) => {
      const line = first + index;
      if (!ids.delete(line) && !titles.delete(line)) return;
      const cut = (maskedLines[line - 1] ?? '').length - value.length;
      values[index] = (sourceLines[line - 1] ?? '').slice(cut);
    });
    node.value = values.join('\n');
  });
}

/**
 * Parses a page as MDX. Throws on what MDX cannot parse (a stray `<` or `{`), as the build would;
 * `splitFrontMatter` reads the front matter of any text. With `gfm: false`, GFM's tables, bare-URL
 * links, footnotes, strikethrough and task lists are left as the text they are written in: for a
 * reader that looks at none of them, the reading takes about a third less time.
 */
export function parseMarkdown(source: string, {gfm = true}: {gfm?: boolean} = {}): MarkdownDoc {
  const {masked, ids, titles} = maskDocusaurusSyntax(source);
  const tree = (gfm ? mdxParser : mdxParserWithoutGfm).parse(masked);
  if (ids.size > 0 || titles.size > 0) unmaskCode(tree, source, masked, ids, titles);
  const node = frontMatterNode(tree);
  const start = bodyStart(source, node);
  return {
    tree,
    frontMatterSource: node ? node.value : null,
    body: source.slice(start),
    bodyLineOffset: source.slice(0, start).split('\n').length - 1,
    explicitIds: ids,
    admonitionTitles: titles,
  };
}

/**
 * Any text read as CommonMark (with GFM and front matter), not MDX: never fails, and finds what MDX
 * has no node for (HTML comments).
 */
export function commonMarkTree(source: string): Root {
  return commonMarkParser.parse(source);
}

/** The front matter (parsed as YAML; throws on invalid YAML) and the body, of any Markdown text. */
export function splitFrontMatter(source: string): {frontMatter: Record<string, unknown>; body: string} {
  // Only the opening block is parsed: front matter is all this needs, and a page is read many
  // times over by the checks.
  const head = FRONT_MATTER_BLOCK.exec(source)?.[0];
  const node = head === undefined ? undefined : frontMatterNode(commonMarkTree(head));
  if (!node) return {frontMatter: {}, body: source};
  const data: unknown = yaml.load(node.value);
  return {frontMatter: isRecord(data) ? data : {}, body: source.slice(bodyStart(source, node))};
}

/** Every node of the tree, depth first, with `skip` deciding which subtrees not to enter. */
export function walk(node: Nodes, visit: (node: Nodes) => boolean | void): void {
  if (visit(node) === false) return;
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** The headings, in order, each with its anchor as Docusaurus writes it (explicit, else slugged). */
export function headings(doc: MarkdownDoc): Heading[] {
  const slugger = createSlugger();
  const found: Heading[] = [];
  walk(doc.tree, (node) => {
    if (node.type !== 'heading') return;
    const line = node.position?.start.line ?? 0;
    const text = headingText(node);
    const explicit = doc.explicitIds.get(line);
    found.push({depth: node.depth, text, id: explicit ?? slugger.slug(text), explicitId: explicit !== undefined, line});
    return false;
  });
  return found;
}

function headingText(node: MdastHeading): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}

/** The fenced code blocks (MDX has no indented code), in order, wherever they are nested. */
export function codeBlocks(doc: MarkdownDoc): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  walk(doc.tree, (node) => {
    if (node.type === 'code') blocks.push(codeBlock(node));
  });
  return blocks;
}

function codeBlock(node: Code): CodeBlock {
  return {lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line: node.position?.start.line ?? 0};
}

/** Nodes whose children run together as one line of text (no space added between them). */
const PHRASING = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
  'mdxJsxTextElement',
  'textDirective',
]);

/** Whether a node is a directive's `[label]` (an admonition's title), not its content. */
export function isDirectiveLabel(node: Nodes): boolean {
  return node.type === 'paragraph' && isRecord(node.data) && node.data.directiveLabel === true;
}

/**
 * The text a reader reads as prose: no front matter, code blocks, ESM, expressions (`{/* … *\/}`
 * comments), JSX tags or their attributes (their children stay), admonition markers or titles.
 * Inline code and link texts stay. Blocks are separated by a space.
 */
export function proseText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
      return node.alt ?? '';
    // `:name` in a sentence ("at 10:30") is text Docusaurus puts back.
    case 'textDirective':
      return `:${node.name}${node.children.map(proseText).join('')}`;
    case 'yaml':
    case 'code':
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return '';
    default:
      break;
  }
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).filter((child) => !isDirectiveLabel(child)).map(proseText);
  return PHRASING.has(node.type) ? parts.join('') : parts.join(' ');
}

/** Words in a text: whitespace-separated runs holding a letter or a digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
