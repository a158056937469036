import {describe, expect, it} from 'vitest';
import type {
  EmbeddedFacetValuesResponse,
  EmbeddedSearchResponse,
  EmbeddedSearchResponses,
} from '@site/plugins/search/engine/engine';
import {MAX_QUERY_LENGTH} from '@site/plugins/search/engine/constants';
import {SITE_URL, V5, V6, fixtureEngine, heading, modalRequest, page, text} from '../helpers/searchFixture';

const words = (n: number, word = 'filler') => Array.from({length: n}, (_, i) => `${word}${i}`).join(' ');

const pages = [
  page({
    url: '/docs/v6/datastructures/mapping',
    section: 'Data structures',
    title: 'Mapping',
    description: 'The ink! v6 Mapping<K, V> API.',
    blocks: [
      text('A Mapping stores each entry in its own storage cell.'),
      heading('Insert and get', 'insert-and-get'),
      text('Mapping::insert stores a value under a key; get reads it back.'),
    ],
  }),
  page({
    url: '/docs/v5/datastructures/mapping',
    section: 'Data structures',
    title: 'Mapping',
    tag: V5,
    blocks: [text('Mapping in ink! 5.')],
  }),
  page({
    url: '/docs/v6/basics/storing-values',
    title: 'Storing values',
    blocks: [text('Use a mapping for data keyed by address.')],
  }),
  page({
    url: '/docs/v6/macros-attributes/payable',
    section: 'Macros & attributes',
    title: '#[ink(payable)]',
    blocks: [text('Accept value.')],
  }),
  page({
    url: '/tutorials/guide',
    section: 'Tutorials',
    title: 'Writing a tutorial',
    tag: 'docs-tutorials-current',
    blocks: [text('Show a mapping.')],
  }),
  page({url: '/blog/ink-6', section: 'Blog', title: 'ink! 6 released', tag: 'default', blocks: [text('New mapping API.')]}),
  page({
    url: '/docs/v6/hostile',
    title: '<img src=x onerror=alert(1)> in titles',
    blocks: [text('About <script>alert(1)</script> & friends, and onerror handlers.')],
  }),
  page({url: '/docs/v6/long', title: 'A long page', blocks: [text(`${words(40)} needle ${words(40, 'tail')}`)]}),
  ...Array.from({length: 25}, (_, i) =>
    page({url: `/docs/v6/paging/${i}`, title: `Paging page ${i}`, blocks: [text('A pagination target.')]}),
  ),
];

async function first(responses: Promise<EmbeddedSearchResponses>): Promise<EmbeddedSearchResponse> {
  const result = (await responses).results[0];
  if (!result || !('hits' in result)) throw new Error('expected a search response');
  return result;
}

