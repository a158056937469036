/**
 * Every ink! name in a Rust example links to its definition at the page's release: the API
 * reference (tests/fixtures/api/<version>.json, generated from the ink! source at each tag) knows
 * the file, line, signature and first doc sentence of each path, method and attribute argument,
 * and `lookupDefinition` resolves a name as the API check reads it (the block's imports,
 * `self.env()`, storage fields, macros). A resolved name becomes `<a class="api" href=…>` around
 * its tokens. The link is all the markup carries: its place (file and line at the tag) names the
 * card ./client/apiCard.ts shows on hover and focus, from the release's card file that the build
 * writes (`writeApiCards`) with the cards of every linked place. Names the reference cannot
 * resolve stay plain.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Element, ElementContent} from 'hast';
import type {ShikiTransformer} from 'shiki';
import {API_VERSIONS, blockScope} from '../../tools/checks/api-check';
import {definitionsByPlace, definitionUrl, lookupDefinition, type Definition} from '../../tools/checks/api-definitions';
import {cardFile} from './cardFile';
import {forEachAtOnce} from '../../tools/lib/at-once';

export interface Link {
  /** 1-based line, and the column range of the name on it. */
  line: number;
  start: number;
  end: number;
  definition: Definition;
}

export interface ApiLinker {
  /** The docs version whose reference it reads (`linkerFor(version)` makes the same linker again). */
  version: string;
  /** Part of the cache key: changes when the reference behind the links does. */
  id: string;
  resolve(code: string): Promise<Link[]>;
}

