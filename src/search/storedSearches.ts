/**
 * DocSearch keeps a reader's recent and favourite searches in local storage and reads them back
 * with a bare `JSON.parse`, trusting the shape. One corrupt value (another script, an old format,
 * a hand edit) and the modal throws as it opens: the search button then does nothing at all.
 * Before the modal opens, keep only the entries it can show and drop the rest.
 */
import type {StoredDocSearchHit} from '@docsearch/react';

const KINDS = ['RECENT', 'FAVORITE'] as const;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES: readonly string[] = [...LEVELS, 'content'];

/** The local-storage keys DocSearch 3.9.0 uses for an index. */
export function storedSearchKeys(indexName: string): string[] {
  return KINDS.map((kind) => `__DOCSEARCH_${kind}_SEARCHES__${indexName}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether DocSearch can render `value` as a stored hit (and our hit component can link it). */
export function isStoredHit(value: unknown): value is StoredDocSearchHit {
  if (!isRecord(value)) return false;
  const {objectID, url, type, hierarchy, content} = value;
  if (typeof objectID !== 'string' || typeof url !== 'string' || url === '') return false;
  if (typeof type !== 'string' || !TYPES.includes(type) || !isRecord(hierarchy)) return false;
  if (!LEVELS.every((level) => hierarchy[level] == null || typeof hierarchy[level] === 'string')) return false;
  if (typeof hierarchy.lvl0 !== 'string') return false;
  if (type === 'content') return typeof content === 'string';
  return typeof hierarchy[type] === 'string' && (content == null || typeof content === 'string');
}

/**
 * What to do with one stored value: `undefined` to leave it, `null` to remove it, or the
 * repaired JSON (only the entries DocSearch can show).
 */
export function repairStoredValue(raw: string | null): string | null | undefined {
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const kept = parsed.filter(isStoredHit);
  if (kept.length === parsed.length) return undefined;
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

/** Repairs the reader's stored searches for `indexName`; storage that cannot be used is left alone. */
export function repairStoredSearches(indexName: string): void {
  try {
    const storage = window.localStorage;
    for (const key of storedSearchKeys(indexName)) {
      const repaired = repairStoredValue(storage.getItem(key));
      if (repaired === null) storage.removeItem(key);
      else if (repaired !== undefined) storage.setItem(key, repaired);
    }
  } catch {
    // No usable storage: DocSearch then keeps nothing either.
  }
}
