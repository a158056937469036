import {describe, expect, it} from 'vitest';
import type {EmbeddedSearchResponse, EmbeddedSearchResponses} from '@site/plugins/search/engine/engine';
import {allWords, attributeValues, flagValues, planQuery, queryTerms, tokenize} from '@site/plugins/search/engine/schema';
import {asksForNews, inkReleases, isQuestion, queryVersions} from '@site/plugins/search/engine/ranking';
import {SYNONYMS} from '@site/plugins/search/engine/vocabulary';
import {V5, V6, fixtureEngine, heading, modalRequest, page, text} from '../helpers/searchFixture';
import {displayOrder} from '../helpers/relevance';

async function first(responses: Promise<EmbeddedSearchResponses>): Promise<EmbeddedSearchResponse> {
  const result = (await responses).results[0];
  if (!result || !('hits' in result)) throw new Error('expected a search response');
  return result;
}

/** Each query's first page, over an engine of `fixture`. */
async function expectFirst(fixture: Parameters<typeof fixtureEngine>[0], wanted: Record<string, string>): Promise<void> {
  const {engine} = fixtureEngine(fixture);
  for (const [query, path] of Object.entries(wanted)) expect((await pagesFor(engine, query))[0], query).toBe(path);
}

/** The pages of the hits, in the order they are returned, each once (`tags`: the request's, by default the v6 reader's). */
async function pagesFor(engine: ReturnType<typeof fixtureEngine>['engine'], query: string, tags?: string[]): Promise<string[]> {
  const {hits} = await first(engine.search(modalRequest(query, tags)));
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

/** Release news, a monthly update and a listing page beside the docs they mention. */
const news = [
  page({
    url: '/docs/v6/cargo-contract',
    title: 'cargo-contract',
    // Docusaurus describes a page without a description by its first paragraph.
    description: 'cargo-contract 4 and later build, verify, upload and call contracts.',
    blocks: [text('cargo-contract 4 and later build, verify, upload and call contracts.'), heading('Verify', 'verify')],
  }),
  page({
    url: '/blog/cargo-contract-4',
    section: 'Blog',
    title: 'cargo-contract 4.0: verifiable builds',
    tag: 'default',
    blocks: [text('The new major version builds in Docker, so anyone can verify a contract.')],
  }),
  page({
    url: '/docs/v6/basics/upgradeable-contracts',
    title: 'Upgradeable contracts',
    blocks: [text('set_code_hash replaces the code of a deployed contract.')],
  }),
  page({
    url: '/docs/v6/monthly-update/2022-05',
    section: 'Monthly update',
    title: 'May 2022',
    blocks: [heading('ink! 3.1.0', 'ink-310'), text('Adds set_code_hash for upgradeable contracts.')],
  }),
  page({
    url: '/docs/v6/basics/xcm',
    title: 'XCM',
    blocks: [text('ink! 6 contracts send XCM messages to other chains. ink! 6 contracts can also receive them from chains.')],
  }),
  page({
    url: '/chains',
    section: 'Pages',
    title: 'Chains',
    tag: 'default',
    description: 'Where ink! contracts run; a new chain is added on its announcement.',
    blocks: [text('ink! 6 runs on chains that support pallet-revive, such as Polkadot Hub.')],
  }),
  page({
    url: '/news',
    section: 'Pages',
    title: 'News',
    tag: 'default',
    description: 'The latest posts, and a timeline of ink! milestones from version 1 to version 6.',
    blocks: [heading('Milestones', 'milestones'), text('ink! 1 in 2019, ink! 6 in 2025.')],
  }),
  page({
    url: '/terms',
    section: 'Pages',
    title: 'Programme terms',
    tag: 'default',
    blocks: [heading('Milestones', 'milestones'), text('Each milestone is paid when delivered, on the timeline agreed.')],
  }),
];

/** Each query's plan searches `term` as a synonym standing for the query words at `covers`. */
function expectSynonyms(planned: [query: string, term: string, covers: number[]][]): void {
  for (const [query, term, covers] of planned) {
    const found = planQuery(queryTerms(query)).terms;
    expect(found.get(term), `${query}: ${[...found.keys()].join(' ')}`).toMatchObject({role: 'synonym', covers});
  }
}

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
    // A comparative is also the docs' adjective: the stems keep "smaller" whole.
    expect(planQuery(queryTerms('make it smaller')).terms.get('small')).toMatchObject({role: 'synonym', covers: [0]});
  });

  it('keeps the synonym list small, and every entry a phrase mapped to another', () => {
    // About a hundred habits of readers: a list that grows per query would be tuning, not vocabulary.
    expect(SYNONYMS.length).toBeLessThanOrEqual(110);
    for (const [from, to] of SYNONYMS) expect(from).not.toBe(to);
  });

  it('searches adjacent swaps of 4 to 7 letter words, and joined neighbours', () => {
    const plan = planQuery(queryTerms('lzay'));
    expect(plan.terms.get('lazy')).toMatchObject({role: 'swap', covers: [0], prefix: false});
    expect(planQuery(queryTerms('abc')).terms.size).toBe(1);
    expect([...planQuery(queryTerms('verfication')).terms.values()].some((term) => term.role === 'swap')).toBe(false);
    expect(planQuery(queryTerms('set up')).terms.get('setup')).toMatchObject({role: 'join', covers: [0, 1]});
  });

  it("finds ink!'s word for a Solidity developer's", () => {
    expect(planQuery(queryTerms('msg.sender')).terms.get('caller')).toMatchObject({role: 'synonym', covers: [0, 1]});
    expect(planQuery(queryTerms('fallback function')).terms.get('wildcard')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('fallback function')).terms.get('messag')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('upgrade a contract')).terms.get('set_code_hash')).toMatchObject({role: 'synonym'});
    expect(planQuery(queryTerms('selfdestruct')).terms.get('termin')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('view function')).terms.get('read')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('function signature hash')).terms.get('selector')).toMatchObject({
      role: 'synonym',
      covers: [0, 1],
    });
    expect(planQuery(queryTerms('safe math')).terms.get('arithmet')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('storage rent')).terms.get('deposit')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('indexed event fields')).terms.get('topic')).toMatchObject({role: 'synonym', covers: [0]});
    // Not "view" alone: the reader may view anything.
    expect(planQuery(queryTerms('view events')).terms.has('read')).toBe(false);
  });

  it("finds the docs' word for more of Solidity's, Ethereum's tools', Substrate's, a programmer's and a newcomer's", () => {
    expect(planQuery(queryTerms('mint an nft')).terms.get('erc721')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('solidity global variables')).terms.get('environ')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('state variables')).terms.get('storag')).toMatchObject({role: 'synonym', covers: [0, 1]});
    expect(planQuery(queryTerms('tx.origin')).terms.get('caller_is_origin')).toMatchObject({role: 'synonym', covers: [0, 1]});
    expect(planQuery(queryTerms('verify on etherscan')).terms.get('explor')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('foundry cheatcodes')).terms.get('helper')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('cross-chain messages')).terms.get('xcm')).toMatchObject({role: 'synonym', covers: [0, 1]});
    expect(planQuery(queryTerms('mock the caller')).terms.get('emul')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('seed phrase')).terms.get('mnemon')).toMatchObject({role: 'synonym', covers: [0, 1]});
    // A phrase's words alone are not the phrase: "state" is not storage, nor a "chain" XCM; and a
    // payment may be a payable message's or the fees', so it stands for neither.
    expect(planQuery(queryTerms('state')).terms.has('storag')).toBe(false);
    expect(planQuery(queryTerms('chain')).terms.has('xcm')).toBe(false);
    expect([...planQuery(queryTerms('payment')).terms.values()].some((term) => term.role === 'synonym')).toBe(false);
  });

  it("finds the docs' word for a debugger's, an auditor's, an editor's and an American's", () => {
    expect(planQuery(queryTerms('set a breakpoint')).terms.get('debugg')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('stack trace')).terms.get('backtrac')).toMatchObject({role: 'synonym', covers: [0, 1]});
    expect(planQuery(queryTerms('contract crashed')).terms.get('trap')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('vulnerabilities')).terms.get('secur')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('reentrant call')).terms.get('reentranc')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('uint')).terms.get('u256')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('ide support')).terms.get('analyz')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('size optimization')).terms.get('optimis')).toMatchObject({role: 'synonym', covers: [1]});
    // A trace alone is not a stack trace.
    expect(planQuery(queryTerms('trace')).terms.has('backtrac')).toBe(false);
  });

  it("finds the docs' word for other chains', an abbreviation's and a programmer's", () => {
    expectSynonyms([
      ['an appchain', 'parachain', [0]],
      ['layer-2 chain', 'rollup', [0, 1]],
      ['contract idl', 'metadata', [1]],
      ['what is pvm', 'polkavm', [0]],
      ['python decorators', 'attribut', [1]],
      ['inter-contract calls', 'cross', [0]],
      ['solidity storage slots', 'key', [2]],
      ['current time', 'block_timestamp', [0, 1]],
    ]);
    // Not the words alone: a slot, the time or anything static is no storage key, timestamp or linter.
    expect(planQuery(queryTerms('slot')).terms.has('key')).toBe(false);
    expect(planQuery(queryTerms('time')).terms.has('block_timestamp')).toBe(false);
    expect(planQuery(queryTerms('static')).terms.has('linter')).toBe(false);
  });

  it("finds the docs' word for a block explorer's and a node operator's", () => {
    expect(planQuery(queryTerms('internal transactions')).terms.get('nest')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('simulate a call')).terms.get('dry')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('spawn child contracts')).terms.get('instanti')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('local dev chain')).terms.get('develop')).toMatchObject({role: 'synonym', covers: [1]});
  });

  it("finds the docs' word for a reader's word for upgrades, funding, payment and the end of maintenance", () => {
    expect(planQuery(queryTerms('proxy pattern')).terms.get('upgrad')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('money to build my dapp')).terms.get('fund')).toMatchObject({role: 'synonym', covers: [0]});
    expect(planQuery(queryTerms('is ink deprecated')).terms.get('mainten')).toMatchObject({role: 'synonym', covers: [1]});
    expect(planQuery(queryTerms('how do i pay for storage')).terms.get('deposit')).toMatchObject({role: 'synonym', covers: [0]});
  });

  it("finds the docs' word for porting, an abandoned project, a sponsorship, a dynamic array and console.log", () => {
    expectSynonyms([
      ['port a contract to ink 4', 'migrat', [0]],
      ['is ink abandoned', 'mainten', [1]],
      ['sponsorship for my dapp', 'fund', [0]],
      ['dynamic array in storage', 'storagevec', [0, 1]],
      ['console.log from a contract', 'debug_println', [0, 1]],
    ]);
    // Not the words alone: an array or a console is no StorageVec or debug printing.
    expect(planQuery(queryTerms('array')).terms.has('storagevec')).toBe(false);
    expect(planQuery(queryTerms('console')).terms.has('debug_println')).toBe(false);
  });

  it("finds the docs' word for a mainnet, cheatcodes, a meetup and a lint's memory leak", () => {
    expectSynonyms([
      ['mainnet', 'product', [0]],
      ['cheatcodes', 'sandbox', [0]],
      ['meetups', 'upcom', [0]],
      ['memory leak lint', 'freed', [1]],
    ]);
    // Not the words alone: memory is not storage that is never freed.
    expect(planQuery(queryTerms('memory')).terms.has('freed')).toBe(false);
  });

  it('spells neighbouring words as the identifier they may name', () => {
    expect(planQuery(queryTerms('block timestamp')).terms.get('block_timestamp')).toMatchObject({role: 'join', covers: [0, 1]});
    expect(planQuery(queryTerms('set code hash')).terms.get('set_code_hash')).toMatchObject({role: 'join', covers: [0, 1, 2]});
  });

  it("searches a question's filler words without asking a page to hold them", () => {
    const plan = planQuery(queryTerms("why can't i iterate a mapping"));
    expect(plan.words).toEqual(['iterate', 'mapping']);
    expect(plan.terms.get('why')).toMatchObject({role: 'filler', covers: []});
    expect(planQuery(queryTerms("what doesn't work")).words).toEqual(['work']);
    // The last word may be the start of another; a query of nothing else keeps its words.
    expect(planQuery(queryTerms('ink why')).words).toEqual(['ink', 'why']);
    expect(planQuery(queryTerms('why')).words).toEqual(['why']);
    // Auxiliaries of a question ("how did other teams ship") say nothing of its subject either.
    expect(planQuery(queryTerms('how did other teams ship with ink')).words).toEqual(['teams', 'ship', 'ink']);
    // Nor do its measures and its "can i know" ("how much gas", "how can i know the address").
    expect(planQuery(queryTerms('how much gas does a call cost')).words).toEqual(['gas', 'call', 'cost']);
    expect(planQuery(queryTerms("how can i know a contract's address")).words).not.toContain('know');
  });

  it('searches a stop word ending a question as the start of a word, without asking a page to hold it', () => {
    const question = 'which tutorial should i start with';
    const plan = planQuery(queryTerms(question), question);
    expect(plan.words).toEqual(['tutorial', 'start']);
    expect(plan.terms.get('with')).toMatchObject({role: 'filler', covers: [], prefix: true});
    // Outside a question it is a word being typed (`in` → `ink`), which a page should hold.
    expect(planQuery(queryTerms('mapping in'), 'mapping in').words).toEqual(['mapping', 'in']);
  });

  it('reads a version whole, found by the versions it belongs to', () => {
    expect(tokenize('ink! 3.1.0 and 4.x')).toEqual(['ink', '3.1.0', '3.1', '3', 'and', '4.x', '4']);
    expect(queryTerms('ink 3.1 release')).toEqual(['ink', '3.1', 'release']);
    expect(queryVersions(queryTerms('cargo-contract 4'))).toEqual(['4']);
    expect(queryVersions(queryTerms('ink 5.0 storage'))).toEqual(['5.0']);
    expect(queryVersions(queryTerms('#[ink(function = 1)]'))).toEqual([]);
  });

  it('reads the ink! releases a query names: the numbers right after "ink", not another tool\'s', () => {
    const releases = (query: string) => inkReleases(planQuery(queryTerms(query), query).words);
    expect(releases('migrate ink 3 to ink 4')).toEqual(['3', '4']);
    expect(releases('ink! v5 events')).toEqual(['5']);
    expect(releases('ink 4.x mapping')).toEqual(['4']);
    expect(releases('cargo-contract 4 ink')).toEqual([]);
    expect(releases('#[ink(function = 1)]')).toEqual([]);
  });

  it('finds a name run together with a number by the name, not a type by its letter', async () => {
    expect(tokenize('Keccak256 and ERC20')).toEqual(['Keccak256', 'Keccak', 'and', 'ERC20', 'ERC']);
    expect(tokenize('u256 h160')).toEqual(['u256', 'h160']);
  });

  it('finds a standard written with a hyphen (`ERC-20`) by the name run together (`erc20`), not any hyphenated word', () => {
    expect(tokenize('an ERC-20 or PSP-22 token')).toEqual(['an', 'ERC', '20', 'ERC20', 'or', 'PSP', '22', 'PSP22', 'token']);
    expect(tokenize('ink-5 and ink - 5')).toEqual(['ink', '5', 'and', 'ink', '5']);
  });

  it('ranks the page naming a hash function first for the function by its name', async () => {
    await expectFirst(
      [
        page({url: '/docs/v6/basics/env', title: 'Environment', blocks: [text('hash_bytes with Keccak256 or Blake2x256.')]}),
        page({
          url: '/docs/v6/basics/events',
          title: 'Event hashes',
          blocks: [heading('Hash', 'hash'), text('A topic is the hash of a field.')],
        }),
      ],
      {'keccak hash': '/docs/v6/basics/env'},
    );
  });

  it("searches the values given a command's options without asking a page to hold them", () => {
    const query = 'cargo contract storage --url ws://127.0.0.1:9944';
    expect([...flagValues(query)]).toEqual(['ws', '127.0.0.1', '127.0.0', '127.0', '127', '9944']);
    const plan = planQuery(queryTerms(query), query);
    expect(plan.words).toEqual(['cargo', 'contract', 'storage', 'url']);
    expect(plan.terms.get('9944')).toMatchObject({role: 'filler', covers: []});
    // `--version=3.0.1` too; an option without a value leaves the next option alone.
    expect([...flagValues('cargo install cargo-contract --version=3.0.1')]).toEqual(['3.0.1', '3.0', '3']);
    expect(flagValues('cargo contract build --release --verifiable').size).toBe(0);
    expect(flagValues('cargo contract new flipper').size).toBe(0);
  });

  it("searches the values given an attribute's arguments without asking a page to hold them, not a list of features", () => {
    expect([...attributeValues('#[ink(function = 1)]')]).toEqual(['1']);
    expect([...attributeValues('#[ink::contract_ref(abi = "sol")]')]).toEqual(['sol']);
    expect(planQuery(queryTerms('#[ink(function = 1)]'), '#[ink(function = 1)]').terms.get('1')).toMatchObject({role: 'filler'});
    // The features a list names, and a value the query also says outside the attribute, are its subject.
    expect(attributeValues('#[ink_e2e::test(features = ["debug"])]').size).toBe(0);
    expect(attributeValues('#[cfg(feature = "debug")] debug event').size).toBe(0);
    expect(attributeValues('ink function = 1').size).toBe(0);
  });

  it('reads "new" beside a version number as asking for news, a word no page must hold', () => {
    const query = "what's new in ink 5";
    expect(planQuery(queryTerms(query), query).words).not.toContain('new');
    expect(planQuery(queryTerms('cargo contract new'), 'cargo contract new').words).toContain('new');
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
    expect(asksForNews(queryTerms('cargo contract new'))).toBe(false);
    expect(asksForNews(queryTerms('mapping'))).toBe(false);
    // Updates, plural, are news; to update a contract is to replace its code.
    expect(asksForNews(queryTerms('where to follow ink updates'))).toBe(true);
    expect(asksForNews(queryTerms('update a deployed contract'))).toBe(false);
  });
});