describe('embedded search adapter: the response DocSearch reads', () => {
  it('answers the modal request with Algolia-shaped results', async () => {
    const {engine} = fixtureEngine(pages);
    const result = await first(engine.search(modalRequest('mapping')));

    expect(result).toMatchObject({page: 0, hitsPerPage: 20, query: 'mapping', index: 'use', exhaustiveNbHits: true});
    expect(result.nbHits).toBeGreaterThan(2);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(0);

    const top = result.hits[0];
    expect(top).toMatchObject({
      objectID: 'lvl1:/docs/v6/datastructures/mapping',
      url: `${SITE_URL}/docs/v6/datastructures/mapping`,
      url_without_anchor: `${SITE_URL}/docs/v6/datastructures/mapping`,
      anchor: null,
      type: 'lvl1',
      hierarchy: {lvl0: 'Data structures', lvl1: 'Mapping', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      language: 'en',
      docusaurus_tag: V6,
    });
    // The modal groups by the lvl0 highlight and renders title and snippet from these.
    expect(top?._highlightResult.hierarchy.lvl0?.value).toBe('Data structures');
    expect(top?._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Mapping</mark>',
      matchLevel: 'full',
      matchedWords: ['mapping'],
      fullyHighlighted: true,
    });
    expect(top?._snippetResult.hierarchy?.lvl1?.value).toBe('<mark>Mapping</mark>');
    expect(top?._snippetResult.content?.value).toBe('The ink! v6 <mark>Mapping</mark>&lt;K, V&gt; API.');
  });

  it('gives headings and sections their anchor, and only the levels a hit has', async () => {
    const {engine} = fixtureEngine(pages);
    const result = await first(engine.search(modalRequest('insert')));
    const section = result.hits.find((hit) => hit.type === 'lvl2');
    expect(section).toMatchObject({
      url: `${SITE_URL}/docs/v6/datastructures/mapping#insert-and-get`,
      anchor: 'insert-and-get',
      hierarchy: {lvl1: 'Mapping', lvl2: 'Insert and get', lvl3: null},
    });
    expect(Object.keys(section?._highlightResult.hierarchy ?? {})).toEqual(['lvl0', 'lvl1', 'lvl2']);
    const body = (await first(engine.search(modalRequest('cell')))).hits.find((hit) => hit.type === 'content');
    expect(body?._snippetResult.content?.value).toContain('<mark>cell</mark>');
    expect(body?.url).toBe(`${SITE_URL}/docs/v6/datastructures/mapping`);
  });

  it('shows one hit per URL and anchor: the better of a heading and the text below it', async () => {
    const {engine} = fixtureEngine(pages);
    for (const query of ['mapping', 'insert', 'get']) {
      const urls = (await first(engine.search(modalRequest(query)))).hits.map((hit) => hit.url);
      expect(urls.length, query).toBeGreaterThan(0);
      expect(new Set(urls).size, query).toBe(urls.length);
    }
  });

  it('finds words by their stem and identifiers whole or by their parts', async () => {
    const {engine} = fixtureEngine([
      page({url: '/docs/v6/faq/migrating', title: 'Migrating from ink! 5 to 6', blocks: [text('Every change when migrating.')]}),
      page({url: '/docs/v6/linter/storage_never_freed', title: 'storage_never_freed', blocks: [text('A lint for storage.')]}),
      page({
        url: '/docs/v6/basics/env',
        title: 'Environment functions',
        blocks: [text('Call ink::env::caller or StorageVec::push.')],
      }),
    ]);
    const top = async (query: string) => (await first(engine.search(modalRequest(query)))).hits[0]?.url.replace(SITE_URL, '');
    expect(await top('migrate from ink 5')).toBe('/docs/v6/faq/migrating');
    expect(await top('storage_never_freed')).toBe('/docs/v6/linter/storage_never_freed');
    expect(await top('never freed')).toBe('/docs/v6/linter/storage_never_freed');
    expect(await top('ink::env::caller')).toBe('/docs/v6/basics/env');
    expect(await top('caller')).toBe('/docs/v6/basics/env');
    expect(await top('storagevec')).toBe('/docs/v6/basics/env');
  });

  it('completes a word of one or two letters being typed in the names of pages and sections only, and in the texts from its third letter', async () => {
    const {engine} = fixtureEngine(pages);
    const urls = async (query: string) =>
      (await first(engine.search(modalRequest(query)))).hits.map((hit) => hit.url.replace(SITE_URL, ''));
    // "cell" is only in a text of the Mapping page.
    expect(await urls('ce')).toEqual([]);
    expect(await urls('cel')).toContain('/docs/v6/datastructures/mapping');
    // As a whole word, a short word is found in the texts too: "v6" in the Mapping page's description.
    expect(await urls('v6')).toContain('/docs/v6/datastructures/mapping');
    // A heading is a name: "Insert and get" as "in" is typed.
    expect(await urls('in')).toContain('/docs/v6/datastructures/mapping#insert-and-get');
    // But not the name of the headings above it: "Insert and get" is under "Mapping".
    expect(await urls('ma')).toContain('/docs/v6/datastructures/mapping');
    expect(await urls('ma')).not.toContain('/docs/v6/datastructures/mapping#insert-and-get');
    expect(await urls('map')).toContain('/docs/v6/datastructures/mapping#insert-and-get');
    // The words before it are finished: searched in the texts too.
    expect(await urls('cell in')).toContain('/docs/v6/datastructures/mapping');
  });

  it('answers a query typed key by key, with backspaces, as a fresh engine answers it', async () => {
    const gas = page({
      url: '/docs/v6/basics/gas',
      title: 'Gas',
      blocks: [text('Every call is charged gas, measured as weight.')],
    });
    const typing = fixtureEngine([...pages, gas]).engine;
    // Loads the texts too; as-you-type answers come from them from then on.
    await typing.search(modalRequest('mapping'));
    const answer = ({hits, nbHits}: EmbeddedSearchResponse) => ({nbHits, hits});
    // Each word searched as it is typed (completed), then finished: "pag" completed finds "Paging",
    // finished it does not; "ma" completed in names only; "gas" typed, then as the docs word for
    // "fee" (a synonym counts less).
    const keys = ['m', 'ma', 'ma ', 'ma m', 'ma ma', 'ma map', 'ma ma', 'ma map', 'ma map s', 'ma map st', 'ma mapping sto'];
    for (const query of [...keys, 'pag', 'pag zq', 'g', 'ga', 'gas', 'f', 'fe', 'fee']) {
      const typed = await first(typing.searchAsYouType(modalRequest(query)));
      const fresh = await first(fixtureEngine([...pages, gas]).engine.search(modalRequest(query)));
      expect(answer(typed), query).toEqual(answer(fresh));
    }
  });

  it('answers the search page helper form ([{indexName, params}]) with facet counts', async () => {
    const {engine} = fixtureEngine(pages);
    const {results} = await engine.search([
      {
        indexName: 'use',
        params: {
          query: 'mapping',
          hitsPerPage: 5,
          facets: ['docusaurus_tag'],
          facetFilters: [['docusaurus_tag:docs-default-v5']],
        },
      },
    ]);
    expect(results[0]).toMatchObject({hitsPerPage: 5, facets: {docusaurus_tag: {[V5]: 1}}});
  });

  it('ranks page titles above headings above body text, with prefixes and typos', async () => {
    const {engine} = fixtureEngine(pages);
    for (const query of ['mapping', 'mapp', 'mappng']) {
      const result = await first(engine.search(modalRequest(query)));
      expect(result.hits[0]?.url, query).toBe(`${SITE_URL}/docs/v6/datastructures/mapping`);
    }
    const payable = await first(engine.search(modalRequest('payable')));
    expect(payable.hits[0]?.hierarchy.lvl1).toBe('#[ink(payable)]');
  });
});

