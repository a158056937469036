/**
 * A doc's MDX source as plain Markdown a reader's tools can use: no front matter, no MDX
 * imports/exports, comments or JSX components (a tab's label stays, as a bold line); admonitions
 * as block quotes; the title as the h1. The page is read with the site's Markdown module
 * (tools/markdown); what it finds is cut out of the source by position, so everything else,
 * fenced code above all, stays exactly as written.
 */
import type {Nodes, Root} from 'mdast';
import {commonMarkTree, isDirectiveLabel, parseMarkdown, proseText, walk} from '../../tools/markdown';
import {isRecord} from '../../src/utils/isRecord';

/** A change to the source: the text from `start` to `end` (offsets) becomes `text`. */
type Edit = {start: number; end: number; text: string; markup: boolean};

/** The Markdown title a `:::type` admonition shows when it names none. */
function admonitionLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

const offsets = (node: Nodes): [number, number] => [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0];

/** `<TabItem label="Rust">` is a tab heading worth keeping; every other component tag goes. */
function tagReplacement(node: Nodes): string {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return '';
  if (node.name !== 'TabItem') return '';
  const label = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label');
  return label && typeof label.value === 'string' && label.value ? `**${label.value}**` : '';
}

/** The text of the JSX in an expression's syntax tree (`{<><Link …>Read the terms</Link></>}` → `Read the terms`). */
function jsxTexts(tree: unknown): string[] {
  if (Array.isArray(tree)) return tree.flatMap(jsxTexts);
  if (!isRecord(tree)) return [];
  if (tree.type === 'JSXText' && typeof tree.value === 'string') return tree.value.trim() ? [tree.value.trim()] : [];
  return Object.entries(tree).flatMap(([key, value]) => (key === 'loc' || key === 'range' ? [] : jsxTexts(value)));
}

/** The HTML comments of the source (MDX has none: they are found by a CommonMark reading). */
function htmlComments(source: string): Edit[] {
  const edits: Edit[] = [];
  // A second reading of the page is the slow part: most pages have no comment to find.
  if (!source.includes('<!--')) return edits;
  walk(commonMarkTree(source), (node) => {
    if (node.type !== 'html') return;
    const [start] = offsets(node);
    for (const match of node.value.matchAll(/<!--[\s\S]*?-->/g)) {
      edits.push({start: start + match.index, end: start + match.index + match[0].length, text: '', markup: true});
    }
  });
  return edits;
}

/** A page as parsed: its text, that text as parsed (comments blanked), its tree, and what was cut before parsing. */
type ParsedPage = {
  source: string;
  parseable: string;
  tree: Root;
  /** Titles written after a space on admonitions' opening lines (`:::tip Title`), by line. */
  admonitionTitles: ReadonlyMap<number, string>;
  /** The HTML comments, found before parsing. */
  comments: Edit[];
};

/** `source`'s HTML comments, and `source` with them blanked (same length): MDX can parse the rest, and they are cut like the other markup. */
function withoutComments(source: string): {comments: Edit[]; parseable: string} {
  const comments = htmlComments(source);
  let parseable = source;
  for (const {start, end} of comments) parseable = parseable.slice(0, start) + ' '.repeat(end - start) + parseable.slice(end);
  return {comments, parseable};
}

/** The copy: `# title`, then the body (see `copyBody`). */
export function withTitle(title: string, body: string): string {
  return body ? `# ${title}\n\n${body}\n` : `# ${title}\n`;
}

/**
 * Clean `source` (a doc's file content) into Markdown headed by `# title`. A leading h1 in the
 * body (which Docusaurus would show as the title) is replaced by it. With `siteRoot` (the site's
 * public URL and base path, `https://use.ink/`), links and images written from the site's root
 * (`](/docs/v6/…)`) become absolute, so they still work once the text is copied elsewhere.
 */
