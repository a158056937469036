/**
 * The embedded search index, shared by the build (../indexer) and the browser engine:
 * the record shape, how records are tokenised and weighted, and the manifest that says which
 * static file holds which docs version. Build and client must agree on every option here, or a
 * saved MiniSearch index will not load.
 */
import type {Options, SearchOptions} from 'minisearch';
import {stemmer} from 'stemmer';
import {FILLER_WORDS, QUESTION_WORDS, SYNONYMS} from './vocabulary';

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
  /**
   * Of a page's title record: the words its writer expects readers to search it by (the page's
   * `keywords`). Ranking's evidence of what the page is about: never searched, never shown.
   */
  keywords?: string;
  /** `docsearch:language` of the page. */
  language: string;
  /** `docsearch:docusaurus_tag` of the page, e.g. `docs-default-current` or `default`. */
  tag: string;
};

/**
 * One index file and the docusaurus tags whose records it holds. `path` is its head (titles and
 * headings, `./indexFormat.ts`); its texts are in `bodyPath(file)` beside it.
 */
export type SearchIndexFile = {
  path: string;
  tags: string[];
  /** The major ink! release a docs version's file documents (`6` for `/docs/v6`); none for the rest. */
  release?: string;
};

/** Every index file, and a version to bust caches. */
export type SearchIndexManifest = {files: SearchIndexFile[]; version: string};

/** The search plugin's global data: which back-end answers, and the embedded one's index files. */
export type SearchGlobalData = {mode: 'hosted'} | ({mode: 'embedded'} & SearchIndexManifest);

/**
 * A version number (`5.0.0`, `4.x`), a word, or a Rust identifier or path whole: letters, digits
 * and `_`, joined by `::`.
 */
const TOKEN = /\d+(?:\.(?:\d+|x)\b)+|[\p{L}\p{N}_]+(?:::[\p{L}\p{N}_]+)*/gu;
const VERSION = /^\d+(?:\.(?:\d+|x))+$/;
/** A name of three letters or more with a number after it: `Keccak256`, `ERC20`, not `u256`. */
const NAME_NUMBER = /^(\p{L}{3,})\d+$/u;
/** The capitals of a standard before its hyphen and number: `ERC` in `ERC-20`. */
const HYPHEN_NAME = /^\p{Lu}{2,}$/u;
/** Where `StorageVec` or `HTTPServer` splits into words. */
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Accents dropped (`é` → `e`), so a reader finds a word however they type it. */
function foldDiacritics(text: string): string {
  // Most text is ASCII: skip the (slow) normalisation for it.
  return /[\u0080-\uffff]/.test(text) ? text.normalize('NFD').replace(/\p{M}+/gu, '') : text;
}

/**
 * The words of `text` as a reader types them. An identifier counts whole and by its parts, so
 * `storage_never_freed`, `ink::env::caller` and `StorageVec` are found by their full name and by
 * `freed`, `caller` or `vec`; `#[ink(topic)]` gives `ink` and `topic`; `Keccak256` is found by
 * `keccak` (a name and a number, not `u256`). A version counts whole
 * and by the versions it belongs to: `3.1.0` is found by `3.1` and `3`, `4.x` by `4`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const folded = foldDiacritics(text);
  let previous = '';
  let end = -1;
  for (const {0: raw, index} of folded.matchAll(TOKEN)) {
    tokens.push(...wordTokens(raw));
    // A name and its number joined by a hyphen (`ERC-20`, `PSP-22`) is found as one word too (`erc20`).
    if (index === end + 1 && folded[end] === '-' && HYPHEN_NAME.test(previous) && /^\d+$/.test(raw)) tokens.push(previous + raw);
    [previous, end] = [raw, index + raw.length];
  }
  return tokens;
}

const tokensOfWord = new Map<string, readonly string[]>();
/** The tokens of one word of a text (`tokenize`); asked for every word indexed, so each word's answer is kept. */
function wordTokens(raw: string): readonly string[] {
  let tokens = tokensOfWord.get(raw);
  if (tokens === undefined) {
    tokens = splitWord(raw);
    tokensOfWord.set(raw, tokens);
  }
  return tokens;
}

