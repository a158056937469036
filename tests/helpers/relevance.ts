/**
 * The search relevance suite: queries a reader types, each with the page they want, run against
 * the embedded index of a build as the modal sends them (the reader's docs version, tutorials,
 * blog and pages). Shared by the relevance test and `scripts/bench-search.mjs`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createSearchEngine, parseIndexFile, type EmbeddedSearchResponse, type SearchEngine} from '@site/src/search/engine';
import {SEARCH_INDEX_DIR} from '@site/src/search/constants';
import type {SearchIndexFile} from '@site/src/search/schema';

type RelevanceQuery = {
  query: string;
  /** The docs version the reader is browsing. */
  context: 'v6' | 'v5' | 'v4' | 'v3';
  /** The path of the page the reader wants, without anchor. */
  expect: string;
  kind: 'word' | 'identifier' | 'attribute' | 'typo' | 'question';
};

type RelevanceResult = RelevanceQuery & {rank: number | null; top: string[]};

const RELEVANCE_QUERIES = path.resolve(__dirname, '../fixtures/search-relevance.json');

export function loadQueries(file = RELEVANCE_QUERIES): RelevanceQuery[] {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(value)) throw new Error(`${file}: expected a list of queries`);
  return value.map((entry: RelevanceQuery) => entry);
}

/** The index files of a build with the docusaurus tags each holds, as the plugin's global data lists them. */
function buildManifest(buildDir: string): SearchIndexFile[] {
  const dir = path.join(buildDir, SEARCH_INDEX_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = `${SEARCH_INDEX_DIR}/${name}`;
      const tags = [...new Set(parseIndexFile(readFileSync(path.join(buildDir, file), 'utf8')).map((record) => record.tag))];
      return {path: file, tags};
    });
}

export function buildEngine(buildDir: string): SearchEngine {
  return createSearchEngine({
    manifest: {files: buildManifest(buildDir), version: 'relevance'},
    siteUrl: '',
    loadIndex: async (file) => readFileSync(path.join(buildDir, file), 'utf8'),
  });
}

/** The tag of a docs version's index: the current version is `current`. */
function versionTag(context: RelevanceQuery['context']): string {
  return context === 'v6' ? 'docs-default-current' : `docs-default-${context}`;
}

/** The request DocSearch's modal sends from a page of `context`'s docs. */
export function modalRequest(query: string, context: RelevanceQuery['context']) {
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

export async function runRelevance(engine: SearchEngine, queries: RelevanceQuery[]) {
  const results: RelevanceResult[] = [];
  for (const entry of queries) {
    const [response] = (await engine.search(modalRequest(entry.query, entry.context))).results;
    const hits = response && 'hits' in response ? (response satisfies EmbeddedSearchResponse).hits : [];
    const top = hits.slice(0, 5).map((hit) => hit.url_without_anchor.replace(/(.)\/$/, '$1'));
    const index = top.indexOf(entry.expect);
    results.push({...entry, rank: index < 0 ? null : index + 1, top});
  }
  const share = (n: number) => n / Math.max(1, results.length);
  return {
    results,
    top1: share(results.filter((r) => r.rank === 1).length),
    top5: share(results.filter((r) => r.rank !== null).length),
  };
}
