/**
 * The embedded index on the wire: each file of the manifest is two files, so a first query needs
 * only the small one.
 * - The head (`<tag>.json`): each page once — URL, site section, title, description, docusaurus
 *   tag — and its headings as `[anchor, depth, text]`, then its keywords if it has any. It is
 *   what a first keystroke searches (titles and headings are what a reader types first), about a
 *   tenth of the records' bytes.
 * - The body (`<tag>.body.json`): each page's section texts as `[heading, text]` pairs, `heading`
 *   being 0 for the text above the first heading and `i + 1` for the text below heading `i`.
 * Nothing in either is repeated per record (hierarchy, language, tag, URL): records are rebuilt
 * from their page, the same records `pageRecords` cuts. Both are read defensively: anything of the
 * wrong shape is skipped, and a file that is not an index throws.
 */
import type {RecordType, SearchIndexFile, SearchRecord} from './schema';

/** Where the texts of an index file are: `search-index/site.json` → `search-index/site.body.json`. */
export function bodyPath(file: SearchIndexFile): string {
  return file.path.replace(/(\.json)?$/, '.body.json');
}

/** Bumped whenever the shape changes: an old file is then refused, never misread. */
export const INDEX_FORMAT = 3;

type StoredRecord = Omit<SearchRecord, 'id'>;

/** A page of the head file: `[url, section, title, description, tag, headings, keywords?]`. */
type WirePage = [string, string, string, string | null, string, [string, number, string][], string?];
type WireHead = {f: typeof INDEX_FORMAT; l: string; p: WirePage[]};
/** A page's body: `heading, text, heading, text, …`. */
type WireBody = (number | string)[][];

/** A page as the head lists it, with its records' hierarchies rebuilt. */
export type IndexPage = {
  url: string;
  language: string;
  tag: string;
  /** The title record, then one per heading, in page order. */
  heads: StoredRecord[];
};

const HEADING_TYPES: readonly RecordType[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * The two files holding `records` (one file's worth, in page order as `pageRecords` cuts them, all
 * of one language).
 */
export function encodeIndex(records: readonly StoredRecord[]): {head: string; body: string} {
  const pages: WirePage[] = [];
  const bodies: WireBody = [];
  let language = '';
  for (const record of records) {
    language ||= record.language;
    let page = pages.at(-1);
    let body = bodies.at(-1);
    if (record.type === 'lvl1' || !page || !body) {
      page = [record.url, record.hierarchy[0] ?? '', record.hierarchy[1] ?? '', record.content, record.tag, []];
      if (record.keywords) page.push(record.keywords);
      body = [];
      pages.push(page);
      bodies.push(body);
      if (record.type === 'lvl1') continue;
    }
    if (record.type === 'content') {
      body.push(page[5].length, record.content ?? '');
    } else {
      const hash = record.url.indexOf('#');
      page[5].push([hash < 0 ? '' : record.url.slice(hash + 1), record.hierarchy.length - 1, record.hierarchy.at(-1) ?? '']);
    }
  }
  const head: WireHead = {f: INDEX_FORMAT, l: language, p: pages};
  return {head: JSON.stringify(head), body: JSON.stringify(bodies)};
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The pages of a head file; throws on anything that is not one. */
export function decodeHead(json: string): IndexPage[] {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || !('f' in value) || value.f !== INDEX_FORMAT || !('p' in value)) {
    throw new Error(`Not a search index: expected a head file of format ${INDEX_FORMAT}`);
  }
  const language = 'l' in value && isString(value.l) ? value.l : '';
  const pages = Array.isArray(value.p) ? (value.p as unknown[]) : [];
  return pages.flatMap((item): IndexPage[] => {
    if (!Array.isArray(item)) return [];
    const [url, section, title, description, tag, headings, keywords] = item as unknown[];
    if (!isString(url) || !isString(title)) return [];
    const base = {language, tag: isString(tag) ? tag : ''};
    let hierarchy = [isString(section) ? section : '', title];
    const heads: StoredRecord[] = [
      {
        ...base,
        url,
        type: 'lvl1',
        hierarchy,
        content: isString(description) && description !== '' ? description : null,
        ...(isString(keywords) && keywords !== '' ? {keywords} : {}),
      },
    ];
    for (const heading of Array.isArray(headings) ? (headings as unknown[]) : []) {
      if (!Array.isArray(heading)) continue;
      const [anchor, depth, text] = heading as unknown[];
      if (!isString(text) || typeof depth !== 'number') continue;
      const level = Math.min(Math.max(Math.trunc(depth), 2), hierarchy.length, 6);
      hierarchy = [...hierarchy.slice(0, level), text];
      const type = HEADING_TYPES[level - 2] ?? 'lvl6';
      heads.push({...base, url: isString(anchor) && anchor !== '' ? `${url}#${anchor}` : url, type, hierarchy, content: null});
    }
    return [{url, ...base, heads}];
  });
}

/**
 * The section texts of a body file as records, each under the heading it follows (the pages of
 * the head file it belongs to); throws on anything that is not a body file.
 */
export function decodeBody(pages: readonly IndexPage[], json: string): StoredRecord[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('Not a search index: expected a body file');
  return pages.flatMap((page, i): StoredRecord[] => {
    const items: unknown = value[i];
    if (!Array.isArray(items)) return [];
    const records: StoredRecord[] = [];
    for (let k = 0; k + 1 < items.length; k += 2) {
      const [heading, content]: unknown[] = [items[k], items[k + 1]];
      const head = typeof heading === 'number' ? page.heads[heading] : undefined;
      if (!head || !isString(content) || content === '') continue;
      // A text under the title is not the title: the page's keywords stay on the title record.
      const {keywords: _titleOnly, ...place} = head;
      records.push({...place, type: 'content', content});
    }
    return records;
  });
}

/** Every record of a head and body file, in page order, numbered: what `encodeIndex` was given. */
export function decodeIndex(head: string, body: string): SearchRecord[] {
  const pages = decodeHead(head);
  const contents = decodeBody(pages, body);
  // A page's texts, each after the heading it follows.
  const records: StoredRecord[] = [];
  let next = 0;
  for (const page of pages) {
    page.heads.forEach((heading) => {
      records.push(heading);
      while (next < contents.length && contents[next]?.url === heading.url && contents[next]?.hierarchy === heading.hierarchy) {
        records.push(contents[next] as StoredRecord);
        next += 1;
      }
    });
  }
  return records.map((record, id) => ({id, ...record}));
}
