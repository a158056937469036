import {describe, expect, it} from 'vitest';
import type {EmbeddedSearchResponse, EmbeddedSearchResponses} from '@site/src/search/engine';
import {planQuery, queryTerms} from '@site/src/search/schema';
import {asksForNews} from '@site/src/search/ranking';
import {SYNONYMS} from '@site/src/search/vocabulary';
import {fixtureEngine, heading, modalRequest, page, text} from '../helpers/searchFixture';
import {displayOrder} from '../helpers/relevance';

async function first(responses: Promise<EmbeddedSearchResponses>): Promise<EmbeddedSearchResponse> {
  const result = (await responses).results[0];
  if (!result || !('hits' in result)) throw new Error('expected a search response');
  return result;
}

/** The pages of the hits, in the order they are returned, each once. */
async function pagesFor(engine: ReturnType<typeof fixtureEngine>['engine'], query: string): Promise<string[]> {
  const {hits} = await first(engine.search(modalRequest(query)));
  return [...new Set(hits.map((hit) => hit.url_without_anchor.replace('https://use.ink', '')))];
}

const pages = [
  page({
    url: '/docs/v6/basics/gas',
    title: 'Gas and storage deposit',
    description: 'What a call costs: weight and the deposit for storage.',
    blocks: [
      text('Every call is charged gas, measured as weight.'),
      heading('Weight', 'weight'),
      text('ref_time and proof_size make up the weight of a call.'),
      heading('Storage deposit', 'storage-deposit'),
      text('Storing data locks a deposit, refunded when the data is removed.'),
    ],
  }),
  page({
    url: '/docs/v6/faq/migrating-from-ink-5-to-6',
    section: 'FAQ',
    title: 'Migrating from ink! 5.x to 6.x',
    blocks: [
      heading('Mapping::insert returns the size', 'mapping-insert'),
      text('Mapping::insert now returns the size of the value, like Mapping::insert in ink! 5. Lazy too.'),
      heading('Events', 'events'),
      text('Lazy values and events changed; gas is now weight.'),
    ],
  }),
  page({
    url: '/docs/v6/datastructures/mapping',
    section: 'Data structures',
    title: 'Mapping',
    description: 'Store values by key.',
    blocks: [
      text('A Mapping stores each value in its own cell.'),
      heading('API', 'api'),
      text('Mapping::insert stores a value under a key, Mapping::get reads it, Mapping::remove deletes it.'),
    ],
  }),
  page({
    url: '/docs/v6/datastructures/lazy',
    section: 'Data structures',
    title: 'Lazy',
    blocks: [text('Lazy loads a value only when it is read.')],
  }),
  page({
    url: '/docs/v6/getting-started/setup',
    section: 'Getting started',
    title: 'Setup',
    blocks: [text('Install Rust, cargo-contract and Pop CLI.'), heading('Pop CLI', 'pop-cli'), text('pop builds and deploys.')],
  }),
  page({
    url: '/docs/v6/brand-assets/pop',
    section: 'Brand assets',
    title: 'Pop artwork',
    blocks: [text('The Pop logo: set it up with clear space around it.')],
  }),
  page({
    url: '/blog/ink-6-released',
    section: 'Blog',
    title: 'ink! 6 is out',
    tag: 'default',
    blocks: [text('Version 6 brings PolkaVM, Solidity ABI and more.')],
  }),
  page({
    url: '/docs/v6/basics/polkavm',
    section: 'Basics',
    title: 'PolkaVM',
    blocks: [text('ink! 6 compiles to PolkaVM. Version 6 runs on pallet-revive.')],
  }),
];