/** Candidate names on one line (comments left out), as `lookupDefinition` takes them. */
function candidates(line: string): {start: number; end: number; written: string}[] {
  const found: {start: number; end: number; written: string}[] = [];
  const comment = line.search(/\/\/|\/\*/);
  const code = comment === -1 ? line : line.slice(0, comment);
  // Inside string literals nothing is a name.
  const strings = [...code.matchAll(/"(?:[^"\\]|\\.)*"/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const inString = (at: number) => strings.some(([from, to]) => at >= from && at < to);
  for (const m of code.matchAll(/#\[\s*ink\s*\(([^\]]*)\)\s*\]/g)) {
    const argsAt = m.index + m[0].indexOf('(') + 1;
    for (const arg of (m[1] ?? '').matchAll(/\b([a-z_]+)\b\s*(?==|,|\(|$)/g)) {
      const start = argsAt + arg.index;
      found.push({start, end: start + (arg[1] ?? '').length, written: `#[ink(${arg[1]})]`});
    }
  }
  for (const m of code.matchAll(/\bself\s*\.\s*(env\s*\(\s*\)|\w+)\s*\.\s*(\w+)\s*\(/g)) {
    const name = m[2] ?? '';
    const start = m.index + m[0].lastIndexOf(name);
    found.push({start, end: start + name.length, written: `self.${(m[1] ?? '').replace(/\s+/g, '')}.${name}()`});
  }
  for (const m of code.matchAll(/\bclient\s*\.\s*(\w+)/g)) {
    const name = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(name);
    found.push({start, end: start + name.length, written: `client.${name}`});
  }
  for (const m of code.matchAll(/(?<![\w.:])(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*(?=\s*(!?))/g)) {
    if (inString(m.index) || /^(self|Self|super|crate|mod|fn|pub|use|let|mut|impl|for|struct|enum)$/.test(m[0])) continue;
    const macro = m[1] === '!' && code[m.index + m[0].length] === '!';
    found.push({start: m.index, end: m.index + m[0].length, written: macro ? `${m[0]}!` : m[0]});
  }
  return found.filter(({start}) => !inString(start));
}

/** The links of a block, for one release; the first candidate wins where two overlap. */
async function resolveBlock(code: string, version: string): Promise<Link[]> {
  const scope = await blockScope(code, version);
  const links: Link[] = [];
  code.split('\n').forEach((text, index) => {
    const taken: [number, number][] = [];
    for (const {start, end, written} of candidates(text)) {
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const definition = lookupDefinition(version, written, scope);
      if (!definition) continue;
      taken.push([start, end]);
      links.push({line: index + 1, start, end, definition});
    }
  });
  return links;
}

const linkers = new Map<string, ApiLinker>();

/** The linker of one docs version (one a build), keyed by the reference file it reads. */
export function linkerFor(version: string): ApiLinker {
  const known = linkers.get(version);
  if (known) return known;
  const reference = path.join(__dirname, '../../tests/fixtures/api', `${version}.json`);
  const id = `${version}:${createHash('sha256').update(readFileSync(reference)).digest('hex').slice(0, 16)}`;
  const linker: ApiLinker = {version, id, resolve: (code) => resolveBlock(code, version)};
  linkers.set(version, linker);
  return linker;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** A token cut to the characters [from, to) of its text. */
function slice(token: ElementContent, from: number, to: number): ElementContent {
  if (token.type === 'text') return {...token, value: token.value.slice(from, to)};
  if (token.type !== 'element') return token;
  return {...token, children: [{type: 'text', value: textOf(token).slice(from, to)}]};
}

function anchor({url}: Definition): Element {
  return {type: 'element', tagName: 'a', properties: {href: url, className: ['api']}, children: []};
}

/** The line's tokens with each linked range wrapped in its anchor (tokens split at the range's edges). */
function linkLine(line: Element, links: Link[]): void {
  const out: ElementContent[] = [];
  let offset = 0;
  let open: {link: Link; element: Element} | undefined;
  for (const token of line.children) {
    const text = textOf(token);
    const tokenStart = offset;
    offset += text.length;
    let cursor = tokenStart;
    while (cursor < offset) {
      const link = links.find((l) => l.start <= cursor && cursor < l.end);
      const nextStart = Math.min(offset, ...links.filter((l) => l.start > cursor).map((l) => l.start));
      const next = link ? Math.min(link.end, offset) : nextStart;
      const piece = slice(token, cursor - tokenStart, next - tokenStart);
      if (link) {
        if (open?.link !== link) {
          open = {link, element: anchor(link.definition)};
          out.push(open.element);
        }
        open.element.children.push(piece);
      } else {
        out.push(piece);
      }
      cursor = next;
    }
  }
  line.children = out;
}

/** Wraps the resolved names of the block's lines (links computed before highlighting). */
export function apiLinksTransformer(links: Link[]): ShikiTransformer {
  return {
    name: 'ink:api-links',
    line(node, line) {
      const mine = links.filter((link) => link.line === line);
      if (mine.length > 0) linkLine(node, mine);
    },
  };
}

const LINK_TAG = /<a\s[^>]*>/g;
const API_CLASS = /\sclass=(?:"(?:[^"]*\s)?api(?:\s[^"]*)?"|api(?=[\s/>]))/;
const HREF = /\shref=(?:"([^"]*)"|([^\s>]+))/;

/** The hrefs of a page's linked ink! names (`<a … class=api>`, quoted or as a minifier leaves them). */
export function linkedNames(html: string): string[] {
  return (html.match(LINK_TAG) ?? []).flatMap((tag) => {
    const href = API_CLASS.test(tag) ? HREF.exec(tag) : null;
    return href ? [href[1] ?? href[2] ?? ''] : [];
  });
}

/** Card files: tag → place (`<file>#L<line>`) → [signature, summary]. */
export type CardFiles = Map<string, Record<string, [string, string]>>;

/** The card files for the places that `hrefs` link to; throws on a link no release defines. */
export function apiCards(hrefs: Iterable<string>): CardFiles {
  const files: CardFiles = new Map();
  const releases = Object.keys(API_VERSIONS).map((version) => definitionsByPlace(version));
  for (const href of new Set(hrefs)) {
    const release = releases.find(({tag}) => href.startsWith(definitionUrl(tag, '')));
    const place = release ? href.slice(definitionUrl(release.tag, '').length) : '';
    const card = release?.places.get(place);
    if (!release || !card) throw new Error(`no definition of the ink! link ${href}`);
    files.set(release.tag, {...files.get(release.tag), [place]: card});
  }
  return files;
}

/** The card files with every definition of every release (the dev server's, where no page is built). */
export function allApiCards(): CardFiles {
  return new Map(
    Object.keys(API_VERSIONS).map((version) => {
      const {tag, places} = definitionsByPlace(version);
      return [tag, Object.fromEntries(places)];
    }),
  );
}

/**
 * The card files for the links of the built pages in `outDir`: each page once (`x/index.html`, not
 * its `x.html` copy), read a few at a time so the other plugins' passes over the pages go on meanwhile.
 */
export async function linkedApiCards(outDir: string): Promise<CardFiles> {
  const pages = (await readdir(outDir, {recursive: true, encoding: 'utf8'})).filter(
    (file) => path.basename(file) === 'index.html',
  );
  const hrefs: string[] = [];
  await forEachAtOnce(pages, 8, async (page) => {
    hrefs.push(...linkedNames(await readFile(path.join(outDir, page), 'utf8')));
  });
  return apiCards(hrefs);
}

/** Writes card files under the site root `dir` (./cardFile.ts); returns the number of cards. */
export function writeApiCards(dir: string, files: CardFiles): number {
  let count = 0;
  for (const [tag, cards] of files) {
    const file = path.join(dir, cardFile(tag));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(cards).sort(([a], [b]) => a.localeCompare(b)))));
    count += Object.keys(cards).length;
  }
  return count;
}
