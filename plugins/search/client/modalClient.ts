/**
 * Wraps whichever client the DocSearch modal talks to (Algolia's or the embedded one) to fix two
 * things DocSearch 3.9.0 gets wrong:
 * - A failed search: DocSearch shows its error screen for an instant and then resets the status
 *   to idle, so the reader never sees it, and the error ends up an unhandled rejection. The
 *   wrapper reports failures (and recoveries) so the SearchBar can show the error screen itself,
 *   and answers the modal with no hits.
 * - The lvl0 highlight (HTML) is shown as text, in group titles and in the "Try searching for"
 *   suggestions, where "Macros &amp; attributes" would appear: it is turned back into text.
 */
import type {DocSearchTransformClient} from '@docsearch/react';
import {isRecord} from '@site/src/utils/isRecord';

type SearchStatusEvents = {onSuccess: () => void; onError: (error: unknown) => void};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/** Plain text of a highlighted value: tags dropped, entities decoded. */
export function highlightToText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
    const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The hit with its lvl0 highlight as plain text; anything unexpected is passed through unchanged. */
export function modalHit<T extends Record<string, unknown>>(hit: T): T {
  const highlight = hit._highlightResult;
  const hierarchyHighlight = isRecord(highlight) && isRecord(highlight.hierarchy) ? highlight.hierarchy : undefined;
  const lvl0 = hierarchyHighlight?.lvl0;
  return {
    ...hit,
    ...(isRecord(highlight) &&
      hierarchyHighlight &&
      isRecord(lvl0) &&
      typeof lvl0.value === 'string' && {
        _highlightResult: {
          ...highlight,
          hierarchy: {...hierarchyHighlight, lvl0: {...lvl0, value: highlightToText(lvl0.value)}},
        },
      }),
  };
}

const EMPTY_RESULT = {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: ''};

export function forModal(client: DocSearchTransformClient, events: SearchStatusEvents): DocSearchTransformClient {
  return {
    ...client,
    search: (params, requestOptions) =>
      client.search<Record<string, unknown>>(params, requestOptions).then(
        (responses) => {
          events.onSuccess();
          return {
            ...responses,
            results: responses.results.map((result) =>
              'hits' in result && Array.isArray(result.hits) ? {...result, hits: result.hits.map(modalHit)} : result,
            ),
          };
        },
        (error: unknown) => {
          console.warn('Search failed:', error);
          events.onError(error);
          return {results: [EMPTY_RESULT]};
        },
      ),
  };
}
