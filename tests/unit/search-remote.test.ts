import {afterEach, describe, expect, it} from 'vitest';
import type {EmbeddedSearchResponse, EmbeddedSearchResponses} from '@site/plugins/search/engine/engine';
import {remoteEngine, serveEngine, type EnginePort} from '@site/plugins/search/engine/remote';
import {fixtureEngine, heading, modalRequest, page, text} from '../helpers/searchFixture';

const pages = [
  page({
    url: '/docs/v6/datastructures/mapping',
    section: 'Data structures',
    title: 'Mapping',
    blocks: [
      text('A Mapping stores each entry in its own storage cell.'),
      heading('Lazy values', 'lazy'),
      text('Lazy loads on read.'),
    ],
  }),
  page({
    url: '/docs/v6/basics/storing-values',
    title: 'Storing values',
    blocks: [text('Use a mapping for data keyed by address.')],
  }),
];

const urls = (responses: EmbeddedSearchResponses) => (responses.results[0] as EmbeddedSearchResponse).hits.map((hit) => hit.url);

const open: MessagePort[] = [];
afterEach(() => open.splice(0).forEach((port) => port.close()));

/** Two ends of a channel, as the page and the search worker hold them. */
function channel(): [MessagePort, MessagePort] {
  const {port1, port2} = new MessageChannel();
  for (const port of [port1, port2]) {
    port.start();
    open.push(port);
  }
  return [port1, port2];
}

describe('the search engine across a message port (the search worker)', () => {
  it('answers as the engine itself does', async () => {
    const [page, worker] = channel();
    serveEngine(fixtureEngine(pages).engine, worker);
    const remote = remoteEngine(page);
    const direct = fixtureEngine(pages).engine;
    for (const query of ['mapping', 'lazy', 'storage']) {
      const [across, here] = await Promise.all([remote.search(modalRequest(query)), direct.search(modalRequest(query))]);
      expect(urls(across)).toEqual(urls(here));
      expect(urls(across).length).toBeGreaterThan(0);
    }
    await expect(remote.preload([['docusaurus_tag:default']])).resolves.toBeUndefined();
  });

  it('rejects a call whose index could not load, with the reason, and answers the next one', async () => {
    const [page, worker] = channel();
    const {engine, setFailing} = fixtureEngine(pages);
    serveEngine(engine, worker);
    const remote = remoteEngine(page);
    setFailing(true);
    await expect(remote.searchAsYouType(modalRequest('mapping'))).rejects.toThrow('Failed to fetch');
    setFailing(false);
    expect(urls(await remote.searchAsYouType(modalRequest('mapping')))[0]).toContain('/datastructures/mapping');
  });

  it('says on the page side when more of the index became searchable', async () => {
    const [page, worker] = channel();
    serveEngine(fixtureEngine(pages).engine, worker);
    const remote = remoteEngine(page);
    const completed = new Promise<void>((resolve) => remote.onComplete(resolve));
    await remote.search(modalRequest('lazy'));
    await expect(completed).resolves.toBeUndefined();
  });

  it('hands the calls a worker never answered, and every later one, to the engine it falls back on', async () => {
    const [page] = channel();
    const remote = remoteEngine(page);
    const waiting = remote.searchAsYouType(modalRequest('mapping'));
    const {engine} = fixtureEngine(pages);
    let asked = 0;
    remote.handOver(async () => {
      asked += 1;
      return engine;
    });
    expect(urls(await waiting)[0]).toContain('/datastructures/mapping');
    expect(urls(await remote.search(modalRequest('storing')))[0]).toContain('/basics/storing-values');
    expect(asked).toBe(2);
  });

  it('leaves a reply to an unknown call alone', async () => {
    const [page, worker] = channel();
    const remote = remoteEngine(page);
    const answered = remote.search(modalRequest('mapping'));
    const port: EnginePort = worker;
    port.postMessage({id: 41, result: {results: []}});
    serveEngine(fixtureEngine(pages).engine, worker);
    expect(urls(await answered)[0]).toContain('/datastructures/mapping');
  });
});