export function cleanMarkdown(text: string, title: string, siteRoot?: string): string {
  const source = text.replace(/\r\n/g, '\n');
  const {comments, parseable} = withoutComments(source);
  // No GFM: what it reads (tables, bare-URL links, footnotes…) changes no edit made here, a bare
  // URL's link never being a site-relative `](/…)` one.
  const doc = parseMarkdown(parseable, {gfm: false});
  return withTitle(
    title,
    copyBody({source, parseable, tree: doc.tree, admonitionTitles: doc.admonitionTitles, comments}, siteRoot),
  );
}

/**
 * `cleanMarkdown`'s copy made from the tree Docusaurus's MDX compiler parsed (a remark plugin's
 * `tree` and `file.value`), so the page is not read twice. That text is the file as Docusaurus
 * preprocessed it: a heading's `{#id}` escaped (`\{#id\}`), an admonition's spaced title made a
 * label (`:::tip[Title]`); HTML comments leave no node (they are found in the text). Returns
 * the copy but for its title (`withTitle` adds it), or undefined for a text with CRLF line ends,
 * which `cleanMarkdown` handles.
 */
export function compiledCopyBody(source: string, tree: Root, siteRoot?: string): string | undefined {
  if (source.includes('\r')) return undefined;
  return copyBody({source, tree, admonitionTitles: new Map(), ...withoutComments(source)}, siteRoot);
}

