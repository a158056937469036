/**
 * A search client with the surface DocSearch and algoliasearch-helper use (`search`,
 * `addAlgoliaAgent`, `transporter`), backed by the embedded engine. Creating it downloads
 * nothing: the engine, MiniSearch and the index files load on `preload()` (the reader reaching
 * for search) or the first `search()` call.
 */
import type {LegacySearchMethodProps, SearchMethodParams} from 'algoliasearch/lite';
import type {EmbeddedSearchResponses, EngineOptions, SearchEngine} from './engine';

export type EmbeddedSearchClient = {
  search: (params: SearchMethodParams | LegacySearchMethodProps) => Promise<EmbeddedSearchResponses>;
  /**
   * Start loading the engine and the index files a search with these facet filters reads, when
   * the reader reaches for search (hover, focus, touch, shortcut): building an index takes a
   * moment, and it is ready by the first keystroke. A failure is left for the search to report.
   */
  preload: (facetFilters: unknown) => void;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: () => EmbeddedSearchClient['transporter']['algoliaAgent']}};
};

/** Fetch an index file relative to `baseUrl`; a failed response is an error, like a network one. */
export function fetchIndex(baseUrl: string, version: string): EngineOptions['loadIndex'] {
  return async (path) => {
    const response = await fetch(`${baseUrl}${path}?v=${encodeURIComponent(version)}`);
    if (!response.ok) throw new Error(`Search index ${path}: HTTP ${response.status}`);
    return response.text();
  };
}

export function createEmbeddedSearchClient(options: EngineOptions): EmbeddedSearchClient {
  let engine: Promise<SearchEngine> | undefined;
  const loadEngine = () => {
    if (!engine) {
      engine = import('./engine').then(({createSearchEngine}) => createSearchEngine(options));
      // A chunk that failed to download is fetched again on the next query.
      engine.catch(() => {
        engine = undefined;
      });
    }
    return engine;
  };
  const algoliaAgent = {value: 'embedded', add: () => algoliaAgent};
  return {
    search: async (params) => (await loadEngine()).search(params),
    preload: (facetFilters) => {
      loadEngine()
        .then((engine) => engine.preload(facetFilters))
        .catch(() => undefined);
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent},
  };
}
