/**
 * DocSearch keeps a reader's recent and favourite searches in local storage and reads them back
 * with a bare `JSON.parse`, trusting the shape. One corrupt value (another script, an old format,
 * a hand edit) and the modal throws as it opens: the search button then does nothing at all.
 * It also renders their titles and text as HTML and navigates to their URL with `history.push`,
 * so a stored `<img onerror>` title runs and a `//other.host` URL throws. Before the modal opens,
 * keep only the entries it can show safely and drop the rest.
 */
import type {StoredDocSearchHit} from '@docsearch/react';
import {isRecord} from '@site/src/utils/isRecord';
import {HIERARCHY_LEVELS} from '../engine/schema';

const KINDS = ['RECENT', 'FAVORITE'] as const;
const TYPES: readonly string[] = [...HIERARCHY_LEVELS, 'content'];

/** The local-storage keys DocSearch 3.9.0 uses for an index. */
export function storedSearchKeys(indexName: string): string[] {
  return KINDS.map((kind) => `__DOCSEARCH_${kind}_SEARCHES__${indexName}`);
}

/** Whether DocSearch can render `value` as a stored hit (and our hit component can link it). */
export function isStoredHit(value: unknown): value is StoredDocSearchHit {
  if (!isRecord(value)) return false;
  const {objectID, url, type, hierarchy, content} = value;
  if (typeof objectID !== 'string' || typeof url !== 'string' || url === '') return false;
  if (typeof type !== 'string' || !TYPES.includes(type) || !isRecord(hierarchy)) return false;
  if (!HIERARCHY_LEVELS.every((level) => hierarchy[level] == null || typeof hierarchy[level] === 'string')) return false;
  if (typeof hierarchy.lvl0 !== 'string') return false;
  if (type === 'content') return typeof content === 'string';
  return typeof hierarchy[type] === 'string' && (content == null || typeof content === 'string');
}

/**
 * The five escapes the embedded index writes (`src/utils/html.ts`): text that DocSearch renders as
 * HTML still reads as the original text. Any other `&…;` is not ours.
 */
const OUR_ESCAPE = /&(?:amp|lt|gt|quot|#39);/g;

/**
 * Whether `text`, rendered as HTML, could be anything but plain text: a tag (`<`, `>`) or a
 * character reference other than the escapes the index itself writes.
 */
export function hasMarkup(text: string): boolean {
  return /[<>&]/.test(text.replace(OUR_ESCAPE, ''));
}

/** Every string in `value` (nested objects and lists too), except under the keys in `skip`. */
function strings(value: unknown, skip: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, skip));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : strings(item, skip)));
}

const URL_KEYS = new Set(['url', 'url_without_anchor']);

/**
 * `url` as a path on this site (`/docs/…`), or null when it leads elsewhere: another host
 * (`//evil.example/x`, `https://other.host/…`), another scheme (`javascript:`), or a relative
 * path. An absolute URL on the site's own origin becomes its path.
 */
export function sameSitePath(url: string, origin: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  if (!url.startsWith('/') && !url.startsWith(`${origin}/`)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * `value` as a stored hit the modal can show without running anything and follow without leaving
 * the site (its URL as a same-site path), or null.
 */
export function safeStoredHit(value: unknown, origin: string): StoredDocSearchHit | null {
  if (!isStoredHit(value)) return null;
  if (strings(value, URL_KEYS).some(hasMarkup)) return null;
  const url = sameSitePath(value.url, origin);
  if (url === null) return null;
  return url === value.url ? value : {...value, url};
}

/**
 * What to do with one stored value: `undefined` to leave it, `null` to remove it, or the
 * repaired JSON (only the entries DocSearch can show safely). `origin` is the site's own.
 */
export function repairStoredValue(raw: string | null, origin: string): string | null | undefined {
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const kept = parsed.map((entry) => safeStoredHit(entry, origin)).filter((hit) => hit !== null);
  if (kept.length === parsed.length && kept.every((hit, i) => hit === parsed[i])) return undefined;
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

/** Repairs the reader's stored searches for `indexName`; storage that cannot be used is left alone. */
export function repairStoredSearches(indexName: string): void {
  try {
    const storage = window.localStorage;
    for (const key of storedSearchKeys(indexName)) {
      const repaired = repairStoredValue(storage.getItem(key), window.location.origin);
      if (repaired === null) storage.removeItem(key);
      else if (repaired !== undefined) storage.setItem(key, repaired);
    }
  } catch {
    // No usable storage: DocSearch then keeps nothing either.
  }
}
