/**
 * The search relevance suite: queries a reader types, each with the page they want, run against
 * the embedded index of a build as the modal sends them (the reader's docs version, tutorials,
 * blog and pages), and scored in the order the modal shows the hits. Shared by the relevance test
 * and `bench/search.ts`.
 *
 * Three query sets, same scoring (`querySets`): the tuning set (`tests/fixtures/search-relevance.json`),
 * which ranking changes are tried against, and two sets written by people who never saw the
 * engine: validation, which chooses between ranking designs by its totals, and held-out, which
 * judges whether they generalise.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSearchEngine, type EmbeddedSearchResponse, type SearchEngine} from '@site/plugins/search/engine/engine';
import {MAX_RESULTS_PER_GROUP, SEARCH_INDEX_DIR} from '@site/plugins/search/engine/constants';
import type {SearchIndexFile, SearchIndexManifest} from '@site/plugins/search/engine/schema';

export const QUERY_KINDS = ['word', 'identifier', 'attribute', 'cli', 'question', 'typo', 'synonym', 'release'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
type Context = 'v6' | 'v5' | 'v4' | 'v3';

export type RelevanceQuery = {
  query: string;
  /** The docs version the reader is browsing. */
  context: Context;
  /** The path of the page the reader wants, without anchor. */
  expect: string;
  /** Other pages that answer the query as well (a hit on one counts). */
  acceptable: string[];
  kind: QueryKind;
};

type RelevanceResult = RelevanceQuery & {rank: number | null; top: string[]};

/**
 * Ranking is tuned on these: 389 queries, then each new writer's blind queries that no set held
 * yet, every batch scored once on the ranking of the day before it joined (the scores, writer by
 * writer, are in BENCHMARKS.md).
 */
export const TUNING_QUERIES = path.resolve(__dirname, '../fixtures/search-relevance.json');
/**
 * Written by someone else (170 queries, then 134 more by another writer, each measured before and
 * after a ranking round that never saw them); the tuning side never opens it except through this suite.
 */
export const HELDOUT_QUERIES = path.resolve(__dirname, '../fixtures/search-heldout.json');
/** Written blind like the held-out set; used to choose between ranking designs by its totals. */
export const VALIDATION_QUERIES = path.resolve(__dirname, '../fixtures/search-validation.json');

const CONTEXTS: readonly string[] = ['v6', 'v5', 'v4', 'v3'];

function isContext(value: unknown): value is Context {
  return typeof value === 'string' && CONTEXTS.includes(value);
}

function isKind(value: unknown): value is QueryKind {
  return typeof value === 'string' && (QUERY_KINDS as readonly string[]).includes(value);
}

/** A URL path as the suite compares them: no trailing slash, no anchor. */
function normalPath(url: string): string {
  return url.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
}

/**
 * A query file of either shape: the tuning set's `{query, context, expect, kind, acceptable?}` or the held-out
 * set's `{query, version, expect, kind, acceptable?}` (`version` is the reader's docs version).
 */
export function loadQueries(file = TUNING_QUERIES): RelevanceQuery[] {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(value)) throw new Error(`${file}: expected a list of queries`);
  return value.map((entry: Record<string, unknown>, i) => {
    const context = entry.context ?? entry.version;
    const {query, expect, kind, acceptable} = entry;
    if (typeof query !== 'string' || typeof expect !== 'string' || !isContext(context) || !isKind(kind)) {
      throw new Error(`${file}: entry ${i} is not a query: ${JSON.stringify(entry)}`);
    }
    const others = Array.isArray(acceptable) ? acceptable.filter((item): item is string => typeof item === 'string') : [];
    return {query, context, expect: normalPath(expect), acceptable: others.map(normalPath), kind};
  });
}

export type QuerySetName = 'tuning' | 'validation' | 'held-out';