function splitWord(raw: string): string[] {
  const word = raw.replace(/^_+|_+$/g, '');
  if (word === '') return [];
  const tokens = [word];
  if (VERSION.test(word)) {
    const parts = word.split('.');
    for (let n = parts.length - 1; n > 0; n -= 1) if (parts[n - 1] !== 'x') tokens.push(parts.slice(0, n).join('.'));
    return tokens;
  }
  // A name and a number run together (`Keccak256`, `ERC20`) is found by the name too.
  const named = NAME_NUMBER.exec(word);
  if (named?.[1]) tokens.push(named[1]);
  if (!/[_:]|\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u.test(word)) return tokens;
  const parts = word
    .split(/::|_+/)
    .flatMap((part) => part.split(CAMEL_BOUNDARY))
    .filter(Boolean);
  if (parts.length > 1) tokens.push(...parts);
  return tokens;
}

/** Each token of `text` with its position, for highlighting and snippets. */
export function wordSpans(text: string): {word: string; start: number; end: number}[] {
  return [...text.matchAll(TOKEN)].map((m) => ({word: m[0], start: m.index, end: m.index + m[0].length}));
}

/**
 * The most frequent English words carry no meaning for search and make up a quarter of the
 * index: they are left out of it (and out of queries, except the word still being typed).
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can do does for from has have how i if in into is it its me my no not ' +
    'of on or our should so such than that the their them then there these they this those to was we were ' +
    'what when where which while will with would you your'
  ).split(' '),
);

const stems = new Map<string, string>();
/** The English stem of a prose word (`migrating` → `migrat`); identifiers and numbers stay whole. */
export function stem(word: string): string {
  // Asked for every word of the texts ranked: the answer is looked up before any work.
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = word.length < 4 || !/^\p{L}+$/u.test(word) ? word : stemmer(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

const processed = new Map<string, string | string[] | null>();
/**
 * An indexed word: lower-cased, and under its stem too (`migrating` → `migrat`, `lazy` →
 * `lazi`), so a query searched by its stem (`migrate` → `migrat`) finds every form of the word
 * exactly, while a word being typed (`mappi`) still finds `mapping` by prefix. Stop words and
 * single letters are not indexed.
 */
export function processTerm(term: string): string | string[] | null {
  let result = processed.get(term);
  if (result === undefined) {
    const word = term.toLowerCase();
    const stemmed = stem(word);
    result = STOP_WORDS.has(word) || (word.length === 1 && !/\d/.test(word)) ? null : word === stemmed ? word : [word, stemmed];
    processed.set(term, result);
  }
  return result;
}

/**
 * The most words a query has: ranking keeps the words a record holds as the bits of a number. The
 * modal's 64 characters hold 32 words; only an identifier's parts could make more.
 */
export const MAX_QUERY_WORDS = 32;

/**
 * The words of a query as the engine searches them: lower-cased, stop words dropped — but not
 * the last one, which may be the start of a longer word (`in` → `ink`).
 */
export function queryTerms(query: string): string[] {
  // A version asks for itself (`3.1` finds `3.1.0`, not every `3.x`): the versions it belongs to are not searched.
  const words = tokenize(query)
    .map((word) => word.toLowerCase())
    .filter((word, i, all) => !(i > 0 && all[i - 1]?.startsWith(`${word}.`) && VERSION.test(all[i - 1] ?? '')));
  return [...new Set(words.filter((word, i) => i === words.length - 1 || processTerm(word) !== null))].slice(0, MAX_QUERY_WORDS);
}

/**
 * How a searched term relates to the query: as typed (or its stem), a synonym, a transposition,
 * words joined, or a word of the question that says little about its subject (`FILLER_WORDS`).
 */
export type TermRole = 'typed' | 'synonym' | 'swap' | 'join' | 'filler';

/**
 * What the engine searches for a query's words: each word as typed and by its stem (so `migrate`
 * finds `migrating` and a typo is corrected before stemming spoils it), the docs' words for it
 * (`SYNONYMS`), its adjacent-letter swaps from 4 letters (`lzay` → `lazy`: MiniSearch counts a
 * swap as two edits), neighbouring words joined (`set up` → `setup`, `block timestamp` →
 * `block_timestamp`) and a question's filler words. Each term lists the query words it stands
 * for, so a record found by a synonym covers the reader's word; a filler covers none.
 */
export type QueryPlan = {
  /** The query's words a page should hold: fillers left out. */
  words: string[];
  /** Each term, what it is, the query words it stands for and whether it may be the start of a longer word. */
  terms: Map<string, {role: TermRole; covers: number[]; prefix: boolean}>;
  /** For an identifier or path among the words (`mapping::insert`), the indexes of its parts. */
  parts: Map<number, number[]>;
};

/** The synonym table by stems: `[from stems, to stems]`. */
const SYNONYM_STEMS: readonly (readonly [string[], string[]])[] = SYNONYMS.map(([from, to]) => [
  from.split(' ').map(stem),
  to.split(' ').map(stem),
]);

const PLAIN_WORD = /^\p{L}+$/u;
const JOINABLE = /^[\p{L}\p{N}]+$/u;

/**
 * The word with each pair of neighbouring letters swapped, for words of 4 to 7 letters: the typo
 * tolerance forgives one edit there, and a swap is two (from 8 letters two edits are forgiven).
 */
function swaps(word: string): string[] {
  if (word.length < 4 || word.length > 7 || !PLAIN_WORD.test(word)) return [];
  const variants: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    variants.push(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2));
  }
  return variants;
}

