/**
 * Ranking by what a page is about, and in the order the modal shows it.
 *
 * MiniSearch scores records (a title, a heading, a section's text). A reader wants a page, so
 * records are gathered by page and each page is scored from its best record and the evidence of
 * the page as a whole, like DocSearch's hierarchy levels and page rank:
 * - the query's words in the page's title or URL (its name), or in its description (its lead),
 *   and all of them between the two (the page says it is about the query); the whole query as
 *   its title or one of its headings;
 * - how many of its sections hold the query's words, and what share of the page they are;
 * - the query's words among the page's keywords (what its writer says it is searched by);
 * - pages that list or compare (FAQ, migration guides, brand assets, listings) only when the
 *   query names them (a FAQ also by a heading asking the query's question), and then first; news
 *   (blog posts, the news page, monthly updates) with the docs when the query asks for news or
 *   names the version a post or update is about; else the version of the docs being read, which
 *   every page of them is about, names none; a query of site words only ("what is ink") asks
 *   for the introduction of the docs being read.
 *
 * The hits then come out grouped the way DocSearch's modal groups them (by lvl0, then by page),
 * each group where its best page ranks, so the grouping on screen keeps the engine's order, and
 * the first five are the five best pages.
 */
import {HITS_PER_PAGE, MAX_RESULTS_PER_GROUP} from './constants';
import {
  ATTRIBUTE,
  allWords,
  attributeArguments,
  flagNames,
  memoize,
  phraseWords,
  proximity,
  stem,
  tokenize,
  type QueryPlan,
  type SearchRecord,
} from './schema';
import {LISTING_PAGES, NEWS_PAGES, NEWS_WORDS, QUESTION_WORDS, SITE_WORDS, VERSIONED} from './vocabulary';

type StoredRecord = Omit<SearchRecord, 'id'>;

/** A hit: its record and the index terms it matched (what its highlight marks). */
export type RankedRecord = {record: StoredRecord; terms: readonly string[]};

/**
 * What the index found in a record (MiniSearch's result): its score, the index terms it matched
 * (`terms`) and in which fields (`match`), and the query terms they answer (`queryTerms`).
 */
export type Matched = {id: unknown; score: number; terms: string[]; queryTerms: string[]; match: Record<string, string[]>};

/** A record found, and what the index found in it. */
export type Found = {result: Matched; record: StoredRecord};

/**
 * What is known of a page beyond the records a query found: its number of records (title,
 * headings, sections: how long it is), and the stems of its keywords (its writer's words for what
 * a reader would search it by, `SearchRecord.keywords`).
 */
export type PageFact = {size: number; keywords?: ReadonlySet<string>};
/** Each page's `PageFact`, by its path. */
export type PageFacts = (path: string) => PageFact | undefined;

/** How much a record that misses some of the query's words falls behind one that has them all. */
const COVERAGE_POWER = 3;
/**
 * The same for a question: its words describe the section that answers it ("how to verify a
 * signature in a contract"), so a page named by some of them ("Contract verification") falls
 * further behind a section holding them all.
 */
const QUESTION_COVERAGE_POWER = 4;
/** How much a title (or text) that holds the query's words in order gains over one that scatters them. */
const PROXIMITY_WEIGHT = 1;
const PROXIMITY_CANDIDATES = 100;
/**
 * A name written with punctuation inside (`@polkadot-api/sdk-ink`, `ink::contract_ref!`,
 * `create_call_builder_abi`): a record holding it as written, not only its words, gains this much.
 */
const LITERAL = /[\p{L}\p{N}][-/@.:_][\p{L}\p{N}]/u;
const LITERAL_WEIGHT = 1;
/**
 * A page named by every query word (its title or URL) gains this much; by its lead, `LEAD_WEIGHT`.
 * A site word (`SITE_WORDS`: "ink", "contract") names no page: "What is in an ink! contract" is
 * not named by `ink xcm`, the XCM page is.
 */
const NAME_WEIGHT = 1;
const LEAD_WEIGHT = 0.35;
/**
 * A page whose name and description between them hold every query word says it is about the
 * query ("News: … where announcements are published"): it gains this much more than a page
 * where the words are only in the text.
 */
const SUMMARY_WEIGHT = 0.75;
/**
 * A page's best record in another place (section) adds this share of its score to the best's: a
 * page answering the query in two places is more about it than a page with one strong mention ("caller": the page of
 * environment functions, not the one whose description names the caller once).
 */
