/**
 * Algolia-style `_highlightResult` / `_snippetResult` values. Text is HTML-escaped piece by
 * piece and only then wrapped in the highlight tags, so page text or a query such as
 * `<img src=x onerror=alert(1)>` can never become markup.
 */
import {escapeHtml} from '@site/src/utils/html';
import {wordSpans} from './schema';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type HighlightTags = {pre: string; post: string};

/** Edit distance between `a` and `b`, or `max + 1` as soon as it is known to exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How query words are matched, mirroring the engine's prefix and typo settings. */
export type QueryMatcher = {
  /** The query's words, lower-cased (`queryTerms`). */
  words: string[];
  /** Whether a word also matches longer words it starts. */
  prefix: boolean;
  fuzzy: (word: string) => number | false;
};

type WordMatch = {queryWord: string; length: number};

/** Which query word a text word matches, and how many of its letters to highlight. */
function matchWord(word: string, matcher: QueryMatcher): WordMatch | undefined {
  const term = word.toLowerCase();
  let best: WordMatch | undefined;
  for (const queryWord of matcher.words) {
    let length = 0;
    if (term === queryWord) length = word.length;
    else if (matcher.prefix && term.startsWith(queryWord)) length = queryWord.length;
    else {
      const typos = matcher.fuzzy(queryWord);
      if (typos !== false && editDistance(term, queryWord, typos) <= typos) length = word.length;
    }
    if (length > (best?.length ?? 0)) best = {queryWord, length};
  }
  return best;
}

type Marked = {start: number; end: number; queryWord: string};

function markWords(text: string, matcher: QueryMatcher) {
  const words = wordSpans(text);
  const marks: (Marked | undefined)[] = words.map(({word, start}) => {
    const match = matchWord(word, matcher);
    return match ? {start, end: start + match.length, queryWord: match.queryWord} : undefined;
  });
  return {words, marks};
}

function matchLevel(marks: (Marked | undefined)[], matcher: QueryMatcher): {level: MatchLevel; matchedWords: string[]} {
  const matched = new Set(marks.flatMap((mark) => (mark ? [mark.queryWord] : [])));
  const matchedWords = matcher.words.filter((word) => matched.has(word));
  const level: MatchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === matcher.words.length ? 'full' : 'partial';
  return {level, matchedWords};
}

/** `text[from, to)` escaped, with every mark inside it wrapped in the tags. */
function render(text: string, from: number, to: number, marks: (Marked | undefined)[], tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const mark of marks) {
    if (!mark || mark.start < from || mark.end > to) continue;
    html += escapeHtml(text.slice(cursor, mark.start)) + tags.pre + escapeHtml(text.slice(mark.start, mark.end)) + tags.post;
    cursor = mark.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, matcher: QueryMatcher, tags: HighlightTags): HighlightResult {
  const {words, marks} = markWords(text, matcher);
  const {level, matchedWords} = matchLevel(marks, matcher);
  const fullyHighlighted = words.length > 0 && marks.every((mark, i) => mark && mark.end === words[i]?.end);
  return {value: render(text, 0, text.length, marks, tags), matchLevel: level, matchedWords, fullyHighlighted};
}

/**
 * At most `size` words of `text` around its best matches, with `ellipsis` where text was cut,
 * like Algolia's `attributesToSnippet: ['content:10']`.
 */
export function snippet(
  text: string,
  size: number,
  matcher: QueryMatcher,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const {words, marks} = markWords(text, matcher);
  const {level} = matchLevel(marks, matcher);
  const count = Math.max(1, Math.floor(size));
  if (words.length <= count) return {value: render(text, 0, text.length, marks, tags), matchLevel: level};

  const lastStart = words.length - count;
  let bestStart = 0;
  let bestScore = -1;
  marks.forEach((mark, i) => {
    if (!mark) return;
    // A little context before the first match reads better than starting on it.
    const start = Math.min(lastStart, Math.max(0, i - Math.floor((count - 1) / 3)));
    const score = marks.slice(start, start + count).filter(Boolean).length;
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
    (from > 0 ? escapeHtml(ellipsis) : '') +
    render(text, from, to, marks, tags) +
    (to < text.length ? escapeHtml(ellipsis) : '');
  return {value, matchLevel: level};
}