/** A command-line option and the value given it: `--url ws://…`, `--version=6.0.0`. */
const FLAG_VALUE = /(?:^|\s)--[a-z][\w-]*(?:=|\s+)(?!-)(\S+)/giu;

/**
 * The words of the values a command line gives its options (`ws`, `127.0.0.1` and `9944` in
 * `cargo contract storage --url ws://127.0.0.1:9944`): the reader's own, which the page about the
 * command does not hold (its examples are code, not indexed); the option's name it does.
 */
export function flagValues(query: string): ReadonlySet<string> {
  return new Set([...query.matchAll(FLAG_VALUE)].flatMap(([, value = '']) => tokenize(value).map((word) => word.toLowerCase())));
}

/** An attribute as written in Rust: `#[ink(storage)]`, `#[ink::contract]`, `#![no_std]`. */
export const ATTRIBUTE = /#!?\[[^\]]*\]/g;

/**
 * An attribute's argument given a value, and the value: `function = 1` in `#[ink(function = 1)]`,
 * `abi = "sol"`; a list has no value here (`features = ["debug"]`: the features named are what the
 * query is about).
 */
const ARGUMENT = /\b(\w+)\s*=\s*("[^"]*"|[^,()[\]\s]+)?/gu;

/** The arguments the query's attributes give a value, each with the value as typed (none for a list). */
export function attributeArguments(query: string): {name: string; value?: string}[] {
  return [...query.matchAll(ATTRIBUTE)].flatMap(([attribute]) =>
    [...attribute.matchAll(ARGUMENT)].map(([, name = '', value]) => ({name, value})),
  );
}

/**
 * The words of the values an attribute gives its arguments (`1` in `#[ink(function = 1)]`,
 * `0xcafebabe` in `#[ink(selector = 0xcafebabe)]`, `sol` in `#[ink::contract_ref(abi = "sol")]`):
 * like an option's value, the reader's own, which the page about the attribute holds in its
 * examples (code, not indexed) if at all; the argument's name it does.
 */
export function attributeValues(query: string): ReadonlySet<string> {
  const values = attributeArguments(query).flatMap(({value}) => (value === undefined ? [] : [value]));
  // A word the query also says outside the values is its subject: `debug` in `#[cfg(feature = "debug")] debug event`.
  const elsewhere = new Set(allWords(values.reduce((rest, value) => rest.replace(value, ' '), query)));
  return new Set(
    values.flatMap((value) => tokenize(value).map((word) => word.toLowerCase())).filter((word) => !elsewhere.has(word)),
  );
}

