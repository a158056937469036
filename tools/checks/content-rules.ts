// Rules every page of prose must meet (docs of every version, tutorials, blog, MDX pages in src/pages).
// Shared by `npm run check -- content` (what writers run) and the Vitest content test (what CI runs),
// so the two can never disagree.
import {readFile, readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {getRustParser} from './rust-parser';
import {codeBlocks, headings, parseMarkdown, proseText, splitFrontMatter, walk, wordCount, type MarkdownDoc} from '../markdown';

export {splitFrontMatter};

/** An error's message, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'tutorials', 'blog', 'src/pages'];
/** Top-level pages: the theme shows no title of theirs, so their h1 is their own. */
const TOP_LEVEL_PAGES_DIR = path.join(ROOT, 'src/pages');
/** How many `keywords` a page lists. */
const KEYWORDS = {min: 4, max: 8};
const MIN_PROSE_WORDS = 150;
/** Fence meta that marks a Rust block as an intentional fragment (not a whole item or file). */
const FRAGMENT_MARK = 'fragment';
const STUB_PATTERN = /\b(?:TODO|TBD|lorem ipsum|coming soon|placeholder text)\b/i;

const DIFF_NOTATION = /\s*\/\/\s*\[!code (\+\+|--)\]\s*$/;

/**
 * The two sides of a block that shows a change with `// [!code --]` (old line) and `// [!code ++]`
 * (new line): each side keeps the unmarked lines and its own marked ones, without the notation;
 * the other side's lines become empty, so line numbers stay those of the block. `null` for a block
 * without the notation.
 */
export function diffSides(code: string): {before: string; after: string; removed: Set<number>} | null {
  const lines = code.split('\n');
  const marks = lines.map((line) => DIFF_NOTATION.exec(line)?.[1]);
  if (!marks.some(Boolean)) return null;
  const side = (drop: '++' | '--') =>
    lines.map((line, i) => (marks[i] === drop ? '' : line.replace(DIFF_NOTATION, ''))).join('\n');
  const removed = new Set(marks.flatMap((mark, i) => (mark === '--' ? [i + 1] : [])));
  return {before: side('++'), after: side('--'), removed};
}

/**
 * What a fence's meta says about the code: `api=vN` (another release's code on purpose) or
 * `api=none` (a name no release has, on purpose), `before=vN` (the release the old side of a diff
 * is from), `fragment` (partial code); and, as Docusaurus reads them, `title="…"` (or `'…'`) and
 * `showLineNumbers` (`=N`: the first line's number). Read by the checks and by the code-block step.
 */
export function fenceMarks(meta: string | null | undefined): {
  api?: string;
  before?: string;
  fragment: boolean;
  title?: string;
  lineNumbersStart?: number;
} {
  const words = (meta ?? '').split(/\s+/);
  const value = (pattern: RegExp) => words.map((word) => pattern.exec(word)?.[1]).find(Boolean);
  const numbers = words.map((word) => /^showLineNumbers(?:=(\d+))?$/.exec(word)).find(Boolean);
  return {
    api: value(/^api=(v\d+|none)$/),
    before: value(/^before=(v\d+)$/),
    fragment: words.includes(FRAGMENT_MARK),
    title: /title=(["'])(.*?)\1/.exec(meta ?? '')?.[2] || undefined,
    lineNumbersStart: numbers ? Number(numbers[1] ?? 1) : undefined,
  };
}

/** Words a reader reads as prose: front matter, code blocks, JSX tags, comments and admonition markers left out. */
export function proseWordCount(body: string): number {
  return wordCount(proseText(parseMarkdown(body).tree));
}

/** Whether a snippet parses as a Rust source file. */
export async function rustParses(code: string): Promise<boolean> {
  const tree = (await getRustParser()).parse(code);
  const ok = tree !== null && !tree.rootNode.hasError;
  tree?.delete();
  return ok;
}

/** Every problem a page has, as human-readable strings (empty when the page is fine). */
export async function checkPage(file: string, source: string): Promise<string[]> {
  const problems: string[] = [];
  let frontMatter: Record<string, unknown>;
  let body: string;
  try {
    ({frontMatter, body} = splitFrontMatter(source));
  } catch (error) {
    return [`front matter is not valid YAML: ${errorMessage(error)}`];
  }
  let doc: MarkdownDoc | undefined;
  try {
    doc = parseMarkdown(source);
  } catch {
    // Reported below, where MDX compiles the page as the build does.
  }
  for (const line of (doc?.frontMatterSource ?? '').split('\n')) {
    // An unquoted ` #` starts a YAML comment: `description: Use #[ink(topic)]` keeps only "Use".
    if (/^[\w-]+:\s+[^'"\s|>].*\s#/.test(line)) problems.push(`front matter value cut short by an unquoted " #": ${line}`);
  }
  for (const key of ['title', 'description']) {
    const value = frontMatter[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`front matter has no ${key}`);
    }
  }
  // What a reader who needs the page would search for in other words than its title: search
  // weighs a page by them (plugins/search/engine/ranking.ts).
  const {keywords} = frontMatter;
  const phrases = Array.isArray(keywords) ? keywords.filter((item) => typeof item === 'string' && item.trim() !== '') : [];
  if (
    !Array.isArray(keywords) ||
    phrases.length !== keywords.length ||
    phrases.length < KEYWORDS.min ||
    phrases.length > KEYWORDS.max
  ) {
    problems.push(
      `front matter needs keywords: a list of ${KEYWORDS.min} to ${KEYWORDS.max} phrases a reader would search the page by`,
    );
  }
  const words = doc ? wordCount(proseText(doc.tree)) : 0;
  if (doc && words < MIN_PROSE_WORDS) problems.push(`only ${words} words of prose (minimum ${MIN_PROSE_WORDS})`);
  const stub = STUB_PATTERN.exec(body);
  if (stub) problems.push(`stub text "${stub[0]}"`);
  // The title is the page's only h1, and the table of contents lists h2–h3: a deeper or
  // second top-level heading would be missing from it. A top-level page shows no title, so its
  // one h1 is a `#` heading or a header component.
  const ownH1 = path.resolve(file).startsWith(TOP_LEVEL_PAGES_DIR + path.sep) ? 1 : 0;
  let h1s = 0;
  for (const {depth, text} of doc ? headings(doc) : []) {
    if (depth === 1) h1s += 1;
    if ((depth === 1 && h1s > ownH1) || depth > 3) {
      problems.push(`h${depth} heading "${text}" (use ## or ### so it shows in the table of contents)`);
    }
  }
  // The content of a doc, tutorial or post stays the server's HTML on the page a reader first
  // loads (src/components/StaticContent): React does not render it there, so a component that
  // needs React to work (tabs, a live example) would not work until the reader navigated away
  // and back. Such content belongs on a top-level page (src/pages), which React renders.
  // A Markdown partial the page imports is markup too.
  if (doc && ownH1 === 0) {
    const partials = new Set<string>();
    walk(doc.tree, (node) => {
      if (node.type === 'mdxjsEsm')
        for (const [, name = ''] of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]\.{1,2}\/[^'"]+\.mdx?['"]/g))
          partials.add(name);
    });
    walk(doc.tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        /^[A-Z]|\./.test(node.name) &&
        !partials.has(node.name)
      ) {
        const line = (node.position?.start.line ?? 0) - doc.bodyLineOffset;
        problems.push(
          `component <${node.name}> at body line ${line}: a doc, tutorial or post is kept as the server's HTML on first load, where a component needing React does not work (use Markdown, or a page in src/pages)`,
        );
      }
    });
  }
  for (const block of doc ? codeBlocks(doc) : []) {
    const line = block.line - (doc?.bodyLineOffset ?? 0);
    if (block.lang === '') problems.push(`code block at body line ${line} names no language`);
    // A block showing a change must read as Rust with the change made.
    const code = diffSides(block.value)?.after ?? block.value;
    if (block.lang === 'rust' && !fenceMarks(block.meta).fragment && !(await rustParses(code))) {
      problems.push(
        `Rust block at body line ${line} does not parse (mark it "${FRAGMENT_MARK}" only if it is meant to be partial)`,
      );
    }
  }
  try {
    // Docusaurus reads `## Heading {#custom-id}` before MDX parses the braces; do the same.
    const mdx = body.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
    // Loaded here, not at the top: the site's build reads this module (through plugins/code-blocks)
    // with Docusaurus's config loader (jiti), which cannot load @mdx-js/mdx (the remark packages of
    // ../markdown it can).
    const [{compile}, {default: remarkGfm}, {default: remarkDirective}] = await Promise.all([
      import('@mdx-js/mdx'),
      import('remark-gfm'),
      import('remark-directive'),
    ]);
    await compile(mdx, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    problems.push(`MDX does not compile: ${errorMessage(error).split('\n')[0]}`);
  }
  return problems;
}

/** All Markdown/MDX pages under the given files or folders (defaults to every content folder). */
export async function listPages(targets: string[] = CONTENT_DIRS.map((d) => path.join(ROOT, d))): Promise<string[]> {
  const pages: string[] = [];
  async function walk(target: string): Promise<void> {
    let info;
    try {
      info = await stat(target);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const entry of await readdir(target)) await walk(path.join(target, entry));
    } else if (/\.mdx?$/.test(target) && !path.basename(target).startsWith('_')) {
      pages.push(target);
    }
  }
  for (const target of targets) await walk(path.resolve(target));
  return pages.sort();
}

export type PageResult = {file: string; problems: string[]};

export async function checkPages(targets?: string[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const file of await listPages(targets)) {
    results.push({file: path.relative(ROOT, file), problems: await checkPage(file, await readFile(file, 'utf8'))});
  }
  return results;
}
