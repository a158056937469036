/**
 * The embedded search index, shared by the build (plugins/search-index) and the browser engine:
 * the record shape, how records are tokenised and weighted, and the manifest that says which
 * static file holds which docs version. Build and client must agree on every option here, or a
 * saved MiniSearch index will not load.
 */
import type {Options, SearchOptions} from 'minisearch';

/** DocSearch record types: a page title (`lvl1`), a heading (`lvl2`–`lvl6`) or body text. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/**
 * One searchable unit, as DocSearch's crawler would cut a page: the page title, each heading, and
 * the text of each section. `hierarchy` lists the non-empty levels from lvl0 (the section of the
 * site, e.g. "Data structures") down to the record's own level.
 */
export type SearchRecord = {
  id: number;
  /** Path with the base URL and, below the title, the heading anchor: `/docs/v6/basics/events#topics`. */
  url: string;
  type: RecordType;
  hierarchy: string[];
  content: string | null;
  /** `docsearch:language` of the page. */
  language: string;
  /** `docsearch:docusaurus_tag` of the page, e.g. `docs-default-current` or `default`. */
  tag: string;
};

/** Where the index files live, relative to the site's base URL. */
export const SEARCH_INDEX_DIR = 'search-index';

/** One static index file and the docusaurus tags whose records it holds. */
export type SearchIndexFile = {path: string; tags: string[]};

/** Global data of the search-index plugin: every index file, and a version to bust caches. */
export type SearchIndexManifest = {files: SearchIndexFile[]; version: string};

export const SEARCH_INDEX_PLUGIN = 'search-index';

const NON_WORD = /[^\p{L}\p{N}]+/u;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words are runs of letters and digits, so `storage_never_freed`, `Mapping<K, V>`, `ink!` and
 * `cross-contract` split the way a reader types them.
 */
export function tokenize(text: string): string[] {
  return text.split(NON_WORD).filter(Boolean);
}

/** Each word of `text` with its position, for highlighting and snippets. */
export function wordSpans(text: string): {word: string; start: number; end: number}[] {
  return [...text.matchAll(WORD)].map((m) => ({word: m[0], start: m.index, end: m.index + m[0].length}));
}

/**
 * The most frequent English words carry no meaning for search and make up a quarter of the
 * index: they are left out of it (and out of queries, except the word still being typed).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an and are as at be been but by can do does for from has have how if in into is it its no not of on ' +
    'or so such than that the their them then there these they this those to was we were what when where ' +
    'which while will with you your').split(' '),
);

/** Lower-cased; stop words and single letters are not indexed. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) || (word.length === 1 && !/\d/.test(word)) ? null : word;
}

/**
 * The words of a query as the engine searches them: lower-cased, stop words dropped — but not
 * the last one, which may be the start of a longer word (`in` → `ink`).
 */
export function queryTerms(query: string): string[] {
  const words = tokenize(query).map((word) => word.toLowerCase());
  return [...new Set(words.filter((word, i) => i === words.length - 1 || processTerm(word) !== null))];
}

/**
 * The text a record is found by — its own heading (`title`), the headings above it (`parents`)
 * and its body (`content`) — and the stored fields a hit is rebuilt from.
 */
function extractField(record: SearchRecord, field: string): unknown {
  const levels = record.hierarchy.slice(1);
  switch (field) {
    case 'title':
      return record.type === 'content' ? '' : (levels.at(-1) ?? '');
    case 'parents':
      return (record.type === 'content' ? levels : levels.slice(0, -1)).join(' ');
    case 'content':
      return record.content ?? '';
    default:
      // `id` and the stored fields, as they are.
      return Object.entries(record).find(([key]) => key === field)?.[1];
  }
}

const RECORD_TYPES: readonly string[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export function isRecordType(value: unknown): value is RecordType {
  return typeof value === 'string' && RECORD_TYPES.includes(value);
}

/** Page titles first, then headings, then body text, like DocSearch's `level` custom ranking. */
export const TYPE_WEIGHT: Record<RecordType, number> = {
  lvl1: 2,
  lvl2: 1.5,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

export const SEARCH_OPTIONS = {
  boost: {title: 4, parents: 1.5, content: 1},
  combineWith: 'AND',
  // Queries arrive as `queryTerms()` already; only lower-case them again.
  processTerm: (term: string) => term.toLowerCase(),
  // Search as you type: every word may be the start of a longer one. A completion counts nearly
  // as much as the word itself, a typo correction much less (Algolia ranks typos last too).
  prefix: true,
  weights: {prefix: 0.8, fuzzy: 0.3},
  // Typo tolerance from 4 letters on: one edit up to 7 letters, two from 8 (Algolia's default).
  fuzzy: (term: string) => (term.length < 4 ? false : term.length < 8 ? 1 : 2),
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    isRecordType(stored?.type) ? TYPE_WEIGHT[stored.type] : 1,
} satisfies SearchOptions;

/** Fields a hit is rebuilt from; `id` is MiniSearch's own. */
export const STORED_FIELDS = ['url', 'type', 'hierarchy', 'content', 'language', 'tag'] as const;

export const MINISEARCH_OPTIONS = {
  fields: ['title', 'parents', 'content'],
  storeFields: [...STORED_FIELDS],
  extractField,
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
} satisfies Options<SearchRecord>;