/** A command-line option's name (`--release` → `release`): the command's words, not the reader's subject. */
const FLAG_NAME = /(?:^|\s)--([a-z][\w-]*)/giu;

/** The names of the options a query's command line gives (`release` in `cargo contract build --release`). */
export function flagNames(query: string): ReadonlySet<string> {
  return new Set([...query.matchAll(FLAG_NAME)].flatMap(([, name = '']) => tokenize(name).map((word) => word.toLowerCase())));
}

/**
 * Does the query read as a question before its last word ("which tutorial should i start with",
 * "contract fails on chain how do i find out why")? Then that word ends a sentence, not a name
 * being typed.
 */
function asksQuestion(query: string): boolean {
  return allWords(query)
    .slice(0, -1)
    .some((word) => QUESTION_WORDS.has(word));
}

/** `typed` is the query's words (`queryTerms`), `query` the query as typed. */
export function planQuery(typed: string[], query = typed.join(' ')): QueryPlan {
  const terms: QueryPlan['terms'] = new Map();
  const add = (term: string, role: TermRole, covers: number[], prefix = false) => {
    // The last word may be a stop word being typed (`in` → `ink`): kept as typed (or as the
    // filler ending a question), never derived.
    if (term === '' || (role !== 'typed' && !(role === 'filler' && prefix) && STOP_WORDS.has(term))) return;
    const known = terms.get(term);
    if (!known) terms.set(term, {role, covers, prefix});
    else if (known.role === role)
      Object.assign(known, {covers: [...new Set([...known.covers, ...covers])], prefix: known.prefix || prefix});
  };
  // A question's own words ("why", "which one", "do i need") say little about the page wanted:
  // they are searched, so a title holding them ranks first, but a page missing them loses
  // nothing. The last word may be the start of another, and a query of nothing else keeps them.
  // The values given a command's options or an attribute's arguments are searched the same way,
  // and so is a stop word or a filler word ending a question: it may still be the start of another word.
  const values = new Set([...flagValues(query), ...attributeValues(query)]);
  const last = typed.length - 1;
  const ending = (word: string) => asksQuestion(query) && STOP_WORDS.has(word);
  // "New" beside a version number asks for news ("what's new in ink 5"), not for `cargo contract new`.
  const news = typed.some((word) => /^\d/.test(word));
  const filler = (word: string, i: number) =>
    (i < last ? FILLER_WORDS.has(word) : ending(word)) || values.has(word) || (news && word === 'new');
  const kept = typed.every(filler) ? typed : typed.filter((word, i) => !filler(word, i));
  // Only the last word may be unfinished (Algolia's "prefix last"): `cargo contract new` is not
  // `newest`. Every form of a word is indexed under its stem, so a finished word needs no prefix.
  kept.forEach((word, i) => {
    const last = i === kept.length - 1;
    add(word, 'typed', [i], last);
    add(stem(word), 'typed', [i], last);
  });
  typed.forEach((word, i) => filler(word, i) && kept !== typed && add(word, 'filler', [], i === last));
  const stems = kept.map(stem);
  for (const [from, to] of SYNONYM_STEMS) {
    for (let i = 0; i + from.length <= stems.length; i += 1) {
      if (!from.every((part, k) => stems[i + k] === part)) continue;
      const span = from.map((_, k) => i + k);
      to.forEach((term, k) => add(term, 'synonym', from.length === to.length ? [i + k] : span, true));
    }
  }
  const parts = new Map<number, number[]>();
  kept.forEach((word, i) => {
    const own = tokenize(word)
      .slice(1)
      .map((part) => kept.indexOf(part.toLowerCase()));
    if (own.length > 1 && own.every((index) => index >= 0)) parts.set(i, own);
  });
  kept.forEach((word, i) => {
    for (const variant of swaps(word)) add(variant, 'swap', [i]);
    // Neighbours joined: `set up` → `setup`, and as the identifier a reader spells out in words
    // (`block timestamp` → `block_timestamp`, `set code hash` → `set_code_hash`).
    const [next, third] = [kept[i + 1], kept[i + 2]];
    if (next === undefined || !JOINABLE.test(word) || !JOINABLE.test(next)) return;
    add(word + next, 'join', [i, i + 1]);
    add(`${word}_${next}`, 'join', [i, i + 1]);
    if (third !== undefined && JOINABLE.test(third)) add(`${word}_${next}_${third}`, 'join', [i, i + 1, i + 2]);
  });
  return {words: kept, terms, parts};
}

