/**
 * Algolia facet filters as the engine reads them, and which index files a request needs. Small
 * and free of the engine's text processing: the client (in every page's first download) uses it
 * to fetch those files' heads when the reader reaches for search, while the engine's chunk is
 * still on its way.
 */
import type {SearchIndexFile, SearchIndexManifest} from './schema';

/** A facet filter `attribute:value`, possibly negated with a leading `-`. */
export type Filter = {attribute: string; value: string; negated: boolean};
/** Filters in one group are ORed; groups are ANDed (Algolia's `facetFilters`). */
export type FilterGroup = Filter[];

function parseFilter(text: string): Filter | undefined {
  const negated = text.startsWith('-');
  const body = negated ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon <= 0) return undefined;
  const unquote = (part: string) => part.trim().replace(/^"(.*)"$/, '$1');
  return {attribute: unquote(body.slice(0, colon)), value: unquote(body.slice(colon + 1)), negated};
}

/** `['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]` → `[[language:en], [tag a, tag b]]`. */
export function parseFacetFilters(value: unknown): FilterGroup[] {
  const items: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return items.flatMap((item): FilterGroup[] => {
    const group = (Array.isArray(item) ? item.flat(Infinity) : [item])
      .flatMap((text) => (typeof text === 'string' ? [parseFilter(text)] : []))
      .filter((filter): filter is Filter => filter !== undefined);
    return group.length > 0 ? [group] : [];
  });
}

/**
 * The docusaurus tags a request can match, or `undefined` for all: a group made only of tag
 * filters limits the tags to its values. Only index files holding one of them are loaded.
 */
function searchedTags(groups: FilterGroup[]): Set<string> | undefined {
  let tags: Set<string> | undefined;
  for (const group of groups) {
    if (!group.every((filter) => filter.attribute === 'docusaurus_tag' && !filter.negated)) continue;
    const values = new Set(group.map((filter) => filter.value));
    tags = tags ? new Set([...tags].filter((tag) => values.has(tag))) : values;
  }
  return tags;
}

/** The index files a request with these filters searches. */
export function filesFor(manifest: SearchIndexManifest, filters: FilterGroup[]): SearchIndexFile[] {
  const tags = searchedTags(filters);
  return manifest.files.filter((file) => !tags || file.tags.some((tag) => tags.has(tag)));
}