const SECOND_WEIGHT = 0.3;
/** Each doubling of the page's sections holding every query word gains this much. */
const BREADTH_WEIGHT = 0.1;
/** A page about the subject is mostly about it: the share of its sections that match gains up to this. */
const DENSITY_WEIGHT = 0.15;
/** A page whose title holds the whole query as typed, stop words and all ("where to deploy"); more if it is the whole title. */
const PHRASE_TITLE_WEIGHT = 0.5;
const EXACT_TITLE_WEIGHT = 1;
/**
 * A page with a heading that is the whole query as typed ("Why ink!"), one word too: the React
 * page's "Typink" before a tutorial naming Typink among other things.
 */
const EXACT_HEADING_WEIGHT = 0.5;
/** The same for a "what is …" question: the heading asking it is where the page defines its subject. */
const DEFINITION_HEADING_WEIGHT = 4;
/**
 * A page with a heading of three words or more that the query spells out ("ink! 3.2.0", "Deployed
 * contracts keep running"): the section answering it. Gains up to this much, by the share of the
 * query the heading spells out; a heading of one or two words is as often a subject the query
 * only mentions ("Unit tests" for "how to write unit tests").
 */
const ANSWER_WEIGHT = 0.5;
const ANSWER_WORDS = 3;
/**
 * A listing or comparison page the query does not name; `SUMMARY_LISTING_WEIGHT` when its name and
 * description between them hold every query word: it says it is about the query ("News: … a
 * timeline of ink! milestones"), only in other words than its title.
 */
const LISTING_WEIGHT = 0.3;
/** A listing page the query names ("which tools", "news") is the page asked for: it gains this much. */
const NAMED_LISTING_WEIGHT = 0.5;
const SUMMARY_LISTING_WEIGHT = 0.5;
/**
 * A listing page (a FAQ) with a heading asking the query's question is named by it
 * (`asksAll`), when the question says what it asks with this many words or more, numbers aside:
 * one word ("why is it slow") is a subject many questions share.
 */
const QUESTION_SUBJECT_WORDS = 2;
/**
 * A page whose keywords hold the query's words is about them: it gains up to this much, by the
 * share of the query's words (not site words) among them. Keywords find no page, they only weigh
 * the pages the text finds: searched like text, a neighbour's keywords put it first as often as a
 * page's own did (held-out top-1 87.8 % against 88.8 %).
 */
const KEYWORDS_WEIGHT = 0.4;
/**
 * A query of site words only ("ink", "what is ink", "ink 6 smart contracts" among the v6 docs)
 * names no page but the introduction of the docs being read, their root page: it gains this much.
 */
const INTRODUCTION_WEIGHT = 1;
const DOCS_ROOT = /^\/docs\/v\d+\/?$/;
/** Pages scoring at least this share of the best page's are shown before all others. */
const STRONG_SHARE = 0.3;
/**
 * Records of a page among the first hits: its best one, like Algolia's `distinct` on the page URL.
 * Its other records follow every page's best, so the first five hits are five pages.
 */
const RECORDS_PER_PAGE = 1;
/** The hits a reader sees first in the modal: the best pages, whatever their group. */
const FIRST_SCREEN = 5;