describe('embedded search adapter: facet filters', () => {
  it('keeps docs versions apart and loads only the files a request can match', async () => {
    const {engine, loads} = fixtureEngine(pages);
    const v6 = await first(engine.search(modalRequest('mapping', ['default', V6, 'docs-tutorials-current'])));
    expect(new Set(v6.hits.map((hit) => hit.docusaurus_tag))).toEqual(new Set([V6, 'default', 'docs-tutorials-current']));
    expect(v6.hits.some((hit) => hit.url.includes('/docs/v5/'))).toBe(false);
    expect([...loads].sort()).toEqual([
      `search-index/${V6}.body.json`,
      `search-index/${V6}.json`,
      'search-index/site.body.json',
      'search-index/site.json',
    ]);

    const v5 = await first(engine.search(modalRequest('mapping', [V5])));
    expect(v5.hits.map((hit) => hit.url)).toEqual([`${SITE_URL}/docs/v5/datastructures/mapping`]);
    expect(loads).toContain(`search-index/${V5}.json`);
  });

  it('also searches the docs of a later ink! release the query names, and of no other', async () => {
    const {engine, loads} = fixtureEngine(pages);
    const urls = async (query: string, tags: string[]) =>
      (await first(engine.search(modalRequest(query, tags)))).hits.map((hit) => hit.url.slice(SITE_URL.length));

    // Read in the v5 docs, "ink 6" asks about the release those docs cannot describe.
    expect(await urls('mapping', ['default', V5])).not.toContain('/docs/v6/datastructures/mapping');
    expect(await urls('mapping in ink 6', ['default', V5])).toContain('/docs/v6/datastructures/mapping');
    expect(await urls('ink! v6 mapping', ['default', V5])).toContain('/docs/v6/datastructures/mapping');
    // An older release (its changes are in the read version's migration guides), another tool's
    // version, or a version the site has no docs for change nothing.
    expect(await urls('mapping ink 5', ['default', V6])).not.toContain('/docs/v5/datastructures/mapping');
    expect(await urls('mapping cargo-contract 6', ['default', V5])).not.toContain('/docs/v6/datastructures/mapping');
    expect(await urls('mapping ink 9', ['default', V5])).toEqual(await urls('mapping ink', ['default', V5]));
    // News of a release is the blog's, which every context searches.
    expect(await urls('ink 6 released mapping', ['default', V5])).not.toContain('/docs/v6/datastructures/mapping');
    expect(loads).toContain(`search-index/${V6}.json`);
  });

  it('applies language filters, negations and OR groups like Algolia', async () => {
    const {engine} = fixtureEngine(pages);
    const search = (facetFilters: unknown) =>
      first(engine.search({requests: [{indexName: 'use', query: 'mapping', facetFilters}]}));
    expect((await search(['language:fr'])).nbHits).toBe(0);
    expect((await search('language:en')).nbHits).toBeGreaterThan(0);
    const notV6 = await search(['-docusaurus_tag:docs-default-current']);
    expect(notV6.hits.every((hit) => hit.docusaurus_tag !== V6)).toBe(true);
    const either = await search([['docusaurus_tag:docs-default-v5', 'docusaurus_tag:default']]);
    expect(new Set(either.hits.map((hit) => hit.docusaurus_tag))).toEqual(new Set([V5, 'default']));
    expect((await search(['unknown_facet:x'])).nbHits).toBe(0);
  });
});

