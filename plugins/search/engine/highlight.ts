/**
 * Algolia-style `_highlightResult` / `_snippetResult` values. Text is HTML-escaped piece by
 * piece and only then wrapped in the highlight tags, so page text or a query such as
 * `<img src=x onerror=alert(1)>` can never become markup.
 */
import {escapeHtml} from '@site/src/utils/html';
import {memoize, processTerm, tokenize, wordSpans} from './schema';

type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type HighlightTags = {pre: string; post: string};

/**
 * What a hit matched: the index terms MiniSearch reports for it (`SearchResult.terms`, prefix and
 * typo matches included) and the reader's query words. A word of text is highlighted when one of
 * its own index terms is among them.
 */
export type QueryMatcher = {
  /** The query's words, lower-cased (`queryTerms`). */
  words: string[];
  /** Index terms the hit matched. */
  terms: ReadonlySet<string>;
};

/** The query word a matched index term answers: the one it starts with, or shares most letters with. */
function queryWordFor(term: string, words: string[]): string | undefined {
  let best: string | undefined;
  let bestLength = 0;
  for (const word of words) {
    let shared = 0;
    while (shared < word.length && shared < term.length && word[shared] === term[shared]) shared += 1;
    if (shared > bestLength) [best, bestLength] = [word, shared];
  }
  return best;
}

/** The index terms of a word of text, as the index holds them. */
const termsOf = memoize(
  (word): string[] =>
    tokenize(word).flatMap((token) => {
      const processed = processTerm(token);
      return processed === null ? [] : Array.isArray(processed) ? processed : [processed];
    }),
  // Every word of the texts shown: the vocabulary of a few pages at a time.
  16384,
);

/**
 * A text's words (their positions) and, by index term, the words holding it, each with the term's
 * place among the word's own terms: a hit's text is then marked by the few terms the hit matched,
 * not word by word.
 */
const textIndex = memoize((text) => {
  const words = wordSpans(text);
  const places = new Map<string, {word: number; rank: number}[]>();
  words.forEach(({word}, i) =>
    termsOf(word).forEach((term, rank) => {
      const known = places.get(term);
      if (known) known.push({word: i, rank});
      else places.set(term, [{word: i, rank}]);
    }),
  );
  return {words, places};
});

/** A marked word: its index among the text's words, where it is, and the query word it answers. */
type Marked = {index: number; start: number; end: number; queryWord: string};
type Marks = {words: {start: number; end: number}[]; marks: Marked[]; level: MatchLevel; matchedWords: string[]};

let lastMarked: {text: string; matcher: QueryMatcher; result: Marks} | undefined;
/** The words of `text` and those the hit matched; a hit's text is highlighted and then cut into a snippet, so it is worked out once. */
function markWords(text: string, matcher: QueryMatcher): Marks {
  if (lastMarked?.text !== text || lastMarked.matcher !== matcher) lastMarked = {text, matcher, result: findMarks(text, matcher)};
  return lastMarked.result;
}

function findMarks(text: string, matcher: QueryMatcher): Marks {
  const {words, places} = textIndex(text);
  // A word is marked by the first of its index terms that the hit matched.
  const chosen = new Map<number, {rank: number; term: string}>();
  for (const term of matcher.terms) {
    for (const {word, rank} of places.get(term) ?? []) {
      if ((chosen.get(word)?.rank ?? Infinity) > rank) chosen.set(word, {rank, term});
    }
  }
  const marks = [...chosen]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, {term}]): Marked[] => {
      const word = words[index];
      return word ? [{index, start: word.start, end: word.end, queryWord: queryWordFor(term, matcher.words) ?? term}] : [];
    });
  return {words, marks, ...matchLevel(marks, matcher)};
}

function matchLevel(marks: Marked[], matcher: QueryMatcher): {level: MatchLevel; matchedWords: string[]} {
  const matched = new Set(marks.map((mark) => mark.queryWord));
  const matchedWords = matcher.words.filter((word) => matched.has(word));
  const level: MatchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === matcher.words.length ? 'full' : 'partial';
  return {level, matchedWords};
}

/** `text[from, to)` escaped, with every mark inside it wrapped in the tags. */
function render(text: string, from: number, to: number, marks: Marked[], tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.start < from || mark.end > to) continue;
    html += escapeHtml(text.slice(cursor, mark.start)) + tags.pre + escapeHtml(text.slice(mark.start, mark.end)) + tags.post;
    cursor = mark.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, matcher: QueryMatcher, tags: HighlightTags): HighlightResult {
  const {words, marks, level, matchedWords} = markWords(text, matcher);
  const fullyHighlighted = words.length > 0 && marks.length === words.length;
  return {value: render(text, 0, text.length, marks, tags), matchLevel: level, matchedWords, fullyHighlighted};
}

/**
 * At most `size` words of `text` around its best matches, with `ellipsis` where text was cut,
 * like Algolia's `attributesToSnippet: ['content:10']`.
 */
export function snippet(text: string, size: number, matcher: QueryMatcher, tags: HighlightTags, ellipsis: string): SnippetResult {
  const {words, marks, level} = markWords(text, matcher);
  const count = Math.max(1, Math.floor(size));
  if (words.length <= count) return {value: render(text, 0, text.length, marks, tags), matchLevel: level};

  const lastStart = words.length - count;
  let bestStart = 0;
  let bestScore = -1;
  marks.forEach(({index}) => {
    // A little context before the first match reads better than starting on it.
    const start = Math.min(lastStart, Math.max(0, index - Math.floor((count - 1) / 3)));
    const score = marks.filter((mark) => mark.index >= start && mark.index < start + count).length;
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  });

  const first = words[bestStart];
  const last = words[bestStart + count - 1];
  if (!first || !last) return {value: '', matchLevel: level};
  const from = bestStart === 0 ? 0 : first.start;
  const to = bestStart + count >= words.length ? text.length : last.end;
  const value =
    (from > 0 ? escapeHtml(ellipsis) : '') + render(text, from, to, marks, tags) + (to < text.length ? escapeHtml(ellipsis) : '');
  return {value, matchLevel: level};
}
