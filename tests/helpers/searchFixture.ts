/** A small embedded search index built in memory, so the adapter is tested without a site build. */
import {pageRecords, type Page} from '@site/plugins/search/indexer/records';
import {createSearchEngine} from '@site/plugins/search/engine/engine';
import {bodyPath, encodeIndex} from '@site/plugins/search/engine/indexFormat';
import type {SearchIndexFile} from '@site/plugins/search/engine/schema';

export const V6 = 'docs-default-current';
export const V5 = 'docs-default-v5';
export const SITE_URL = 'https://use.ink';

/** The modal's request for `query`, as DocSearch 3.9.0 sends it, with `tags` as contextual filters. */
export function modalRequest(query: string, tags: string[] = ['default', V6], words = 10) {
  return {
    requests: [
      {
        query,
        indexName: 'use',
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'].map((a) => `${a}:${words}`),
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
      },
    ],
  };
}

export function page(fields: Partial<Page> & Pick<Page, 'url' | 'title'>): Page {
  return {section: 'Basics', description: null, language: 'en', tag: V6, blocks: [], ...fields};
}

export function text(value: string): Page['blocks'][number] {
  return {kind: 'text', text: value};
}

export function heading(value: string, anchor: string, level = 2): Page['blocks'][number] {
  return {kind: 'heading', level, text: value, anchor};
}

const FILES: SearchIndexFile[] = [
  {path: `search-index/${V6}.json`, tags: [V6], release: '6'},
  {path: `search-index/${V5}.json`, tags: [V5], release: '5'},
  {path: 'search-index/site.json', tags: ['default', 'docs-tutorials-current']},
];

/** An engine over `pages`, split into files like the plugin does; `loads` lists every file fetched. */
export function fixtureEngine(pages: Page[]) {
  const records = pages.flatMap(pageRecords);
  const json = new Map(
    FILES.flatMap((file) => {
      const {head, body} = encodeIndex(records.filter((r) => file.tags.includes(r.tag)));
      return [
        [file.path, head],
        [bodyPath(file), body],
      ];
    }),
  );
  const loads: string[] = [];
  let failing = false;
  const engine = createSearchEngine({
    manifest: {files: FILES, version: 'test'},
    siteUrl: SITE_URL,
    loadIndex: async (path) => {
      loads.push(path);
      if (failing) throw new TypeError('Failed to fetch');
      return json.get(path) ?? '';
    },
  });
  return {
    engine,
    loads,
    /** Make index downloads fail (or work again). */
    setFailing: (value: boolean) => {
      failing = value;
    },
  };
}