describe('query plan: synonyms, transpositions, joined words, identifiers', () => {
  it('adds the docs word for a reader word, by stem, and covers the reader word with it', () => {
    const plan = planQuery(queryTerms('fees'));
    expect(plan.terms.get('ga')?.role ?? plan.terms.get('gas')?.role).toBe('synonym');
    expect(plan.terms.get('gas')?.covers).toEqual([0]);
    // Aligned phrases: `storage cost` → `storage deposit`, so `cost` may be found as `deposit`.
    const phrase = planQuery(queryTerms('storage cost'));
    expect(phrase.terms.get('deposit')).toMatchObject({role: 'synonym', covers: [1]});
    // Not for the words alone.
    expect(planQuery(queryTerms('cost')).terms.has('deposit')).toBe(false);
  });

  it("covers a Solidity developer's words with ink!'s", () => {
    const words: [string, string][] = [
      ['public function', 'messag'],
      ['msg.sender', 'caller'],
      ['emit a log', 'event'],
      ['interface', 'trait'],
    ];
    for (const [query, term] of words) expect(planQuery(queryTerms(query)).terms.get(term)?.role, query).toBe('synonym');
  });

  it('keeps the synonym list small, and every entry a phrase mapped to another', () => {
    expect(SYNONYMS.length).toBeLessThanOrEqual(15);
    for (const [from, to] of SYNONYMS) expect(from).not.toBe(to);
  });

  it('searches adjacent swaps of 4 to 7 letter words, and joined neighbours', () => {
    const plan = planQuery(queryTerms('lzay'));
    expect(plan.terms.get('lazy')).toMatchObject({role: 'swap', covers: [0], prefix: false});
    expect(planQuery(queryTerms('abc')).terms.size).toBe(1);
    expect([...planQuery(queryTerms('verfication')).terms.values()].some((term) => term.role === 'swap')).toBe(false);
    expect(planQuery(queryTerms('set up')).terms.get('setup')).toMatchObject({role: 'join', covers: [0, 1]});
  });

  it('lets only the last word be unfinished', () => {
    const plan = planQuery(queryTerms('cargo contract new'));
    expect(plan.terms.get('cargo')?.prefix).toBe(false);
    expect(plan.terms.get('new')?.prefix).toBe(true);
  });

  it('knows an identifier by its parts', () => {
    const plan = planQuery(queryTerms('Mapping::insert'));
    expect(plan.words).toEqual(['mapping::insert', 'mapping', 'insert']);
    expect(plan.parts.get(0)).toEqual([1, 2]);
  });

  it('tells a query asking for news', () => {
    expect(asksForNews(queryTerms('ink 6 release'))).toBe(true);
    expect(asksForNews(queryTerms("what's new in ink 5"))).toBe(true);
    expect(asksForNews(queryTerms('what changed in ink 6'))).toBe(true);
    expect(asksForNews(queryTerms('change the code hash'))).toBe(false);
    expect(asksForNews(queryTerms('cargo contract new'))).toBe(false);
    expect(asksForNews(queryTerms('mapping'))).toBe(false);
  });
});

describe('ranking by page', () => {
  it('finds the page by the docs word for the reader word', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'fees'))[0]).toBe('/docs/v6/basics/gas');
    expect((await pagesFor(engine, 'storage cost'))[0]).toBe('/docs/v6/basics/gas');
  });

  it('forgives a transposition in a short word', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'lzay'))[0]).toBe('/docs/v6/datastructures/lazy');
    expect((await pagesFor(engine, 'mpaping'))[0]).toBe('/docs/v6/datastructures/mapping');
  });

  it('puts the page about an item before a migration guide that names it in a heading', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'Mapping::insert'))[0]).toBe('/docs/v6/datastructures/mapping');
    expect((await pagesFor(engine, 'lazy'))[0]).toBe('/docs/v6/datastructures/lazy');
    // Named, the guide comes first.
    expect((await pagesFor(engine, 'migrating from ink 5'))[0]).toBe('/docs/v6/faq/migrating-from-ink-5-to-6');
  });

  it('puts the guide before a brand page for "tool + verb", unless brand words are asked for', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'set up pop'))[0]).toBe('/docs/v6/getting-started/setup');
    expect((await pagesFor(engine, 'pop logo'))[0]).toBe('/docs/v6/brand-assets/pop');
  });

  it('ranks the release post with the docs when the query asks for news, behind them otherwise', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'version 6'))[0]).toBe('/docs/v6/basics/polkavm');
    expect((await pagesFor(engine, 'version 6 release'))[0]).toBe('/blog/ink-6-released');
  });

  it('returns hits grouped as the modal groups them, so its grouping keeps the order', async () => {
    const {engine} = fixtureEngine(pages);
    for (const query of ['weight', 'mapping', 'lazy', 'pop', 'ink 6 release', 'storage']) {
      const {hits} = await first(engine.search(modalRequest(query)));
      expect(
        displayOrder(hits).map((hit) => hit.objectID),
        query,
      ).toEqual(hits.slice(0, displayOrder(hits).length).map((hit) => hit.objectID));
    }
  });
});