/** The words of `searchQuery`: every term of the plan, space-separated (MiniSearch's query syntax here). */
export function searchQuery(words: string[]): string {
  return [...planQuery(words).terms.keys()].join(' ');
}

/** How much each kind of term counts: a synonym or a transposition less than the reader's own word. */
const ROLE_BOOST: Record<TermRole, number> = {typed: 1, join: 1, synonym: 0.5, swap: 0.5, filler: 0.3};

/** Edits forgiven in a word as typed: none below 4 letters, one up to 7, two from 8. */
function fuzziness(term: string): number | false {
  return term.length < 4 ? false : term.length < 8 ? 1 : 2;
}

/**
 * A word being typed this short (`c`, `co`) is completed in the names of pages and sections only
 * (titles, headings, URLs, sections), and found as it is in the texts and in the headings above
 * them: completed in the texts, `c` stands for 800 words in 10,000 places, most of the index, and
 * through the headings above them for most texts again; that takes five times as long to rank and
 * finds nothing a reader means yet.
 */
const SHORT_WORD = 2;
/** The fields that name a record (`extractField`): its own title, heading or URL, and its section. */
const NAME_FIELDS: readonly string[] = ['title', 'slug', 'section'];

/**
 * One term of a plan as MiniSearch is asked for it: whether it may be the start of a longer word,
 * how many typos it forgives, how much it counts and in which fields (all unless said).
 */
export type TermSearch = {
  term: string;
  prefix: boolean;
  fuzzy: number | false;
  boost: number;
  fields?: readonly string[];
};

/**
 * What MiniSearch is asked for a plan, term by term (the engine adds up their scores, as
 * MiniSearch's `OR` does): the last word and stems may be the start of a longer word, words as
 * typed may hold a typo (`fuzziness`), synonyms (stems) may be completed, swaps and joined words
 * are whole words; a short word being typed is completed in the names only.
 */
export function planSearch(plan: QueryPlan): TermSearch[] {
  const searches: TermSearch[] = [];
  const short: TermSearch[] = [];
  for (const [term, {role, prefix}] of plan.terms) {
    const search = {term, prefix, fuzzy: role === 'typed' ? fuzziness(term) : false, boost: ROLE_BOOST[role]};
    if (prefix && term.length <= SHORT_WORD) short.push(search);
    else searches.push(search);
  }
  return [
    ...searches,
    ...short.map((search) => ({...search, prefix: false, fields: ['parents', 'content']})),
    ...short.map((search) => ({...search, fields: NAME_FIELDS})),
  ];
}

/** The plain words of a text in order, lower-cased, stop words included. */
export function allWords(text: string): string[] {
  return [
    ...foldDiacritics(text)
      .toLowerCase()
      .matchAll(/[\p{L}\p{N}]+/gu),
  ].map((m) => m[0]);
}

/** The plain words of a text in order, stop words left out, for phrase matching. */
export function phraseWords(text: string): string[] {
  return allWords(text).filter((w) => !STOP_WORDS.has(w));
}

/**
 * `compute`, remembered by its argument: the texts and titles of the best records are read again
 * on every keystroke. Past `limit` entries the memory starts over, so it stays small.
 */
export function memoize<T>(compute: (key: string) => T, limit = 2048): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    const value = known.get(key);
    if (value !== undefined || known.has(key)) return value as T;
    if (known.size >= limit) known.clear();
    const computed = compute(key);
    known.set(key, computed);
    return computed;
  };
}

/** A text's `phraseWords`, their stems, and where each stem stands. */
const phraseText = memoize((text) => {
  const words = phraseWords(text);
  const stems = words.map(stem);
  const places = new Map<string, number[]>();
  stems.forEach((wordStem, i) => {
    const known = places.get(wordStem);
    if (known) known.push(i);
    else places.set(wordStem, [i]);
  });
  return {words, stems, places};
});