describe('ranking by page', () => {
  it('finds the page by the docs word for the reader word', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'fees'))[0]).toBe('/docs/v6/basics/gas');
    expect((await pagesFor(engine, 'storage cost'))[0]).toBe('/docs/v6/basics/gas');
  });

  it("puts first, of two pages saying the same, the one whose keywords hold the query's words; keywords alone find nothing", async () => {
    const fixture = [
      page({url: '/docs/v6/a', title: 'Alpha', blocks: [text('A snapshot is taken at each cadence step.')]}),
      page({
        url: '/docs/v6/b',
        title: 'Beta',
        keywords: 'snapshot cadence,checkpoint',
        blocks: [text('A snapshot is taken at each cadence step.')],
      }),
    ];
    const {engine} = fixtureEngine(fixture);
    expect(await pagesFor(engine, 'snapshot cadence')).toEqual(['/docs/v6/b', '/docs/v6/a']);
    // Half the query's words among the keywords: still ahead, by less.
    expect((await pagesFor(engine, 'cadence step'))[0]).toBe('/docs/v6/b');
    // A word only the keywords hold finds no page: the text decides what is found.
    expect(await pagesFor(engine, 'checkpoint')).toEqual([]);
  });

  it('answers a query of site words only ("what is ink") with the introduction of the docs being read', async () => {
    const fixture = [
      page({url: '/docs/v6', title: 'Welcome to ink!', description: 'What ink! is and where to start.'}),
      page({
        url: '/docs/v6/basics/abi/ink',
        title: 'The ink! ABI',
        blocks: [text('The ink ABI encodes ink messages with SCALE; ink tools read ink metadata.')],
      }),
      page({url: '/docs/v6/basics/events', title: 'Events', blocks: [text('An ink contract emits events.')]}),
    ];
    await expectFirst(fixture, {'what is ink': '/docs/v6', ink: '/docs/v6', 'ink 6 smart contracts': '/docs/v6'});
    // A word naming something else is the subject.
    await expectFirst(fixture, {'ink events': '/docs/v6/basics/events'});
  });

  it('forgives a transposition in a short word', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'lzay'))[0]).toBe('/docs/v6/datastructures/lazy');
    expect((await pagesFor(engine, 'mpaping'))[0]).toBe('/docs/v6/datastructures/mapping');
  });

  it('counts the corrections of a word no page holds as the word itself', async () => {
    const fixture = [
      page({
        url: '/docs/v6/datastructures/storagevec',
        title: 'StorageVec',
        blocks: [text('A vector kept in storage, new in ink! 6.')],
      }),
      page({url: '/docs/v6/overview', title: 'ink! 6 overview', blocks: [text('What ink! 6 brings: PolkaVM and more.')]}),
    ];
    // `storagvec` is in no page: `storagevec` is all it can mean, and the page holding it with
    // the other words comes before the page named by those alone.
    await expectFirst(fixture, {'storagvec ink 6': '/docs/v6/datastructures/storagevec'});
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

  it('ranks the release post first for "what\'s new" in a version, not the page of `cargo contract new`', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/getting-started/creating',
          title: 'Creating an ink! project',
          description: 'cargo contract new makes an ink! 6 project.',
          blocks: [
            heading('cargo contract new', 'new'),
            text('Run cargo contract new flipper; the project is an ink! 6 contract.'),
          ],
        }),
        page({
          url: '/blog/ink-6-released',
          section: 'Blog',
          title: 'ink! 6 is out',
          tag: 'default',
          blocks: [text('Version 6 of ink! brings PolkaVM, the Solidity ABI and more.')],
        }),
      ],
      {"what's new in ink 6": '/blog/ink-6-released', 'cargo contract new': '/docs/v6/getting-started/creating'},
    );
  });

  it("takes a pre-release's post for the release's news only when the query asks for the pre-release", async () => {
    const posts = [
      page({
        url: '/blog/drink-alpha',
        section: 'Blog',
        title: 'Node-less end-to-end tests: drink! arrives in ink! 5.0.0-alpha',
        tag: 'default',
        description:
          'ink! 5.0.0-alpha lets end-to-end tests run on drink!, an in-process runtime, instead of a node. What that changes, and how to switch a test over.',
        blocks: [
          heading('Why run tests without a node', 'why'),
          text('A node takes seconds to start; drink! runs the runtime in the test process.'),
          heading('One test, two backends', 'backends'),
          text('The backend argument of the test attribute picks drink! or a node.'),
        ],
      }),
      page({
        url: '/blog/ink-5-released',
        section: 'Blog',
        title: 'ink! 5.0 is released',
        tag: 'default',
        description: 'ink! 5.0 brings events 2.0, StorageVec, several chain extensions per contract and a linter.',
        blocks: [
          heading('Security changes first', 'security'),
          text('The audit findings are fixed.'),
          heading('Events 2.0', 'events'),
          text('Events are identified by a signature topic.'),
          heading('Compatibility and upgrading', 'upgrading'),
          text('Contracts written for ink! 4 need the migration steps.'),
        ],
      }),
    ];
    await expectFirst(posts, {
      'what changed in ink 5': '/blog/ink-5-released',
      'what changed in the ink 5 alpha': '/blog/drink-alpha',
    });
  });

  it('ranks the release post with the docs when the query asks for news, behind them otherwise', async () => {
    const {engine} = fixtureEngine(pages);
    expect((await pagesFor(engine, 'version 6'))[0]).toBe('/docs/v6/basics/polkavm');
    expect((await pagesFor(engine, 'version 6 release'))[0]).toBe('/blog/ink-6-released');
  });

  it("finds the blog's tag and archive pages by their names, not before the posts they list", async () => {
    const listings = ['Release', 'ink! 6'].map((name) =>
      page({
        url: `/blog/tags/${name.replace(/\W+/g, '-').toLowerCase()}`,
        section: 'Blog',
        title: `2 posts tagged with "${name}"`,
        tag: 'default',
      }),
    );
    const archive = page({url: '/blog/archive', section: 'Blog', title: 'Archive', tag: 'default'});
    await expectFirst([...pages, ...listings, archive], {
      'posts tagged release': '/blog/tags/release',
      'blog archive': '/blog/archive',
      'ink 6 release': '/blog/ink-6-released',
      // Named by the query's word, a tag page is still a list of the news asked for, not news.
      release: '/blog/ink-6-released',
    });
  });

  it('ranks the news about a version when the query names the version, the docs otherwise', async () => {
    await expectFirst(news, {
      'cargo-contract 4': '/blog/cargo-contract-4',
      'cargo-contract verify': '/docs/v6/cargo-contract',
      // A monthly update lists its releases in headings; a version's `3.1` finds "3.1.0".
      'ink 3.1 set_code_hash': '/docs/v6/monthly-update/2022-05',
      set_code_hash: '/docs/v6/basics/upgradeable-contracts',
      // A news word with a typo still asks for news.
      'cargo-contract anouncement': '/blog/cargo-contract-4',
    });
  });

  it("does not read a command's option as news: `--release` asks for the command", async () => {
    const building = page({
      url: '/docs/v6/getting-started/building',
      title: 'Building your contract',
      blocks: [text('cargo contract build writes a debug build; cargo contract build --release an optimised one.')],
    });
    const post = page({
      url: '/blog/cargo-contract-release',
      section: 'Blog',
      title: 'cargo-contract 5.0 is out',
      tag: 'default',
      blocks: [text('This release of cargo contract makes every build faster.')],
    });
    await expectFirst([building, post], {
      'cargo contract build --release': '/docs/v6/getting-started/building',
      'cargo contract build release': '/blog/cargo-contract-release',
    });
  });

  it('ranks the page about a command first whatever values its options are given', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/cargo-contract/storage',
          title: 'Inspecting storage',
          blocks: [text('cargo contract storage reads a contract storage; --url says which node to ask.')],
        }),
        page({
          url: '/docs/v6/getting-started/setup',
          title: 'Setup',
          blocks: [text('Start the node: cargo contract reads its storage at ws://127.0.0.1:9944, where it listens.')],
        }),
      ],
      {'cargo contract storage --url ws://127.0.0.1:9944': '/docs/v6/cargo-contract/storage'},
    );
  });

  it("ranks the page of an attribute's argument first: the one writing it with its `=`, whatever value the query gives", async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/macros-attributes/chain-extension',
          title: '#[ink::chain_extension]',
          description: 'Each method of the extension carries #[ink(function = N)], a number of its own.',
        }),
        page({
          url: '/docs/v6/basics/env',
          title: 'Environment functions',
          description: 'The functions ink! gives a contract.',
          blocks: [text('Each function returns a value from the environment of the contract.')],
        }),
      ],
      {'#[ink(function = 1)]': '/docs/v6/macros-attributes/chain-extension'},
    );
  });

  it('ranks a comparison first for what it compares, not for any query comparing things', async () => {
    const fixture = [
      page({
        url: '/docs/v6/background/ink-vs-solidity',
        section: 'Background',
        title: 'ink! vs Solidity',
        description: 'Solidity and ink! side by side: storage, events, errors.',
        blocks: [
          heading('Storage', 'storage'),
          text('A Solidity mapping is a Mapping in ink!; an array is a Vec.'),
          heading('Collections', 'collections'),
          text('Mapping and Vec compared with their Solidity equivalents.'),
        ],
      }),
      page({
        url: '/docs/v6/datastructures/overview',
        section: 'Data structures',
        title: 'Storage overview',
        blocks: [heading('Which one', 'which'), text('A Mapping holds values by key; a Vec is read whole.')],
      }),
    ];
    await expectFirst(fixture, {
      'Vec vs Mapping': '/docs/v6/datastructures/overview',
      'difference between Vec and Mapping': '/docs/v6/datastructures/overview',
      'ink vs solidity': '/docs/v6/background/ink-vs-solidity',
      'ink solidity differences': '/docs/v6/background/ink-vs-solidity',
    });
  });

  it('ranks a listing page first when half the words naming something are in its title', async () => {
    await expectFirst(news, {'which chains support ink 6': '/chains', 'xcm chains': '/docs/v6/basics/xcm'});
  });

  it('ranks a listing page the query names before a page that mentions the same words', async () => {
    await expectFirst(
      [
        page({
          url: '/tooling',
          section: 'Pages',
          title: 'Tooling',
          tag: 'default',
          description: 'The ink! toolchain and what each tool is for.',
          blocks: [heading('Build and deploy', 'build'), text('cargo-contract and Pop CLI are the tools that build contracts.')],
        }),
        page({
          url: '/docs/v6/getting-started/building',
          title: 'Building your contract',
          description: 'Build a contract.',
          blocks: [text('cargo contract build compiles the contract; the tools print where the files are.')],
        }),
      ],
      {'which tools do i need to build contracts': '/tooling'},
    );
  });

  it('ranks a listing page whose description holds every word of the query before a page holding some in a heading', async () => {
    await expectFirst(news, {'milestones timeline': '/news'});
  });

  it("ranks the section holding all of a question's words before a page named by some of them", async () => {
    const fixture = [
      page({
        url: '/docs/v6/basics/verification',
        title: 'Contract verification',
        description: 'Verify that a deployed contract was built from its source.',
        blocks: [
          text('Build in Docker, then verify the contract code hash.'),
          heading('Signed builds', 'signed'),
          text('Each build is signed.'),
        ],
      }),
      page({
        url: '/docs/v6/basics/environment-functions',
        title: 'Environment functions',
        description: 'What a contract reads from the chain.',
        blocks: [
          heading('Block data', 'block'),
          text('block_number and block_timestamp.'),
          heading('Hashing and cryptography', 'hashing'),
          text('To verify a signature inside a contract, recover the signer with ecdsa_recover.'),
        ],
      }),
    ];
    await expectFirst(fixture, {'how to verify a signature in a contract': '/docs/v6/basics/environment-functions'});
    expect(
      isQuestion(allWords('how to verify a signature in a contract'), planQuery(queryTerms('how to verify a signature'))),
    ).toBe(true);
    expect(isQuestion(allWords('verify signature'), planQuery(queryTerms('verify signature')))).toBe(false);
    // One word to hold is not asked more of.
    expect(isQuestion(allWords('what is mapping'), planQuery(queryTerms('what is mapping')))).toBe(false);
  });

  it('ranks the page whose title and description hold every query word before one that names part of it', async () => {
    const fixture = [
      page({
        url: '/docs/v6/basics/gas',
        title: 'Gas',
        description: 'What a call costs, and the deposit paid for the storage it uses.',
        blocks: [heading('Weight', 'weight'), text('Every call is charged weight.')],
      }),
      page({
        url: '/docs/v6/basics/storage',
        title: 'Storage',
        description: 'How a contract keeps its state.',
        blocks: [heading('Paying for storage', 'paying'), text('Storage needs a deposit.')],
      }),
    ];
    // The storage page is named by one word and mentions the other; the gas page says it is about both.
    await expectFirst(fixture, {'storage deposit': '/docs/v6/basics/gas', storage: '/docs/v6/basics/storage'});
  });

  it('ranks the page titled by an attribute the query writes out first, whatever else it asks', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/macros-attributes/storage',
          title: '#[ink(storage)]',
          blocks: [text('Marks the struct holding the state.')],
        }),
        page({
          url: '/docs/v6/macros-attributes/impl',
          title: '#[ink(impl)]',
          blocks: [heading('Where it is allowed', 'allowed'), text('Only on an impl block of a struct.')],
        }),
      ],
      {'#[ink(storage)] only one struct allowed': '/docs/v6/macros-attributes/storage'},
    );
  });

  it("ranks the page of an attribute's last argument first: the option asked about, not the item's kind", async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/macros-attributes/message',
          title: '#[ink(message)]',
          description: 'Marks a method as a message.',
          blocks: [
            heading('Rules the macro checks', 'rules'),
            text('A message takes &self, or &mut self to write; a payable message too.'),
          ],
        }),
        page({
          url: '/docs/v6/macros-attributes/payable',
          title: '#[ink(payable)]',
          blocks: [heading('Where it is allowed', 'allowed'), text('On a message that accepts value, with &mut self.')],
        }),
      ],
      {
        '#[ink(message, payable)] needs &mut self': '/docs/v6/macros-attributes/payable',
        '#[ink(message)] needs &mut self': '/docs/v6/macros-attributes/message',
      },
    );
  });

  it('ranks a page answering a word in two places before a page whose description names it once', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/basics/abi/all',
          title: 'Both ABIs',
          description: 'For any caller.',
          blocks: [text('One contract, two ABIs.')],
        }),
        page({
          url: '/docs/v6/basics/environment-functions',
          title: 'Environment functions',
          description: 'The caller, the block and the balance.',
          blocks: [
            heading('Call context', 'context'),
            text('self.env().caller() returns the caller of the message.'),
            heading('Balance', 'balance'),
            text('The balance of the contract.'),
          ],
        }),
      ],
      {caller: '/docs/v6/basics/environment-functions'},
    );
  });

  it('ranks the page with a heading of three words or more that the query spells out, the section answering it', async () => {
    await expectFirst(
      [
        page({
          url: '/blog/ink-3-released',
          section: 'Blog',
          tag: 'default',
          title: 'ink! 3.0 released',
          blocks: [text('ink! 3.0 is out: a new storage API; 3.1 and 3.2 follow with more.')],
        }),
        page({
          url: '/docs/v6/monthly-update/2022-05',
          section: 'Monthly update',
          title: 'May 2022',
          blocks: [heading('ink! 3.2.0', 'ink-320'), text('Adds more checks to the storage API.')],
        }),
      ],
      {'ink 3.2.0 release': '/docs/v6/monthly-update/2022-05'},
    );
  });

  it('ranks a page with a heading that is the whole query first', async () => {
    const {engine} = fixtureEngine([
      page({url: '/docs/v6/basics/abi', title: 'ink! ABI', blocks: [text('The ink! ABI encodes calls with SCALE.')]}),
      page({url: '/docs/v6/basics/metadata', title: 'Metadata', blocks: [text('ink! metadata describes a contract.')]}),
      page({
        url: '/',
        section: 'Pages',
        title: 'Home',
        tag: 'default',
        blocks: [heading('Why ink!', 'why-ink'), text('Rust, safety and Polkadot.')],
      }),
    ]);
    expect((await pagesFor(engine, 'why ink'))[0]).toBe('/');
  });

  it('does not take a site word in a title ("ink!", "contract") for the page\'s name', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/basics/ink-contracts',
          title: 'What is in an ink! contract',
          blocks: [
            text(
              'Storage, constructors, messages, events, errors, the environment, chain extensions, precompiles, cross-contract calls, upgrades, selectors, hashes and xcm calls.',
            ),
          ],
        }),
        page({
          url: '/docs/v6/basics/xcm',
          title: 'Messages to other chains',
          description: 'How contracts send and receive xcm messages.',
          blocks: [
            text('With xcm, an ink! contract sends messages to other chains; xcm is how chains talk.'),
            heading('Receiving', 'receiving'),
            text('An ink! contract receives xcm from the chain.'),
            heading('Fees', 'fees'),
            text('The ink! contract pays the fees of each xcm it sends.'),
          ],
        }),
      ],
      {'ink xcm': '/docs/v6/basics/xcm'},
    );
  });

  it("ranks the page about the subject before a page saying the version most, when the version is the docs' own", async () => {
    const fixture = [
      page({
        url: '/docs/v6/basics/precompiles',
        title: 'Precompiles',
        description: 'Calling the runtime from a contract.',
        blocks: [
          text('A precompile replaces a chain extension: port each chain extension of an ink! contract to a precompile call.'),
        ],
      }),
      page({
        url: '/docs/v6/overview',
        title: 'What ink! 6 brought',
        blocks: [
          text('ink! 6 runs on PolkaVM; ink! 6 has precompiles where ink! 5 had a chain extension.'),
          heading('ink! 6 and pallet-revive', 'revive'),
          text('ink! 6 contracts run on pallet-revive.'),
        ],
      }),
      page({
        url: '/blog/polkavm',
        section: 'Blog',
        title: 'ink! 6 is out',
        tag: 'default',
        blocks: [text('The release of ink! 6 runs on PolkaVM and pallet-revive.')],
      }),
      page({
        url: '/docs/v6/getting-started/setup',
        section: 'Getting started',
        title: 'ink! release',
        blocks: [
          text('Each ink! release comes with a cargo-contract release: install both.'),
          heading('Pinning an ink! release', 'pinning'),
          text('Pin the ink! release in Cargo.toml.'),
        ],
      }),
    ];
    await expectFirst(fixture, {
      // In the v6 docs every page is about ink! 6: the version asks for no page in particular.
      'how do i port a chain extension to ink 6': '/docs/v6/basics/precompiles',
      'port chain extension ink v6': '/docs/v6/basics/precompiles',
      // Asking for news, the version still names the release.
      'ink 6 release': '/blog/polkavm',
    });
  });

  it('ranks a FAQ first for the question one of its headings asks with every word the query names', async () => {
    const fixture = [
      page({
        url: '/docs/v6/faq',
        section: 'FAQ',
        title: 'Frequently asked questions',
        blocks: [
          heading('Why are addresses 20 bytes now?', 'addresses'),
          text('Ethereum tools expect them: ink! 6 uses H160 like Solidity.'),
          heading('Why is the balance a U256?', 'balance'),
          text('Ethereum tools expect it too.'),
        ],
      }),
      page({
        url: '/docs/v6/basics/addresses',
        title: 'Addresses',
        blocks: [text('An address is 20 bytes, an H160: contract addresses and account addresses alike.')],
      }),
    ];
    await expectFirst(fixture, {
      'why are contract addresses 20 bytes in ink 6': '/docs/v6/faq',
      // Not asked as a question: the page about the subject.
      'addresses 20 bytes': '/docs/v6/basics/addresses',
    });
  });

  it('ranks a page with a heading that is the one word of the query before a page naming it among others', async () => {
    const {engine} = fixtureEngine([
      page({
        url: '/tutorials/erc20-dapp',
        section: 'Frontend',
        tag: 'docs-tutorials-current',
        title: 'An ERC-20 dapp with Typink',
        description: 'Build a token frontend for an ERC-20 contract, step by step.',
        blocks: [
          text('Typink connects the wallet.'),
          heading('Install', 'install'),
          text('Add typink to the project.'),
          heading('Calls', 'calls'),
          text('Typink hooks call the contract.'),
        ],
      }),
      page({
        url: '/docs/v6/frontend/react',
        title: 'React',
        description: 'Typink and other libraries for React frontends.',
        blocks: [
          text('React hooks for contracts.'),
          heading('Typink', 'typink'),
          text('Typink gives typed hooks for ink! contracts.'),
          heading('Hooks', 'hooks'),
          text('useContract from Typink.'),
        ],
      }),
    ]);
    const {hits} = await first(engine.search(modalRequest('typink', ['default', V6, 'docs-tutorials-current'])));
    expect(hits[0]?.url_without_anchor).toBe('https://use.ink/docs/v6/frontend/react');
  });

  it('ranks the page holding a name as written before a page holding its words', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/background/polkadot-sdk',
          title: 'Polkadot SDK',
          blocks: [
            text('The Polkadot SDK builds the chain; its API serves ink! contracts.'),
            heading('SDK', 'sdk'),
            text('The SDK and its API.'),
          ],
        }),
        page({
          url: '/docs/v6/integrations/libraries',
          title: 'Core libraries',
          blocks: [text('Install @polkadot-api/sdk-ink to call contracts from TypeScript.')],
        }),
      ],
      {'@polkadot-api/sdk-ink': '/docs/v6/integrations/libraries', 'polkadot sdk api': '/docs/v6/background/polkadot-sdk'},
    );
  });

  it('ranks the tutorials with the docs when the query names them', async () => {
    const {engine} = fixtureEngine([
      page({
        url: '/docs/v6/getting-started/tutorials-and-examples',
        title: 'Tutorials and examples',
        blocks: [
          text('A list of the tutorials and of the examples, in order.'),
          heading('Examples', 'examples'),
          text('Beside the list of tutorials, the examples.'),
        ],
      }),
      page({
        url: '/tutorials/overview',
        section: 'Tutorials',
        tag: 'docs-tutorials-current',
        title: 'Tutorials',
        blocks: [text('A list of the tutorials, in order.')],
      }),
    ]);
    const withTutorials = ['default', V6, 'docs-tutorials-current'];
    expect((await pagesFor(engine, 'list of tutorials', withTutorials))[0]).toBe('/tutorials/overview');
    expect((await pagesFor(engine, 'list in order', withTutorials))[0]).toBe('/docs/v6/getting-started/tutorials-and-examples');
  });

  it("puts an older version's page before a tutorial, written for the current release, for that version's reader", async () => {
    const {engine} = fixtureEngine([
      page({
        url: '/docs/v5/types-for-solidity-developers',
        tag: V5,
        title: 'ink! 5 for Solidity developers',
        blocks: [heading('Types', 'types'), text("Solidity's uint256 is a u128 in ink! 5.")],
      }),
      page({
        url: '/tutorials/solidity-abi',
        section: 'Ethereum compatibility',
        tag: 'docs-tutorials-current',
        title: 'Build a contract with the Solidity ABI',
        blocks: [
          heading('Step 3: types that fit the ABI', 'step-3'),
          text('A uint256 argument of a message is a U256 in the contract, and so is a value it returns.'),
        ],
      }),
    ]);
    const v5Reader = ['default', V5, 'docs-tutorials-current'];
    expect((await pagesFor(engine, 'uint256', v5Reader))[0]).toBe('/docs/v5/types-for-solidity-developers');
    // Asked for, the tutorial comes first for any reader.
    expect((await pagesFor(engine, 'uint256 tutorial', v5Reader))[0]).toBe('/tutorials/solidity-abi');
  });

  it('ranks the heading asking "what is …" word for word first: the definition, not a page titled by the subject', async () => {
    await expectFirst(
      [
        page({
          url: '/docs/v6/contract-debugging/pallet-revive-tracing-api',
          title: 'The pallet-revive tracing API',
          blocks: [text('pallet-revive traces every call of a contract.'), heading('Tracer configuration', 'config')],
        }),
        page({
          url: '/docs/v6/background/polkadot-sdk',
          title: 'ink! and the Polkadot SDK',
          description: 'How a contract reaches the chain through pallet-revive.',
          blocks: [
            text('How a contract reaches the chain through pallet-revive.'),
            heading('What is pallet-revive?', 'what-is-pallet-revive'),
            text('pallet-revive is the pallet that stores and runs contracts on PolkaVM.'),
          ],
        }),
      ],
      {
        'what is pallet-revive': '/docs/v6/background/polkadot-sdk',
        'pallet-revive': '/docs/v6/contract-debugging/pallet-revive-tracing-api',
      },
    );
  });

  it('shows the five best pages first, though the modal groups its hits by section', async () => {
    // "Basics" has the best page and five weak ones, "Data structures" the second best.
    const {engine} = fixtureEngine([
      page({url: '/docs/v6/basics/storage', title: 'Storage', blocks: [text('Storage holds a contract state.')]}),
      ...['events', 'gas', 'selectors', 'xcm', 'precompiles'].map((name) =>
        page({
          url: `/docs/v6/basics/${name}`,
          title: name,
          blocks: [text(`The ${name} of a call, and what it costs in storage.`)],
        }),
      ),
      page({
        url: '/docs/v6/datastructures/storage-layout',
        section: 'Data structures',
        title: 'Storage layout',
        blocks: [text('How storage is laid out.')],
      }),
      // Enough other hits that the modal's 20 are full without the first section's weaker pages.
      ...Array.from({length: 20}, (_, i) =>
        page({url: `/docs/v6/background/page-${i}`, section: 'Background', title: `Page ${i}`, blocks: [text('Some storage.')]}),
      ),
    ]);
    const {hits} = await first(engine.search(modalRequest('storage')));
    const shown = displayOrder(hits)
      .slice(0, 5)
      .map((hit) => hit.url_without_anchor.replace('https://use.ink', ''));
    expect(shown[0]).toBe('/docs/v6/basics/storage');
    expect(shown).toContain('/docs/v6/datastructures/storage-layout');
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
