import {describe, expect, it} from 'vitest';
import {createEmbeddedSearchClient} from '@site/plugins/search/client/embeddedClient';
import type {EmbeddedSearchResponse} from '@site/plugins/search/engine/engine';
import {SITE_URL, V6, fixtureOptions, heading, modalRequest, page, text} from '../helpers/searchFixture';

const pages = [
  page({
    url: '/docs/v6/datastructures/mapping',
    title: 'Mapping',
    blocks: [heading('Insert', 'insert'), text('Insert a value.')],
  }),
  page({url: '/docs/v6/basics/events', title: 'Events', blocks: [text('Emit events with a mapping.')]}),
];
const filters = modalRequest('', [V6]).requests[0]?.facetFilters;
const hits = async (promise: Promise<{results: unknown[]}>) => ((await promise).results[0] as EmbeddedSearchResponse).hits;

describe('embedded search client', () => {
  it("fetches the heads of the reader's context as soon as the reader reaches for search, once, and answers from them", async () => {
    const {options, loads} = fixtureOptions(pages);
    const client = createEmbeddedSearchClient(options);
    client.preload(filters);
    // Asked at once, before the engine's code has loaded: the two downloads run side by side.
    expect(loads).toEqual([`search-index/${V6}.json`]);
    client.preload(filters);
    const found = await hits(client.searchAsYouType(modalRequest('mapping', [V6])));
    expect(found[0]?.url).toBe(`${SITE_URL}/docs/v6/datastructures/mapping`);
    expect(loads).toEqual([`search-index/${V6}.json`]);
  });

  it('fetches a head again when its early download failed, and answers once it can', async () => {
    const {options, loads, setFailing} = fixtureOptions(pages);
    const client = createEmbeddedSearchClient(options);
    setFailing(true);
    client.preload(filters);
    await expect(client.searchAsYouType(modalRequest('mapping', [V6]))).rejects.toThrow('Failed to fetch');
    setFailing(false);
    const found = await hits(client.searchAsYouType(modalRequest('mapping', [V6])));
    expect(found[0]?.url).toBe(`${SITE_URL}/docs/v6/datastructures/mapping`);
    expect(loads.filter((path) => path === `search-index/${V6}.json`).length).toBeGreaterThan(1);
  });
});