/**
 * How closely a text follows the query's word order (Algolia's "proximity"), given the query's
 * `phraseWords`: the share of the query's neighbouring word pairs that stand side by side in the text, stop words aside. The last
 * query word may be unfinished, so it also matches the start of a word. `migrate from ink 5`
 * follows "Migrating from ink! 5.x to 6.x", not "Migrating from ink! 4.x to 5.x".
 */
export function proximity(words: readonly string[], text: string): number {
  if (words.length < 2 || text === '') return 0;
  const {words: textWords, stems: textStems, places} = phraseText(text);
  // A text word is a query word when their stems are the same (the same word has the same stem).
  const follows = (i: number, word: string, last: boolean) =>
    textStems[i] === stem(word) || (last && textWords[i]?.startsWith(word) === true);
  let pairs = 0;
  for (let k = 0; k + 1 < words.length; k += 1) {
    const [a = '', b = ''] = [words[k], words[k + 1]];
    const last = k + 2 === words.length;
    if (places.get(stem(a))?.some((i) => follows(i + 1, b, last))) pairs += 1;
  }
  return pairs / (words.length - 1);
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
    case 'section':
      // Where the record lives, as a reader names it: "tutorial wagmi", "blog drink".
      return [
        record.hierarchy[0] ?? '',
        record.tag.startsWith('docs-tutorials') ? 'tutorial' : '',
        record.url.startsWith('/blog/') ? 'blog post' : '',
      ].join(' ');
    case 'slug':
      // A page's own name in its URL (`/docs/v6/contract-testing/drink`): found like a second title.
      return record.type === 'lvl1' ? (record.url.split('#')[0]?.split('/').filter(Boolean).at(-1) ?? '') : '';
    default:
      // `id` and the stored fields, as they are.
      return Object.hasOwn(record, field) ? (record as Record<string, unknown>)[field] : undefined;
  }
}

/** Page titles first, then headings, then body text, like DocSearch's `level` custom ranking. */
const TYPE_WEIGHT: ReadonlyMap<unknown, number> = new Map(
  Object.entries({lvl1: 2, lvl2: 1.5, lvl3: 1.3, lvl4: 1.2, lvl5: 1.1, lvl6: 1.1, content: 1} satisfies Record<
    RecordType,
    number
  >),
);

const SEARCH_OPTIONS = {
  boost: {title: 4, slug: 4, parents: 1.5, section: 1, content: 1},
  // Any word may match; `coverage` then ranks records by how many of the query's words they hold.
  combineWith: 'OR',
  // Queries arrive as `planSearch()` terms already.
  processTerm: (term: string) => term.toLowerCase(),
  tokenize: (query: string) => query.split(' ').filter(Boolean),
  // Search as you type: every word may be the start of a longer one. A completion counts nearly
  // as much as the word itself, a typo correction much less (Algolia ranks typos last too).
  prefix: true,
  weights: {prefix: 0.4, fuzzy: 0.3},
  // Typo tolerance from 4 letters on: one edit up to 7 letters, two from 8. A swap of two
  // letters (`hardaht`), two edits here, is searched as its own term (`planQuery`).
  fuzzy: (term: string) => fuzziness(term),
  // Asked for every place a term is found: one lookup.
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => TYPE_WEIGHT.get(stored?.type) ?? 1,
} satisfies SearchOptions;

/**
 * A word the index does not hold as typed or completed is misspelt (`storagvec`): its corrections
 * are all it can mean, so they count as much as the word as typed would (MiniSearch weighs a
 * correction by `weights.fuzzy`).
 */
export const MISSPELT_BOOST = 1 / SEARCH_OPTIONS.weights.fuzzy;

/** The field MiniSearch keeps of a record: its type, which weighs it (`boostDocument`). Hits are rebuilt from the engine's records. */
const STORED_FIELDS = ['type'] as const;

export const MINISEARCH_OPTIONS = {
  fields: ['title', 'slug', 'parents', 'section', 'content'],
  storeFields: [...STORED_FIELDS],
  extractField,
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
} satisfies Options<SearchRecord>;