export function pagePath(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/**
 * Within the docs, the reader's docs version comes first, then the tutorials, then the site's
 * pages, then the blog: a page about drink! beats the project list and the release post that
 * mention it. A news page the query asks for (`news`) ranks with the docs, and so do the
 * tutorials when the query names them (`tutorials`: "list of tutorials"); a reader of an older
 * version's docs (`olderDocs`) gets the tutorials, written for the current release, further back.
 */
function tagWeight(record: StoredRecord, news: boolean, tutorials: boolean, olderDocs: boolean): number {
  if (record.tag.startsWith(READ_DOCS)) return 1;
  if (tutorials && record.url.startsWith('/tutorials')) return 1;
  if (record.tag.startsWith('docs-')) return olderDocs ? OLDER_DOCS_TUTORIAL_WEIGHT : 0.9;
  if (news) return 1.2;
  return record.url.startsWith('/blog/') ? 0.3 : 0.8;
}

const TUTORIAL = stem('tutorial');
/**
 * The tutorials follow the current release: a reader of an older version's docs ("uint256" in the
 * v4 docs) is better served by that version's page than by a tutorial about ink! 6, unless the
 * query asks for a tutorial.
 */
const OLDER_DOCS_TUTORIAL_WEIGHT = 0.5;

/** The words of a version that is not the release yet: `5.0.0-alpha`, `6.0.0-beta.1`. */
const PRE_RELEASE: ReadonlySet<string> = new Set(['alpha', 'beta', 'rc']);

/** A page reporting news (`NEWS_PAGES`): a blog post, the news page, a monthly update. */
function isNewsPage(url: string): boolean {
  const path = pagePath(url);
  return NEWS_PAGES.some((pattern) => pattern.test(path));
}

const isNewsWord = (word: string) => NEWS_WORDS.some((pattern) => pattern.test(word));

/**
 * The version numbers of a query: `5.0`, `3.1.0`, `4.x`, and a bare number after a name that
 * has versions (`ink 5`, `cargo-contract 4`) but not in `function = 1`.
 */
export function queryVersions(words: string[]): string[] {
  return words.filter(
    (word, i) => /^\d+(?:\.(?:\d+|x))*$/.test(word) && (word.includes('.') || VERSIONED.has(words[i - 1] ?? '')),
  );
}

/**
 * The major ink! releases a query names: the version numbers right after "ink" (`ink 4`, `ink! v5`,
 * `ink 3.x to 4`, whose "to" the query plan drops), not another tool's (`cargo-contract 4`).
 */
export function inkReleases(words: readonly string[]): string[] {
  const releases: string[] = [];
  let afterInk = false;
  for (const word of words) {
    const major = /^v?(\d+)(?:\.(?:\d+|x))*$/.exec(word)?.[1];
    if (major !== undefined && afterInk) releases.push(major);
    else afterInk = word === 'ink';
  }
  return releases;
}

/** The tag of the docs version a reader reads: the request selects one (`docs-default-current`, `docs-default-v5`). */
const READ_DOCS = 'docs-default-';
/** The tag of the current version's docs (Docusaurus names that version `current`); a search without it reads an older version's. */
const CURRENT_DOCS = `${READ_DOCS}current`;
/** The version in a docs URL: `6` in `/docs/v6/basics/events`. */
const DOCS_VERSION = /^\/docs\/v(\d+)\//;

/**
 * Whether a word is the major version of the docs the reader reads (`6` or `v6` among the v6 docs),
 * as the URLs of the records found from those docs say.
 */
function readVersion(results: readonly Found[]): (word: string) => boolean {
  const found = results.find(({record}) => record.tag.startsWith(READ_DOCS) && DOCS_VERSION.test(record.url));
  const version = found && DOCS_VERSION.exec(found.record.url)?.[1];
  return (word) => namesVersion(word, version);
}

/** Whether a query word is a docs version's major number: `6` or `v6` for version `6`. */
function namesVersion(word: string, version: string | undefined): boolean {
  return version !== undefined && /^v?\d+$/.test(word) && word.replace(/^v/, '') === version;
}

/** The listing kind of a page, if it is one (`LISTING_PAGES`). */
const listing = memoize((path): (typeof LISTING_PAGES)[number] | undefined => {
  const segments = path.split('/').filter(Boolean);
  return LISTING_PAGES.find((kind) => segments.some((segment) => kind.path.test(segment)));
});

const LISTING_NAMES = LISTING_PAGES.map((kind) => new Set(kind.names.map(stem)));

/** Is the query, as typed, a question (`QUESTION_WORDS` first) with two or more words a page should hold? */
export function isQuestion(typed: string[], plan: QueryPlan): boolean {
  return QUESTION_WORDS.has(typed[0] ?? '') && plan.words.length > 1;
}

/** Does the query ask for news: a news word, or "new" with a version number. */
export function asksForNews(words: string[]): boolean {
  return words.some(isNewsWord) || (words.includes('new') && words.some((word) => /^\d/.test(word)));
}

/**
 * Query words, as a number whose bit `i` is set when the query's word `i` is among them: every
 * record found is scored by which words it holds, so a set of words costs no memory
 * (`MAX_QUERY_WORDS` keeps a query within 32 bits).
 */
type Words = number;

function wordSet(indexes: readonly number[]): Words {
  let words = 0;
  for (const i of indexes) words |= 1 << i;
  return words;
}

function size(words: Words): number {
  let count = 0;
  for (let rest = words; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** The query's words in the sets ranking needs, worked out once per query. */
type QueryWords = {
  plan: QueryPlan;
  /** Each plan term's words. */
  terms: Map<string, Words>;
  /** Each identifier of the query with its parts: `[whole, parts]`. */
  wholes: [Words, Words][];
  /** The words an index term answers (`termWords`), by index term. */
  known: Map<string, {words: Words; solid: boolean}>;
};

function queryWords(plan: QueryPlan): QueryWords {
  return {
    plan,
    terms: new Map([...plan.terms].map(([term, {covers}]) => [term, wordSet(covers)])),
    wholes: [...plan.parts].map(([whole, parts]) => [wordSet([whole]), wordSet(parts)]),
    known: new Map(),
  };
}

/** The query words a record holding these query terms (`SearchResult.queryTerms`) answers. */
function coveredWords(query: QueryWords, matchedTerms: readonly string[]): Words {
  let words = 0;
  for (const term of matchedTerms) words |= query.terms.get(term) ?? 0;
  return words;
}

/** `words` plus each identifier whose parts are all in it: `Mapping` and `insert` answer `Mapping::insert`. */
function withWholes(query: QueryWords, words: Words): Words {
  let all = words;
  for (const [whole, parts] of query.wholes) if ((all & parts) === parts) all |= whole;
  return all;
}

/**
 * The query words an index term answers: those of the plan terms it is or completes (`solid`);
 * else, for a typo correction, the one it shares most letters with. Asked for every term of
 * every record found: worked out once per query and term.
 */
function wordsOf(query: QueryWords, term: string): {words: Words; solid: boolean} {
  let found = query.known.get(term);
  if (!found) query.known.set(term, (found = termWords(query.plan, term)));
  return found;
}

function termWords(plan: QueryPlan, term: string): {words: Words; solid: boolean} {
  if (plan.terms.get(term)?.role === 'filler') return {words: 0, solid: true};
  const covers: number[] = [];
  let nearest: number[] = [];
  let shared = 0;
  for (const [query, {covers: words, prefix}] of plan.terms) {
    if (term === query || (prefix && term.startsWith(query))) covers.push(...words);
    let common = 0;
    while (common < query.length && common < term.length && query[common] === term[common]) common += 1;
    if (common > shared) [nearest, shared] = [words, common];
  }
  return covers.length > 0 ? {words: wordSet(covers), solid: true} : {words: wordSet(nearest), solid: false};
}

/** The query words a record holds as typed or completed, not only through a typo correction. */
function solidWords(query: QueryWords, result: Matched): Words {
  let words = 0;
  for (const term of result.terms) {
    const found = wordsOf(query, term);
    if (found.solid) words |= found.words;
  }
  return words;
}

/** The query words matched in `fields` of a record. */
function wordsIn(query: QueryWords, result: Matched, fields: readonly string[]): Words {
  let words = 0;
  for (const [term, matched] of Object.entries(result.match)) {
    if (matched.some((field) => fields.includes(field))) words |= wordsOf(query, term).words;
  }
  return words;
}

/**
 * How a title holds the query as typed: `exact` when it is the query (`Events`, `Where to
 * deploy`), `phrase` when it holds its words, two or more, side by side and in order. The last
 * query word may be unfinished.
 */
function titleMatch(typed: string[], title: string): 'exact' | 'phrase' | undefined {
  if (typed.length === 0) return undefined;
  if (isTitle(typed, title)) return 'exact';
  const words = titleWords(title);
  return typed.length > 1 && words.some((_, start) => typedAt(typed, words, start)) ? 'phrase' : undefined;
}

/** Does a title's text hold the query as typed from word `start` on (the last word may be unfinished)? */
function typedAt(typed: string[], words: string[], start: number): boolean {
  return typed.every((word, k) => {
    const candidate = words[start + k];
    return candidate !== undefined && (candidate === word || (k === typed.length - 1 && candidate.startsWith(word)));
  });
}

/** Is the title the query as typed (`titleMatch` exact)? Asked of every heading found: its length first. */
function isTitle(typed: string[], title: string): boolean {
  const words = titleWords(title);
  return typed.length > 0 && words.length === typed.length && typedAt(typed, words, 0);
}

/** A heading's words that say something (`phraseWords`), by stem. */
const headingStems = memoize((title) => phraseWords(title).map(stem));

/** The number of words of a heading when the query spells out every one (by stem) and they are `ANSWER_WORDS` or more; else 0. */
function answeredBy(query: ReadonlySet<string>, title: string): number {
  const words = headingStems(title);
  return words.length >= ANSWER_WORDS && words.every((word) => query.has(word)) ? words.length : 0;
}

/**
 * Does a heading ask the question (it ends with "?") with every word the query says what it asks
 * by (`subject`, stems)? "Why are addresses 20 bytes now?" asks `why are contract addresses 20 bytes in ink 6`.
 */
function asksAll(subject: readonly string[], heading: string): boolean {
  if (!heading.trimEnd().endsWith('?')) return false;
  const words = headingStems(heading);
  return subject.every((word) => words.includes(word));
}

/** A title's `allWords`. */
const titleWords = memoize(allWords);

const TITLE_MATCH_WEIGHT = {exact: EXACT_TITLE_WEIGHT, phrase: PHRASE_TITLE_WEIGHT, none: 0};

/** The name of the last of two or more arguments of `#[ink(…)]`: `selector` in `#[ink(message, selector = 0x…)]`. */
const LAST_ARGUMENT = /^#\[ink\([^()]*,\s*(\w+)[^,()]*\)\]$/;

/**
 * The words of each attribute the query writes out (`#[ink(storage)] only one struct allowed`): a
 * page whose title is that attribute is named by the query, as if the query were its title. Of
 * `#[ink(…)]` with two arguments or more, the first is the item's kind and the last the option
 * asked about: `#[ink(message, payable)]` names the page of `#[ink(payable)]` too.
 */
function attributeNames(query: string): string[][] {
  return [...query.matchAll(ATTRIBUTE)]
    .flatMap(([attribute]) => {
      const option = LAST_ARGUMENT.exec(attribute)?.[1];
      return option ? [allWords(attribute), ['ink', ...allWords(option)]] : [allWords(attribute)];
    })
    .filter((words) => words.length > 0);
}

/**
 * The arguments an attribute in the query is given a value (`function` in `#[ink(function = 1)]`),
 * each as a pattern of the argument written with its `=` (`function = N`): a record writing it so
 * documents that argument, like a name found as written (`LITERAL`), where a page only using the
 * attribute holds it in code, which is not indexed.
 */
function givenArguments(query: string): RegExp[] {
  return attributeArguments(query).map(({name}) => new RegExp(`\\b${name.toLowerCase()}\\s*=`));
}

type Page = {
  path: string;
  title: string;
  group: string;
  /** The scores of its best record, where that is (its URL), and of its best elsewhere. */
  best: number;
  place: string;
  second: number;
  records: RankedRecord[];
  /** Query words in the page's title or URL, and in its description. */
  name: Words;
  lead: Words;
  /** Records holding every query word. */
  full: number;
  /** A heading of the page is the query as typed ("Why ink!", "Typink"). */
  heading: boolean;
  /** The most words of a heading of the page that the query spells out (`answeredBy`). */
  answer: number;
  /** A heading of the page asks the question the query asks (`asksAll`). */
  asks: boolean;
};

export function rank(results: readonly Found[], plan: QueryPlan, query: string, facts: PageFacts): RankedRecord[] {
  const count = plan.words.length;
  if (count === 0) return [];
  const words = queryWords(plan);
  const phrase = phraseWords(query);
  const typed = allWords(query);
  // A news word ("release", "announcement", or one a typo was corrected to) names the news pages:
  // a post holds it without saying it. A query word no record holds as typed or completed is
  // misspelt: its corrections are all it can mean, so they count as the word itself.
  // An option's name is not news: `cargo contract build --release` asks for the command.
  const options = flagNames(query);
  // Typed, not planned: "new" beside a version number asks for news and is no word a page must hold.
  const subjectWords = typed.filter((word) => !options.has(word));
  let newsWords = wordSet(plan.words.flatMap((word, i) => (isNewsWord(word) && !options.has(word) ? [i] : [])));
  let known = 0;
  for (const {result} of results) {
    for (const term of result.terms) {
      const found = wordsOf(words, term);
      if (found.solid) known |= found.words;
      else if (isNewsWord(term)) newsWords |= found.words;
    }
  }
  const misspelt = ~known;
  const news = newsWords !== 0 || asksForNews(subjectWords);
  const tutorials = plan.words.some((word) => stem(word) === TUTORIAL);
  const olderDocs =
    results.some(({record}) => record.tag.startsWith(READ_DOCS)) && !results.some(({record}) => record.tag === CURRENT_DOCS);
  // A news page whose title or a heading holds the query's version is the news asked for:
  // `cargo-contract 4` → "cargo-contract 4.0: …", `ink 3.1` → "ink! 3.1.0".
  const versions = queryVersions(plan.words);
  // A pre-release's news ("drink! arrives in ink! 5.0.0-alpha") is not the release's ("ink! 5.0 is
  // released"), unless the query asks for a pre-release or no news is about the release itself.
  const releaseNews = new Set<string>();
  const previewNews = new Set<string>();
  const asksPreview = typed.some((word) => PRE_RELEASE.has(word));
  for (const {record} of versions.length > 0 ? results : []) {
    if (record.type === 'content' || !isNewsPage(record.url)) continue;
    const title = tokenize(record.hierarchy.at(-1) ?? '').map((token) => token.toLowerCase());
    if (!title.some((token) => versions.includes(token))) continue;
    (!asksPreview && title.some((token) => PRE_RELEASE.has(token)) ? previewNews : releaseNews).add(pagePath(record.url));
  }
  const versionNews = releaseNews.size > 0 ? releaseNews : previewNews;
  const asked = (url: string) => news || versionNews.has(pagePath(url));
  const asking = isQuestion(typed, plan);
  // "what is pallet-revive": a heading that asks it word for word ("What is pallet-revive?") is the definition.
  const defining = typed.length > 2 && typed[0] === 'what' && (typed[1] === 'is' || typed[1] === 'are');
  const coveragePower = asking ? QUESTION_COVERAGE_POWER : COVERAGE_POWER;
  // Every page of the docs being read is about that version of ink!: "port a chain extension to
  // ink 6", read in the v6 docs, asks for the page about chain extensions there, not for the page
  // that says "ink! 6" most. Unless the query asks for news, each of those pages holds the number.
  // The same holds for a later version's docs searched because the query names it (the engine's `searched`).
  const isReadVersion = readVersion(results);
  const versionWords = new Map<string | undefined, number>();
  /** The query's words naming the version of the docs `url` is in (`6` or `v6` for `/docs/v6/…`). */
  const namingVersion = (url: string): number => {
    const version = DOCS_VERSION.exec(`${pagePath(url)}/`)?.[1];
    let named = versionWords.get(version);
    if (named === undefined) {
      named = news ? 0 : wordSet(plan.words.flatMap((word, i) => (namesVersion(word, version) ? [i] : [])));
      versionWords.set(version, named);
    }
    return named;
  };
  const scored = results
    .map(({result, record}) => {
      const reported = asked(record.url) && isNewsPage(record.url);
      // Words a record holds without saying them: a news page its news words, a page of the docs read their version.
      const implied = (reported ? newsWords : 0) | (record.tag.startsWith(READ_DOCS) ? namingVersion(record.url) : 0);
      const covered = coveredWords(words, result.queryTerms) | implied;
      const solid = solidWords(words, result) | implied | (covered & misspelt);
      // A word found only through a typo correction (of a word other records hold as typed), or an
      // identifier only through its parts (`terminate` and `contract` for `terminate_contract`), counts half.
      const share = (size(solid) + (size(withWholes(words, covered)) - size(solid)) / 2) / count;
      const score = result.score * share ** coveragePower * tagWeight(record, reported, tutorials, olderDocs);
      return {score, record, result, full: size(withWholes(words, solid)) === count};
    })
    .sort((a, b) => b.score - a.score);
  // Word order can at most double a score, and a name found as written (`LITERAL`) double it
  // again, so both are weighed only where they can change the order a reader sees: among the
  // best-scored records, not the long tail of a common word.
  // It only raises scores, so the best-scored stay ahead of the rest and only they are sorted again.
  const candidates = scored.slice(0, PROXIMITY_CANDIDATES);
  const literals = query
    .split(/\s+/)
    .filter((word) => LITERAL.test(word))
    .map((word) => word.toLowerCase());
  const given = givenArguments(query);
  candidates.forEach((match) => {
    const title = match.record.hierarchy.at(-1) ?? '';
    const order = Math.max(proximity(phrase, title), proximity(phrase, match.record.content ?? '') / 2);
    match.score *= 1 + PROXIMITY_WEIGHT * order;
    if (literals.length === 0 && given.length === 0) return;
    const text = `${title} ${match.record.content ?? ''}`.toLowerCase();
    if (literals.some((literal) => text.includes(literal)) || given.some((argument) => argument.test(text)))
      match.score *= 1 + LITERAL_WEIGHT;
  });
  scored.splice(0, candidates.length, ...candidates.sort((a, b) => b.score - a.score));

  const queryStems = new Set(phrase.map(stem));
  // The words by which a question says what it asks (not "ink", not the docs' own version), by stem.
  const subject = asking ? plan.words.filter((word) => !SITE_WORDS.has(word) && !isReadVersion(word)) : [];
  const question = subject.filter((word) => !/^\d/.test(word)).length >= QUESTION_SUBJECT_WORDS ? subject.map(stem) : [];
  const pages = new Map<string, Page>();
  for (const {score, record, result, full} of scored) {
    const path = pagePath(record.url);
    let page = pages.get(path);
    if (!page) {
      page = {
        path,
        title: record.hierarchy[1] ?? '',
        group: record.hierarchy[0] ?? '',
        best: 0,
        place: '',
        second: 0,
        records: [],
        name: 0,
        lead: 0,
        full: 0,
        heading: false,
        answer: 0,
        asks: false,
      };
      pages.set(path, page);
    }
    // A heading and the text below it share a URL: they are one place, not two.
    if (score > page.best) {
      if (record.url !== page.place) page.second = page.best;
      [page.best, page.place] = [score, record.url];
    } else if (record.url !== page.place) page.second = Math.max(page.second, score);
    page.records.push({record, terms: result.terms});
    if (full) page.full += 1;
    if (record.type !== 'lvl1' && record.type !== 'content') {
      const heading = record.hierarchy.at(-1) ?? '';
      if (!page.heading) page.heading = isTitle(typed, heading);
      if (queryStems.size >= ANSWER_WORDS) page.answer = Math.max(page.answer, answeredBy(queryStems, heading));
      if (question.length > 0 && !page.asks && listing(path)) page.asks = asksAll(question, heading);
    }
    if (record.type === 'lvl1') {
      page.name |= wordsIn(words, result, ['title', 'slug']);
      page.lead |= wordsIn(words, result, ['content']);
    }
  }

  const stems = plan.words.map(stem);
  const attributes = attributeNames(query);
  // A site word ("ink", "contract") is in most pages' titles: it names no page.
  const site = wordSet(plan.words.flatMap((word, i) => (SITE_WORDS.has(word) ? [i] : [])));
  // The words by which a query names a listing page by its title: not a number, not a site word.
  const naming = wordSet(plan.words.flatMap((word, i) => (!/^\d/.test(word) ? [i] : []))) & ~site;
  const named = (page: Page) => {
    const kind = listing(page.path);
    if (!kind) return true;
    // A question one of its headings asks (a FAQ's entry) is answered there.
    if (page.asks) return true;
    // A news page is named by a query asking for news.
    if (isNewsPage(page.path) && asked(page.path)) return true;
    const names = LISTING_NAMES[LISTING_PAGES.indexOf(kind)];
    if (!kind.joins && stems.some((word) => names?.has(word))) return true;
    // By its title, the query must be mostly about the page: at least half of its words that
    // name something (not "ink", not a number, not "vs") are there.
    const compared = kind.joins ? naming & ~wordSet(stems.flatMap((word, i) => (names?.has(word) ? [i] : []))) : naming;
    const own = size(page.name & compared);
    return kind.byTitle && own > 0 && own * 2 >= size(compared);
  };
  const aboutSite = plan.words.every((word) => SITE_WORDS.has(word) || isReadVersion(word));
  // The query's words by stem, site words aside, for the pages' keywords.
  const subjectStems = [...new Set(plan.words.filter((word) => !SITE_WORDS.has(word)).map(stem))];
  const keywordShare = (keywords: ReadonlySet<string> | undefined) => {
    if (!keywords || subjectStems.length === 0) return 0;
    return subjectStems.filter((word) => keywords.has(word)).length / subjectStems.length;
  };
  const pageScore = (page: Page) => {
    const fact = facts(page.path);
    const records = fact?.size ?? page.records.length;
    const summary = size(withWholes(words, page.name | page.lead)) === count;
    return (
      (page.best + SECOND_WEIGHT * page.second) *
      (1 + (NAME_WEIGHT * size(page.name & ~site) + LEAD_WEIGHT * size(page.lead)) / count) *
      (1 + BREADTH_WEIGHT * Math.log2(1 + page.full)) *
      (1 + (DENSITY_WEIGHT * page.full) / Math.max(records, page.full, 1)) *
      (1 +
        TITLE_MATCH_WEIGHT[
          titleMatch(typed, page.title) ?? (attributes.some((words) => isTitle(words, page.title)) ? 'exact' : 'none')
        ]) *
      (page.heading
        ? 1 + (defining ? DEFINITION_HEADING_WEIGHT : EXACT_HEADING_WEIGHT)
        : 1 + (ANSWER_WEIGHT * page.answer) / Math.max(phrase.length, 1)) *
      (summary ? 1 + SUMMARY_WEIGHT : 1) *
      (named(page) ? (listing(page.path) ? 1 + NAMED_LISTING_WEIGHT : 1) : summary ? SUMMARY_LISTING_WEIGHT : LISTING_WEIGHT) *
      (1 + KEYWORDS_WEIGHT * keywordShare(fact?.keywords)) *
      (aboutSite && DOCS_ROOT.test(page.path) ? 1 + INTRODUCTION_WEIGHT : 1)
    );
  };
  const ranked = [...pages.values()].map((page) => ({page, score: pageScore(page)})).sort((a, b) => b.score - a.score);

  // Grouped as the modal groups: lvl0 groups in the order of their best page, pages in order
  // within a group. The modal shows a group's hits together, so a weak page of an early group
  // would show before a strong page of a later one: pages far behind the best come after every
  // strong page. A page shows its best record first; the rest of its records come after all
  // pages' best, where they do not crowd other pages out of the modal's 20 hits.
  const top = ranked[0]?.score ?? 0;
  // The first screen is the five best pages, whatever their group. The modal shows a group's
  // hits together, so a group that another of the five follows shows only its pages among the
  // five: its other hits come last, after the request's 20 unless there are fewer.
  const five = new Set(ranked.slice(0, FIRST_SCREEN).map(({page}) => page));
  const closed = new Set([...new Set([...five].map((page) => page.group))].slice(0, -1));
  const later: RankedRecord[] = [];
  const rest: RankedRecord[] = [];
  const firsts = (pages: typeof ranked) =>
    pages.flatMap(({page}) => {
      const seen = new Set<string>();
      // One hit per URL and anchor: a heading and the text below it share one, the better one stays.
      const records = page.records.filter(({record}) => !seen.has(record.url) && Boolean(seen.add(record.url)));
      const first = five.has(page) || !closed.has(page.group) ? records.slice(0, RECORDS_PER_PAGE) : [];
      (closed.has(page.group) ? later : rest).push(...records.slice(first.length));
      return first.length > 0 ? [{group: page.group, records: first}] : [];
    });
  const ordered = [
    ...grouped(firsts(ranked.filter(({score}) => score >= STRONG_SHARE * top))),
    ...grouped(firsts(ranked.filter(({score}) => score < STRONG_SHARE * top))),
  ];
  // The modal shows 5 hits per group: a group's hits beyond those come after every group's
  // first 5, so one large group does not fill the 20 hits and leave the other groups out.
  const perGroup = new Map<string, number>();
  const shown: RankedRecord[] = [];
  const overflow: RankedRecord[] = [];
  for (const hit of ordered) {
    const group = hit.record.hierarchy[0] ?? '';
    const count = perGroup.get(group) ?? 0;
    perGroup.set(group, count + 1);
    (count < MAX_RESULTS_PER_GROUP ? shown : overflow).push(hit);
  }
  const all = [...shown, ...overflow, ...rest, ...later];
  // The modal groups the hits of a request by lvl0, then by page: the first request's hits are
  // returned in that order already, so what it shows is the order they come in.
  return [...displayed(all.slice(0, HITS_PER_PAGE)), ...all.slice(HITS_PER_PAGE)];
}

/** Hits grouped by `key`, each group where its first hit is. */
function groupedBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return [...groups.values()];
}

/**
 * The hits in the modal's order: the first 5 of each lvl0 group, grouped by page (lvl1), each
 * group and page where it first appears; then the hits the modal does not show.
 */
function displayed(hits: RankedRecord[]): RankedRecord[] {
  const groups = groupedBy(hits, (hit) => hit.record.hierarchy[0] ?? '');
  return [
    ...groups.flatMap((group) => groupedBy(group.slice(0, MAX_RESULTS_PER_GROUP), (hit) => hit.record.hierarchy[1] ?? '').flat()),
    ...groups.flatMap((group) => group.slice(MAX_RESULTS_PER_GROUP)),
  ];
}

/** Pages' records grouped by lvl0, each group where its first page is. */
function grouped(pages: {group: string; records: RankedRecord[]}[]): RankedRecord[] {
  return groupedBy(pages, ({group}) => group).flatMap((group) => group.flatMap(({records}) => records));
}
