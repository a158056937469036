/**
 * The embedded search back-end: answers the `search()` calls DocSearch's modal and the `/search`
 * page make, the way Algolia would, from the static MiniSearch indexes the search plugin
 * writes. It is loaded (with MiniSearch) only when the first query is typed; each index file is
 * fetched the first time a query needs it.
 *
 * Every string in a hit is HTML: highlights and snippets, and the plain `hierarchy` and `content`
 * values too (escaped), because DocSearch renders those as HTML in its recent searches.
 */
import MiniSearch from 'minisearch';
import {escapeHtml} from '@site/src/utils/html';
import {HITS_PER_PAGE, MAX_QUERY_LENGTH} from './constants';
import {highlight, snippet, type HighlightResult, type HighlightTags, type QueryMatcher, type SnippetResult} from './highlight';
import {bodyPath, decodeBody, decodeHead, type IndexPage} from './indexFormat';
import {
  asksForNews,
  inkReleases,
  rank,
  pagePath,
  type Found,
  type Matched,
  type PageFact,
  type PageFacts,
  type RankedRecord,
} from './ranking';
import {
  allWords,
  HIERARCHY_LEVELS,
  MINISEARCH_OPTIONS,
  MISSPELT_BOOST,
  planQuery,
  planSearch,
  queryTerms,
  stem,
  type HierarchyLevel,
  type RecordType,
  type SearchIndexFile,
  type SearchIndexManifest,
  type SearchRecord,
  type TermSearch,
} from './schema';
import {isRecord} from '@site/src/utils/isRecord';

const MAX_HITS_PER_PAGE = 1000;
/** Algolia DocSearch indexes' defaults, used when a request does not say. */
const DEFAULT_TAGS: HighlightTags = {pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>'};
const DEFAULT_SNIPPETS = ['content:10'];
const DEFAULT_ELLIPSIS = '…';

export type EngineOptions = {
  manifest: SearchIndexManifest;
  /** Hit URLs are absolute, like the crawler's: this origin plus the stored path. */
  siteUrl: string;
  /** The JSON text of an index file, by its path in the manifest. */
  loadIndex: (path: string) => Promise<string>;
};

type Hierarchy = Record<HierarchyLevel, string | null>;

type EmbeddedHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
};

export type EmbeddedSearchResponse = {
  hits: EmbeddedHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** False for an answer from titles and headings alone (`searchAsYouType` before a file's texts are in): more may match. */
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
};

export type EmbeddedFacetValuesResponse = {facetHits: []; exhaustiveFacetsCount: true; processingTimeMS: number};

export type EmbeddedSearchResponses = {results: (EmbeddedSearchResponse | EmbeddedFacetValuesResponse)[]};

/** One request, read defensively: anything of the wrong type is ignored, not trusted. */
type NormalizedRequest = {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  filters: FilterGroup[];
  facets: string[];
  snippets: Map<string, number>;
  tags: HighlightTags;
  ellipsis: string;
  searchForFacetValues: boolean;
};

/** A facet filter `attribute:value`, possibly negated with a leading `-`. */
type Filter = {attribute: string; value: string; negated: boolean};
/** Filters in one group are ORed; groups are ANDed (Algolia's `facetFilters`). */
type FilterGroup = Filter[];

type StoredRecord = Omit<SearchRecord, 'id'>;
/** The fields a facet filter reads. */
type Faceted = Pick<StoredRecord, 'language' | 'tag'>;

const FACET_ATTRIBUTES: Record<string, (record: Faceted) => string> = {
  language: (record) => record.language,
  docusaurus_tag: (record) => record.tag,
};

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

function readInteger(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.min(max, Math.max(min, Math.trunc(number))) : fallback;
}

function readStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function parseFilter(text: string): Filter | undefined {
  const negated = text.startsWith('-');
  const body = negated ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon <= 0) return undefined;
  const unquote = (part: string) => part.trim().replace(/^"(.*)"$/, '$1');
  return {attribute: unquote(body.slice(0, colon)), value: unquote(body.slice(colon + 1)), negated};
}