/**
 * The query sets that exist. Ranking is tuned on the tuning set, query by query. The validation
 * set, written by someone who never saw the engine, chooses between ranking designs by its totals
 * only; the held-out set, written the same way, is only ever reported. Neither prints its queries'
 * results one by one anywhere.
 */
export function querySets(): {name: QuerySetName; queries: RelevanceQuery[]}[] {
  const sets: {name: QuerySetName; file: string}[] = [
    {name: 'tuning', file: TUNING_QUERIES},
    {name: 'validation', file: VALIDATION_QUERIES},
    {name: 'held-out', file: HELDOUT_QUERIES},
  ];
  return sets.filter(({file}) => existsSync(file)).map(({name, file}) => ({name, queries: loadQueries(file)}));
}

/** The index files of a build with the docusaurus tags each holds, from the manifest the build writes. */
function buildManifest(buildDir: string): SearchIndexFile[] {
  const manifest: SearchIndexManifest = JSON.parse(readFileSync(path.join(buildDir, SEARCH_INDEX_DIR, 'manifest.json'), 'utf8'));
  return manifest.files;
}

export function buildEngine(buildDir: string): SearchEngine {
  return createSearchEngine({
    manifest: {files: buildManifest(buildDir), version: 'relevance'},
    siteUrl: '',
    loadIndex: async (file) => readFileSync(path.join(buildDir, file), 'utf8'),
  });
}

/** The tag of a docs version's index: the current version is `current`. */
export function versionTag(context: Context): string {
  return context === 'v6' ? 'docs-default-current' : `docs-default-${context}`;
}

/** The request DocSearch's modal sends from a page of `context`'s docs. */
export function modalRequest(query: string, context: Context) {
  const tags = ['default', versionTag(context), 'docs-tutorials-current'];
  return {
    requests: [
      {
        query,
        indexName: 'use',
        hitsPerPage: 20,
        facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  };
}

type ModalHit = Pick<EmbeddedSearchResponse['hits'][number], 'url_without_anchor' | 'hierarchy'>;

/** Group `items` by `key` in first-appearance order, at most `max` per group (DocSearch's `groupBy`). */
function groupBy<T>(items: T[], key: (item: T) => string | null, max: number): T[][] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    if (group.length < max) group.push(item);
    groups.set(key(item), group);
  }
  return [...groups.values()];
}

/**
 * The hits in the order DocSearch 3.9.0's modal lists them: grouped by lvl0 in the order each
 * group first appears (5 per group), and within a group by page title (lvl1) the same way.
 */
export function displayOrder<T extends ModalHit>(hits: T[]): T[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0, MAX_RESULTS_PER_GROUP).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1, MAX_RESULTS_PER_GROUP).flat(),
  );
}

export async function runRelevance(engine: SearchEngine, queries: RelevanceQuery[]) {
  const results: RelevanceResult[] = [];
  for (const entry of queries) {
    const [response] = (await engine.search(modalRequest(entry.query, entry.context))).results;
    const hits = response && 'hits' in response ? (response satisfies EmbeddedSearchResponse).hits : [];
    const top = displayOrder(hits)
      .slice(0, 5)
      .map((hit) => normalPath(hit.url_without_anchor));
    const wanted = new Set([entry.expect, ...entry.acceptable]);
    const index = top.findIndex((url) => wanted.has(url));
    results.push({...entry, rank: index < 0 ? null : index + 1, top});
  }
  const share = (list: RelevanceResult[], test: (r: RelevanceResult) => boolean) =>
    list.filter(test).length / Math.max(1, list.length);
  const byKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => {
      const mine = results.filter((r) => r.kind === kind);
      return [kind, {count: mine.length, top1: share(mine, (r) => r.rank === 1), top5: share(mine, (r) => r.rank !== null)}];
    }),
  );
  return {
    results,
    top1: share(results, (r) => r.rank === 1),
    top5: share(results, (r) => r.rank !== null),
    byKind,
  };
}