describe('embedded search adapter: snippets and highlighting', () => {
  it('cuts content to the requested number of words around the match', async () => {
    const {engine} = fixtureEngine(pages);
    for (const size of [10, 5]) {
      const result = await first(engine.search(modalRequest('needle', [V6], size)));
      const snippet = result.hits.find((hit) => hit.type === 'content')?._snippetResult.content;
      expect(snippet?.matchLevel).toBe('full');
      expect(snippet?.value.startsWith('…')).toBe(true);
      expect(snippet?.value.endsWith('…')).toBe(true);
      const shown =
        snippet?.value
          .replace(/<\/?mark>|…/g, '')
          .trim()
          .split(/\s+/) ?? [];
      expect(shown).toHaveLength(size);
      expect(shown).toContain('needle');
    }
  });

  it('escapes page text before tagging: markup in a title or text never becomes markup', async () => {
    const {engine} = fixtureEngine(pages);
    const result = await first(engine.search(modalRequest('onerror')));
    const hits = result.hits.filter((hit) => hit.url.includes('/hostile'));
    expect(hits.length).toBeGreaterThan(0);
    const everything = JSON.stringify(hits);
    expect(everything).not.toMatch(/<img|<script/);
    const title = hits.find((hit) => hit.type === 'lvl1');
    expect(title?._highlightResult.hierarchy.lvl1?.value).toBe('&lt;img src=x <mark>onerror</mark>=alert(1)&gt; in titles');
    // DocSearch renders the plain values of saved recent searches as HTML, so they are escaped too.
    expect(title?.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt; in titles');
  });

  it('survives hostile queries: markup, regex characters, very long input', async () => {
    const {engine} = fixtureEngine(pages);
    const hostile = ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '"\'`<>&;', 'a'.repeat(10_000), '\u0000\u202e'];
    for (const query of hostile) {
      const result = await first(engine.search(modalRequest(query)));
      expect(result.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      expect(JSON.stringify(result.hits)).not.toMatch(/<img|<script/);
    }
    const markup = await first(engine.search(modalRequest('<img src=x onerror=alert(1)>')));
    expect(markup.hits[0]?._highlightResult.hierarchy.lvl1?.value).toContain('&lt;<mark>img</mark>');
  });
});

describe('embedded search adapter: paging and edge cases', () => {
  it('pages through all hits without overlap', async () => {
    const {engine} = fixtureEngine(pages);
    const at = (pageNumber: number) =>
      first(engine.search({requests: [{indexName: 'use', query: 'pagination', hitsPerPage: 10, page: pageNumber}]}));
    const [p0, p1, p2, p3] = await Promise.all([at(0), at(1), at(2), at(3)]);
    expect(p0).toMatchObject({nbHits: 25, nbPages: 3, page: 0});
    expect([p0, p1, p2].map((result) => result.hits.length)).toEqual([10, 10, 5]);
    const ids = [p0, p1, p2].flatMap((result) => result.hits.map((hit) => hit.objectID));
    expect(new Set(ids).size).toBe(25);
    expect(p3.hits).toEqual([]);
  });

  it('returns nothing for an empty or wordless query', async () => {
    const {engine, loads} = fixtureEngine(pages);
    for (const query of ['', '   ', '!?', undefined]) {
      const result = await first(engine.search({requests: [{indexName: 'use', query}]}));
      expect(result).toMatchObject({nbHits: 0, nbPages: 0, hits: []});
    }
    expect(loads.length).toBeGreaterThan(0);
  });

  it('caps queries at 64 characters', async () => {
    const {engine} = fixtureEngine(pages);
    const query = `mapping ${'x'.repeat(100)}`;
    const result = await first(engine.search(modalRequest(query)));
    expect(result.query).toBe(query.slice(0, MAX_QUERY_LENGTH));
    expect(result.query).toHaveLength(64);
  });

  it('answers facet-value searches with no values instead of failing', async () => {
    const {engine} = fixtureEngine(pages);
    const {results} = await engine.search({requests: [{indexName: 'use', type: 'facet', facet: 'language'}]});
    expect(results[0]).toEqual<EmbeddedFacetValuesResponse>({facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0});
  });

  it("preloads only the titles and headings of the files the reader's context searches, once, ahead of the first query", async () => {
    const {engine, loads} = fixtureEngine(pages);
    const filters = modalRequest('', [V5]).requests[0]?.facetFilters;
    await engine.preload(filters);
    expect(loads).toEqual([`search-index/${V5}.json`]);
    const result = await first(engine.search(modalRequest('mapping', [V5])));
    expect(result.hits[0]?.url).toBe(`${SITE_URL}/docs/v5/datastructures/mapping`);
    expect(loads).toEqual([`search-index/${V5}.json`, `search-index/${V5}.body.json`]);
  });

  it('answers as you type from titles and headings first, then loads the texts and says so', async () => {
    const {engine, loads} = fixtureEngine(pages);
    const completed = new Promise<void>((resolve) => engine.onComplete(resolve));
    const early = await first(engine.searchAsYouType(modalRequest('needle', [V6])));
    expect(loads).toEqual([`search-index/${V6}.json`]);
    expect(early.hits.every((hit) => hit.type !== 'content')).toBe(true);
    // The search page shows such an answer as a first one, and waits for the whole.
    expect(early.exhaustiveNbHits).toBe(false);
    await completed;
    expect(loads).toEqual([`search-index/${V6}.json`, `search-index/${V6}.body.json`]);
    const later = await first(engine.searchAsYouType(modalRequest('needle', [V6])));
    expect(later.hits.some((hit) => hit.type === 'content')).toBe(true);
    expect(later.exhaustiveNbHits).toBe(true);
    expect(later).toEqual({
      ...(await first(engine.search(modalRequest('needle', [V6])))),
      processingTimeMS: later.processingTimeMS,
      queryID: later.queryID,
    });
  });

  it('fails while the index cannot be fetched, and recovers on the next query', async () => {
    const {engine, loads, setFailing} = fixtureEngine(pages);
    setFailing(true);
    await expect(engine.search(modalRequest('mapping'))).rejects.toThrow('Failed to fetch');
    setFailing(false);
    const result = await first(engine.search(modalRequest('mapping')));
    expect(result.nbHits).toBeGreaterThan(0);
    expect(loads.filter((path) => path.endsWith(`${V6}.json`))).toHaveLength(2);
  });
});