/** `['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]` → `[[language:en], [tag a, tag b]]`. */
function parseFacetFilters(value: unknown): FilterGroup[] {
  const items: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return items.flatMap((item): FilterGroup[] => {
    const group = (Array.isArray(item) ? item.flat(Infinity) : [item])
      .flatMap((text) => (typeof text === 'string' ? [parseFilter(text)] : []))
      .filter((filter): filter is Filter => filter !== undefined);
    return group.length > 0 ? [group] : [];
  });
}

function matchesFilters(record: Faceted, groups: FilterGroup[]): boolean {
  return groups.every((group) =>
    group.some(({attribute, value, negated}) => {
      const read = FACET_ATTRIBUTES[attribute];
      const equal = read ? read(record) === value : false;
      return negated ? !equal : equal;
    }),
  );
}

/** Is the group made only of tag filters (`docusaurus_tag:a` or `docusaurus_tag:b`, none negated)? */
function isTagGroup(group: FilterGroup): boolean {
  return group.every((filter) => filter.attribute === 'docusaurus_tag' && !filter.negated);
}

/**
 * The docusaurus tags a request can match, or `undefined` for all: a group made only of tag
 * filters limits the tags to its values. Only index files holding one of them are loaded.
 */
function searchedTags(groups: FilterGroup[]): Set<string> | undefined {
  let tags: Set<string> | undefined;
  for (const group of groups) {
    if (!isTagGroup(group)) continue;
    const values = new Set(group.map((filter) => filter.value));
    tags = tags ? new Set([...tags].filter((tag) => values.has(tag))) : values;
  }
  return tags;
}

/** Both request forms: the modal's `{requests: [...]}` and the helper's `[{indexName, params}]`. */
function rawRequests(params: unknown): Record<string, unknown>[] {
  if (Array.isArray(params)) {
    return params.filter(isRecord).map(({params: inner, ...rest}) => ({
      ...rest,
      ...(isRecord(inner) ? inner : typeof inner === 'string' ? Object.fromEntries(new URLSearchParams(inner)) : {}),
    }));
  }
  return isRecord(params) && Array.isArray(params.requests) ? params.requests.filter(isRecord) : [];
}