/** The copy's body, without its title: see `cleanMarkdown`. */
function copyBody({source, parseable, tree, admonitionTitles, comments}: ParsedPage, siteRoot?: string): string {
  const edits: Edit[] = [...comments];
  const codeLines = new Set<number>();
  const headingLines = new Set<number>();
  const titleLines = new Set<number>();
  /** Admonitions: opening line → title, closing line → true; content lines → how deep they are quoted. */
  const opens = new Map<number, string>();
  const closes = new Set<number>();
  const depth = new Map<number, number>();
  const lines = source.split('\n');

  walk(tree, (node) => {
    const [start, end] = offsets(node);
    const first = node.position?.start.line ?? 0;
    const last = node.position?.end.line ?? 0;
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        edits.push({start, end, text: '', markup: true});
        return false;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // A comment goes; any other expression is code a reader cannot use: the text of its JSX stays.
        edits.push({
          start,
          end,
          text: jsxTexts(node.data?.estree).join(node.type === 'mdxFlowExpression' ? '\n' : ' '),
          markup: true,
        });
        return false;
      case 'code':
        for (let line = first; line <= last; line++) codeLines.add(line);
        return false;
      case 'heading':
        headingLines.add(first);
        if (node.depth === 1) titleLines.add(first);
        return true;
      case 'link':
      case 'image': {
        // `](/docs/…)`: the site-relative target, made absolute.
        const cut = parseable.lastIndexOf('](/', end);
        if (siteRoot && node.url.startsWith('/') && !node.url.startsWith('//') && cut >= start) {
          edits.push({start: cut + 2, end: cut + 3, text: siteRoot, markup: false});
        }
        return true;
      }
      case 'containerDirective': {
        const label = node.children.find(isDirectiveLabel);
        const text = (label ? proseText(label).trim() : admonitionTitles.get(first)?.trim()) || admonitionLabel(node.name);
        opens.set(first, text);
        const closed = /^\s*:{3,}\s*$/.test(lines[last - 1] ?? '') && last > first;
        if (closed) closes.add(last);
        for (let line = first + 1; line <= (closed ? last - 1 : last); line++) depth.set(line, (depth.get(line) ?? 0) + 1);
        return true;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // Lower-case HTML is Markdown too; a component loses its tags and keeps its content.
        if (!node.name || !/^[A-Z]/.test(node.name)) return true;
        const children = node.children;
        const firstChild = children[0];
        const lastChild = children.at(-1);
        if (!firstChild || !lastChild) {
          edits.push({start, end, text: tagReplacement(node), markup: true});
          return false;
        }
        const [childStart] = offsets(firstChild);
        const [, childEnd] = offsets(lastChild);
        const opening = parseable.slice(start, childStart).trimEnd();
        const closing = parseable.slice(childEnd, end);
        edits.push({start, end: start + opening.length, text: tagReplacement(node), markup: true});
        edits.push({start: end - closing.trimStart().length, end, text: '', markup: true});
        return true;
      }
      default:
        return true;
    }
  });

  // Each edit applied to the lines it spans: its text on its first line, the rest of it cut.
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of source.split('\n')) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const lineOf = (at: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((lineStarts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const perLine = new Map<number, Edit[]>();
  for (const edit of edits) {
    const [from, to] = [lineOf(edit.start), lineOf(Math.max(edit.start, edit.end - 1))];
    for (let line = from; line <= to; line++) {
      const lineStart = lineStarts[line - 1] ?? 0;
      const lineEnd = lineStart + (lines[line - 1] ?? '').length;
      const part = {
        start: Math.max(edit.start, lineStart) - lineStart,
        end: Math.min(edit.end, lineEnd) - lineStart,
        text: line === from ? edit.text : '',
        markup: edit.markup,
      };
      perLine.set(line, [...(perLine.get(line) ?? []), part]);
    }
  }

  const out: string[] = [];
  const outCode: boolean[] = [];
  const outTitle: boolean[] = [];
  let quoteDepth = 0;
  const emit = (line: string, flags: {code?: boolean; title?: boolean} = {}) => {
    const prefix = '> '.repeat(quoteDepth);
    out.push(line === '' ? prefix.trimEnd() : prefix + line);
    outCode.push(flags.code === true);
    outTitle.push(flags.title === true);
  };
  const pop = () => {
    out.pop();
    outCode.pop();
    outTitle.pop();
  };

  lines.forEach((original, index) => {
    const line = index + 1;
    const open = opens.get(line);
    if (open !== undefined) {
      emit('');
      quoteDepth += 1;
      emit(`**${open}**`);
      emit('');
      return;
    }
    if (closes.has(line)) {
      while (/^(?:> ?)+$/.test(out.at(-1) ?? '')) pop();
      quoteDepth -= 1;
      emit('');
      return;
    }
    if (codeLines.has(line)) {
      emit(original, {code: true});
      return;
    }
    const changes = (perLine.get(line) ?? []).sort((a, b) => b.start - a.start);
    let text = original;
    for (const change of changes) text = text.slice(0, change.start) + change.text + text.slice(change.end);
    // `{#id}`, or `\{#id\}` as Docusaurus escapes it before MDX reads the page.
    if (headingLines.has(line)) text = text.replace(/^(#{1,6}\s.*?)\s*\\?\{#[^{}]+?\\?\}\s*$/, '$1');
    const hadMarkup = changes.some((change) => change.markup);
    // A line that held only markup leaves nothing, not a stray blank.
    if (hadMarkup && text.trim() === '') return;
    // A line that began with a component or an expression keeps no indentation of it (JSX nesting, not Markdown).
    const tidy = (part: string) => (/^\s*(?:<[A-Z]|\{)/.test(original) ? part.trim() : part.trimEnd());
    for (const part of text.split('\n')) emit(hadMarkup ? tidy(part) : part, {title: titleLines.has(line)});
  });

  // Blank lines collapse to one, outside code blocks; the body's own h1 gives way to the title.
  const body: string[] = [];
  let firstContent = -1;
  out.forEach((line, index) => {
    if (outCode[index]) {
      if (firstContent < 0) firstContent = body.length;
      body.push(line);
      return;
    }
    const blank = line.trim() === '' || /^(?:>\s*)+$/.test(line.trim());
    const previousBlank = body.length === 0 || body.at(-1)?.trim() === '';
    if (line.trim() === '' && previousBlank) return;
    if (blank && line.trim() !== '' && body.at(-1)?.trim() === line.trim()) return;
    if (firstContent < 0 && line.trim() !== '') {
      firstContent = body.length;
      if (outTitle[index]) return;
    }
    body.push(line);
  });
  while (body.length > 0 && body[0]?.trim() === '') body.shift();
  while (body.length > 0 && body.at(-1)?.trim() === '') body.pop();
  return body.join('\n');
}
