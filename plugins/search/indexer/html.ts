/**
 * Reads one built HTML page the way DocSearch's crawler would: the `docsearch:*` meta tags give
 * the facets, the breadcrumbs give the section, the article gives the title, headings and text.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {cleanText, isCommand, pageRecords, type PageBlock, type PageRecord} from './records';

/** Elements whose text is one paragraph of a section. */
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'figcaption', 'blockquote']);
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** Never read: code blocks, navigation, the anchor links the theme puts in headings. */
const NOISE = 'pre, nav, button, script, style, svg, .hash-link, .theme-doc-toc-mobile, footer, .sr-only';

/**
 * Where a kind of page keeps its text and which section it is in; `named`: only its title and
 * description are indexed, under the site's pages' tag (`default`), which the modal searches.
 */
type PageKind = {container: string; section: (tag: string, $: CheerioAPI) => string; named?: true};

function docsSection(tag: string, $: CheerioAPI): string {
  // Breadcrumbs: home, the top category, ..., the page. A page outside any category has none.
  const crumbs = $('nav.theme-doc-breadcrumbs li')
    .map((_, item) => cleanText($(item).text()))
    .get()
    .filter(Boolean);
  if (crumbs.length > 1 && crumbs[0]) return crumbs[0];
  return tag.startsWith('docs-default-') ? 'Documentation' : 'Tutorials';
}

/** Which pages are indexed, by the class Docusaurus puts on `<html>`, and where their text is. */
const KINDS: Record<string, PageKind> = {
  'docs-doc-page': {container: 'article .theme-doc-markdown', section: docsSection},
  'blog-post-page': {container: 'main article .markdown', section: () => 'Blog'},
  'plugin-pages': {container: 'main', section: () => 'Pages'},
  // The blog's other pages (its list, archive, tag and author pages) by their names only: a reader
  // asks for them by name ("blog archive", "posts tagged release"); their text is the posts'.
  'plugin-blog': {container: 'main', section: () => 'Blog', named: true},
};

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag';
}

/** Text of `node` without the text of nested blocks, which are read on their own. */
function ownText(node: AnyNode): string {
  if (node.type === 'text') return 'data' in node ? node.data : '';
  if (!isElement(node)) return '';
  if (node.name === 'br') return ' ';
  return node.children.map((child) => (isElement(child) && TEXT_BLOCKS.has(child.name) ? ' ' : ownText(child))).join('');
}

function blocks($: CheerioAPI, container: string): PageBlock[] {
  const root = $(container).first();
  root.find(NOISE).remove();
  return root
    .find([...TEXT_BLOCKS, ...HEADINGS].join(', '))
    .get()
    .flatMap((element): PageBlock[] => {
      if (HEADINGS.has(element.name)) {
        return [
          {kind: 'heading', level: Number(element.name.slice(1)), text: ownText(element), anchor: $(element).attr('id') ?? null},
        ];
      }
      const text = cleanText(ownText(element));
      return text ? [{kind: 'text', text}] : [];
    });
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

/** A code block: its markup up to the end of its `<pre>`, never read (see `NOISE`). */
const CODE_BLOCK = /<pre\b([^>]*)>[\s\S]*?<\/pre>/gi;
/**
 * A code block of the theme (`CodeBlock`): its wrapper, which names the fence's language, up to
 * its `<pre>`, and the highlighted code in that `<pre>`'s `<code>`.
 */
const THEME_CODE_BLOCK =
  /(<div class="?theme-code-block\s+language-([\w-]+)[^>]*>(?:(?!<pre\b)[\s\S])*?)<pre\b[^>]*><code\b[^>]*>([\s\S]*?)<\/code><\/pre>/gi;

/** Each command (`isCommand`) as a paragraph of its text, where the code block was. */
function commandsAsText(part: string): string {
  return part.replace(THEME_CODE_BLOCK, (block, wrapper: string, language: string, code: string) => {
    // The code's markup is its tokens' spans around its text, whose `<` and `&` stay escaped.
    const text = code.replace(/<[^>]*>/g, '');
    return isCommand(language, text) ? `${wrapper}<p>${text}</p>` : block;
  });
}
/**
 * The head's scripts and stylesheet links, never read: they name the build's bundles (hashes that
 * change every build). Nor the security and referrer policies, which the build's last pass writes
 * while the index is read (plugins/finished-pages): a page gives the same text with or without them.
 */
const HEAD_ASSETS =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>|<meta\s+(?:http-equiv="Content-Security-Policy"|name="referrer")[^>]*>/gi;

/**
 * What a page's records are read from: `<html>` and `<head>` (classes, meta tags, title; not its
 * scripts and links) and `<main>` (the article, its breadcrumbs, its h1), each code block left
 * empty but a command (`isCommand`), which becomes a paragraph of its text. The navbar, the
 * sidebar, the footer and the code (most of a docs page's markup) are never read, so they are
 * not parsed either: a third of the time for the same records. A page without
 * those parts is read whole. The same page in the next build gives the same text (its records are
 * cached by it: ./files.ts).
 */
export function readablePart(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main', headEnd);
  const mainEnd = html.lastIndexOf('</main>');
  const part =
    headEnd < 0 || mainStart < 0 || mainEnd < mainStart
      ? html
      : `${html.slice(0, headEnd).replace(HEAD_ASSETS, '')}</head><body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
  return commandsAsText(part).replace(CODE_BLOCK, '<pre$1></pre>');
}

/** Records of one built page at `url` (its path with the base URL), or none if it is not content. */
export function recordsFromHtml(html: string, url: string, titleSuffix: string): PageRecord[] {
  return recordsFromPart(readablePart(html), url, titleSuffix);
}

/**
 * A built page parsed to read what it holds, with htmlparser2 rather than cheerio's default
 * parse5: two to three times as fast on these pages, and the same records.
 */
export function parseHtml(html: string): CheerioAPI {
  return load(html, {xml: {xmlMode: false, decodeEntities: true}});
}

/** `recordsFromHtml` for a page's `readablePart`, already cut. */
export function recordsFromPart(part: string, url: string, titleSuffix: string): PageRecord[] {
  const $ = parseHtml(part);
  const tag = meta($, 'docsearch:docusaurus_tag');
  const language = meta($, 'docsearch:language');
  if (!tag || !language || $('meta[http-equiv="refresh"]').length > 0) return [];
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  const kind = classes.map((name) => KINDS[name]).find((found) => found !== undefined);
  if (!kind || $(kind.container).length === 0) return [];

  const heading = cleanText($('main h1').first().text());
  const documentTitle = cleanText($('title').text());
  const title =
    heading || (documentTitle.endsWith(titleSuffix) ? documentTitle.slice(0, -titleSuffix.length) : documentTitle).trim();
  if (!title) return [];

  return pageRecords({
    url,
    section: kind.section(tag, $),
    title,
    description: kind.named ? null : (meta($, 'description') ?? null),
    keywords: kind.named ? null : (meta($, 'keywords') ?? null),
    language,
    tag: kind.named ? 'default' : tag,
    blocks: kind.named ? [] : blocks($, kind.container),
  });
}