function normalize(raw: Record<string, unknown>): NormalizedRequest {
  const snippets = new Map<string, number>();
  for (const entry of raw.attributesToSnippet === undefined ? DEFAULT_SNIPPETS : readStrings(raw.attributesToSnippet)) {
    const [attribute = '', words] = entry.split(':');
    snippets.set(attribute, readInteger(words, 10, 1, 100));
  }
  return {
    indexName: readString(raw.indexName, ''),
    query: readString(raw.query, '').slice(0, MAX_QUERY_LENGTH),
    page: readInteger(raw.page, 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: readInteger(raw.hitsPerPage, HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    filters: parseFacetFilters(raw.facetFilters),
    facets: readStrings(raw.facets),
    snippets,
    tags: {
      pre: readString(raw.highlightPreTag, DEFAULT_TAGS.pre),
      post: readString(raw.highlightPostTag, DEFAULT_TAGS.post),
    },
    ellipsis: readString(raw.snippetEllipsisText, DEFAULT_ELLIPSIS),
    searchForFacetValues: raw.type === 'facet',
  };
}

function queryId(): string {
  return Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** A pause in typing this long lets the engine fetch and index the texts. */
const TYPING_PAUSE_MS = 300;

/** Terms whose answers an index remembers (`searchTerm`): a few queries' worth. */
const REMEMBERED_TERMS = 200;

/** Records indexed between two yields to the browser: each chunk stays well under a long task (50 ms). */
const INDEX_CHUNK = 200;

/**
 * What a term found, its typo corrections weighed as the term itself when no record holds the term
 * as typed or completed (`MISSPELT_BOOST`): then every match is a correction, each weighed alike.
 */
function misspelt({term, prefix, fuzzy}: TermSearch, found: Matched[]): Matched[] {
  if (fuzzy === false || found.some(({terms}) => terms.some((match) => match === term || (prefix && match.startsWith(term))))) {
    return found;
  }
  return found.map((result) => ({...result, score: result.score * MISSPELT_BOOST}));
}

function toHit({record, terms}: RankedRecord, request: NormalizedRequest, words: string[], siteUrl: string): EmbeddedHit {
  const matcher: QueryMatcher = {words, terms: new Set(terms)};
  const level = (i: number) => {
    const text = record.hierarchy[i];
    return text === undefined ? null : escapeHtml(text);
  };
  const hash = record.url.indexOf('#');
  const path = hash < 0 ? record.url : record.url.slice(0, hash);
  const anchor = hash < 0 ? null : record.url.slice(hash + 1);

  const highlighted: EmbeddedHit['_highlightResult'] = {hierarchy: {}};
  const snippets: EmbeddedHit['_snippetResult'] = {};
  HIERARCHY_LEVELS.forEach((level, i) => {
    const text = record.hierarchy[i];
    if (text === undefined) return;
    highlighted.hierarchy[level] = highlight(text, matcher, request.tags);
    const words = request.snippets.get(`hierarchy.${level}`);
    if (words !== undefined) {
      snippets.hierarchy ??= {};
      snippets.hierarchy[level] = snippet(text, words, matcher, request.tags, request.ellipsis);
    }
  });
  if (record.content !== null) {
    highlighted.content = highlight(record.content, matcher, request.tags);
    const words = request.snippets.get('content');
    if (words !== undefined) snippets.content = snippet(record.content, words, matcher, request.tags, request.ellipsis);
  }

  return {
    objectID: `${record.type}:${record.url}`,
    url: siteUrl + record.url,
    url_without_anchor: siteUrl + path,
    anchor,
    type: record.type,
    hierarchy: {
      lvl0: level(0),
      lvl1: level(1),
      lvl2: level(2),
      lvl3: level(3),
      lvl4: level(4),
      lvl5: level(5),
      lvl6: level(6),
    },
    content: record.content === null ? null : escapeHtml(record.content),
    language: record.language,
    docusaurus_tag: record.tag,
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}

function facetCounts(hits: RankedRecord[], facets: string[]): Record<string, Record<string, number>> | undefined {
  const names = facets.includes('*') ? Object.keys(FACET_ATTRIBUTES) : facets.filter((name) => name in FACET_ATTRIBUTES);
  if (names.length === 0) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const counts: Record<string, number> = {};
      const read = FACET_ATTRIBUTES[name];
      for (const {record} of read ? hits : []) {
        const value = read?.(record) ?? '';
        counts[value] = (counts[value] ?? 0) + 1;
      }
      return [name, counts];
    }),
  );
}

export type SearchEngine = {
  /** Answers from the whole index (every file's titles, headings and texts), loading what is missing. */
  search: (params: unknown) => Promise<EmbeddedSearchResponses>;
  /**
   * Answers as soon as the files' heads (titles and headings) are in, from whatever is indexed,
   * and then loads the rest: what the modal asks on each keystroke. `onComplete` says when the
   * answer could have changed.
   */
  searchAsYouType: (params: unknown) => Promise<EmbeddedSearchResponses>;
  /** Load the heads of the index files a request with these facet filters would search, ahead of its query. */
  preload: (facetFilters: unknown) => Promise<void>;
  /** Call `listener` whenever a file's texts have been added to its index; returns how to stop. */
  onComplete: (listener: () => void) => () => void;
};

export function createSearchEngine({manifest, siteUrl, loadIndex}: EngineOptions): SearchEngine {
  type LoadedIndex = {
    miniSearch: MiniSearch<SearchRecord>;
    pages: IndexPage[];
    /** Every record indexed, by its id. */
    records: StoredRecord[];
    /** The language and tag of each of its pages, each pair once: what a facet filter reads. */
    facets: Faceted[];
    /** What ranking knows of each page beyond the records found (`PageFacts`), by path. */
    pageFacts: Map<string, PageFact>;
    /** Records indexed so far; the next record's id. */
    count: number;
    /** What each term found (`searchTerm`), while the index holds `answered` records. */
    answers: Map<string, Matched[]>;
    answered: number;
  };
  const heads = new Map<string, Promise<LoadedIndex>>();
  const bodies = new Map<string, Promise<LoadedIndex>>();
  /** Files whose texts are indexed. */
  const complete = new Set<string>();
  const listeners = new Set<() => void>();

  /** Index `records` into `loaded`, in chunks, so building never blocks the page for long. */
  async function add(loaded: LoadedIndex, records: Omit<SearchRecord, 'id'>[]): Promise<void> {
    for (const record of records) loaded.records.push(record);
    const numbered = records.map((record) => ({id: loaded.count++, ...record}));
    for (const {url, keywords} of numbered) {
      const path = pagePath(url);
      let fact = loaded.pageFacts.get(path);
      if (!fact) loaded.pageFacts.set(path, (fact = {size: 0}));
      fact.size += 1;
      if (keywords) fact.keywords = new Set(allWords(keywords).map(stem));
    }
    await loaded.miniSearch.addAllAsync(numbered, {chunkSize: INDEX_CHUNK});
  }

  /** A cached load: a failed download is retried by the next query, so search recovers with the network. */
  function once(cache: Map<string, Promise<LoadedIndex>>, path: string, load: () => Promise<LoadedIndex>): Promise<LoadedIndex> {
    let promise = cache.get(path);
    if (!promise) {
      promise = load();
      promise.catch(() => cache.delete(path));
      cache.set(path, promise);
    }
    return promise;
  }

  /** A file's index holding its titles and headings. */
  function head(file: SearchIndexFile): Promise<LoadedIndex> {
    return once(heads, file.path, async () => {
      const pages = decodeHead(await loadIndex(file.path));
      const loaded: LoadedIndex = {
        miniSearch: new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS),
        pages,
        records: [],
        facets: [...new Map(pages.map(({language, tag}) => [`${language}\n${tag}`, {language, tag}])).values()],
        pageFacts: new Map(),
        count: 0,
        answers: new Map(),
        answered: 0,
      };
      await add(
        loaded,
        pages.flatMap((page) => page.heads),
      );
      return loaded;
    });
  }

  /** A file's index holding everything: its head, then its texts. */
  function whole(file: SearchIndexFile): Promise<LoadedIndex> {
    return once(bodies, file.path, async () => {
      const [loaded, json] = await Promise.all([head(file), loadIndex(bodyPath(file))]);
      await add(loaded, decodeBody(loaded.pages, json));
      complete.add(file.path);
      for (const listener of listeners) listener();
      return loaded;
    });
  }

  /**
   * What MiniSearch finds for one term, remembered until records are added: as a query is typed,
   * its finished words (their stems, typos and synonyms) are not searched again at each keystroke.
   */
  function searchTerm(loaded: LoadedIndex, search: TermSearch): Matched[] {
    const {miniSearch, answers} = loaded;
    if (loaded.answered !== miniSearch.documentCount) {
      answers.clear();
      loaded.answered = miniSearch.documentCount;
    }
    // Everything the search is asked: the same term completed or not, or in other fields, is another search.
    const key = JSON.stringify(search);
    const {term, prefix, fuzzy, boost, fields} = search;
    let found = answers.get(key);
    // The terms asked last are kept: moved to the end of the map, the oldest are at its start.
    answers.delete(key);
    found ??= misspelt(
      search,
      miniSearch.search(term, {prefix, fuzzy, boostTerm: () => boost, ...(fields && {fields: [...fields]})}),
    );
    answers.set(key, found);
    for (const old of answers.keys()) {
      if (answers.size <= REMEMBERED_TERMS) break;
      answers.delete(old);
    }
    return found;
  }

  /**
   * The records of `loaded` that `searches` find and `filters` keep, best first: each term's
   * scores added up in the plan's order and multiplied by how many terms matched, like
   * MiniSearch's `OR` of the terms.
   */
  function searchPlan(loaded: LoadedIndex, searches: TermSearch[], filters: FilterGroup[]): Found[] {
    const passing = loaded.facets.filter((facet) => matchesFilters(facet, filters)).length;
    if (passing === 0) return [];
    const found = new Map<unknown, Matched>();
    for (const search of searches) {
      for (const {id, score, match} of searchTerm(loaded, search)) {
        const known = found.get(id);
        if (!known) {
          found.set(id, {id, score, terms: [], queryTerms: [search.term], match: {...match}});
        } else {
          known.score += score;
          Object.assign(known.match, match);
          if (!known.queryTerms.includes(search.term)) known.queryTerms.push(search.term);
        }
      }
    }
    const kept: Found[] = [];
    for (const result of found.values()) {
      const record = loaded.records[Number(result.id)];
      // Each record is filtered only in a file whose pages the filters partly exclude.
      if (!record || (passing < loaded.facets.length && !matchesFilters(record, filters))) continue;
      result.score *= result.queryTerms.length;
      result.terms = Object.keys(result.match);
      kept.push({result, record});
    }
    return kept.sort((a, b) => b.result.score - a.result.score);
  }

  let pause: ReturnType<typeof setTimeout> | undefined;
  /**
   * The texts are fetched when the reader pauses: not while the first answers are awaited, nor
   * between keystrokes, where downloading and indexing them would slow each answer down.
   */
  function completeLater(files: SearchIndexFile[]): void {
    if (files.every((file) => bodies.has(file.path))) return;
    clearTimeout(pause);
    pause = setTimeout(() => files.forEach((file) => whole(file).catch(() => undefined)), TYPING_PAUSE_MS);
  }

  function filesFor(filters: FilterGroup[]): SearchIndexFile[] {
    const tags = searchedTags(filters);
    return manifest.files.filter((file) => !tags || file.tags.some((tag) => tags.has(tag)));
  }

  /**
   * The files a request searches and the filters that keep their records: those its facet filters
   * select and, when the query names a later ink! release than the docs being read ("migrate ink 3
   * to ink 4" among the v3 docs), that release's docs too, which hold its migration guide and its
   * pages where the docs being read cannot. Not for news ("ink 4 release"): the blog, which every
   * context searches, has it, and the later docs' monthly updates would crowd it out.
   */
  function searched(
    filters: FilterGroup[],
    words: string[],
    typed: string[],
  ): {files: SearchIndexFile[]; filters: FilterGroup[]} {
    const files = filesFor(filters);
    const read = files.flatMap((file) => (file.release ? [Number(file.release)] : []));
    if (read.length !== 1 || asksForNews(typed)) return {files, filters};
    const named = new Set(inkReleases(words).filter((release) => Number(release) > (read[0] ?? Infinity)));
    const later = manifest.files.filter((file) => file.release !== undefined && named.has(file.release) && !files.includes(file));
    if (later.length === 0) return {files, filters};
    const tags = later.flatMap((file) =>
      file.tags.map((value): Filter => ({attribute: 'docusaurus_tag', value, negated: false})),
    );
    return {files: [...files, ...later], filters: filters.map((group) => (isTagGroup(group) ? [...group, ...tags] : group))};
  }

  async function answer(
    request: NormalizedRequest,
    asYouType: boolean,
  ): Promise<EmbeddedSearchResponse | EmbeddedFacetValuesResponse> {
    const started = Date.now();
    if (request.searchForFacetValues) {
      return {facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0};
    }
    const words = queryTerms(request.query);
    const plan = planQuery(words, request.query);
    const {files, filters} = searched(request.filters, plan.words, words);
    const indexes = await Promise.all(files.map(asYouType ? head : whole));

    if (asYouType && words.length > 0) completeLater(files);
    const searches = planSearch(plan);
    const found = words.length === 0 ? [] : indexes.flatMap((loaded) => searchPlan(loaded, searches, filters));
    // A page is in one file: what is known of it is that file's.
    const facts: PageFacts = (path) => indexes.find((index) => index.pageFacts.has(path))?.pageFacts.get(path);
    const matches = rank(found, plan, request.query, facts);

    const {page, hitsPerPage} = request;
    const pageMatches = hitsPerPage === 0 ? [] : matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const facets = facetCounts(matches, request.facets);
    return {
      hits: pageMatches.map((match) => toHit(match, request, plan.words, siteUrl)),
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: words.length === 0 || files.every((file) => complete.has(file.path)),
      query: request.query,
      params: new URLSearchParams({query: request.query, page: String(page), hitsPerPage: String(hitsPerPage)}).toString(),
      index: request.indexName,
      processingTimeMS: Date.now() - started,
      queryID: queryId(),
      ...(facets && {facets}),
    };
  }

  const answerAll = async (params: unknown, asYouType: boolean) => ({
    results: await Promise.all(rawRequests(params).map((request) => answer(normalize(request), asYouType))),
  });
  return {
    search: (params) => answerAll(params, false),
    searchAsYouType: (params) => answerAll(params, true),
    preload: async (facetFilters) => {
      await Promise.all(filesFor(parseFacetFilters(facetFilters)).map(head));
    },
    onComplete: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
