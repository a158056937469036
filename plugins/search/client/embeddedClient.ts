/**
 * A search client with the surface DocSearch and algoliasearch-helper use (`search`,
 * `addAlgoliaAgent`, `transporter`), backed by the embedded engine. Creating it downloads
 * nothing: the engine, MiniSearch and the index files load on `preload()` (the reader reaching
 * for search) or the first `search()` call.
 */
import type {LegacySearchMethodProps, SearchMethodParams} from 'algoliasearch/lite';
import type {EmbeddedSearchResponses, EngineOptions, SearchEngine} from '../engine/engine';

type SearchParams = SearchMethodParams | LegacySearchMethodProps;

export type EmbeddedSearchClient = {
  /** Answers from the whole index: what the search page asks. */
  search: (params: SearchParams) => Promise<EmbeddedSearchResponses>;
  /**
   * Answers as soon as titles and headings are loaded, from what is indexed, then loads the
   * texts: what the modal asks on each keystroke. `onComplete` says when to ask again.
   */
  searchAsYouType: (params: SearchParams) => Promise<EmbeddedSearchResponses>;
  /** Call `listener` each time more of the index (a file's texts) is searchable; returns how to stop. */
  onComplete: (listener: () => void) => () => void;
  /**
   * Start loading the engine and the titles and headings of the index files a search with these
   * facet filters reads, when the reader reaches for search (hover, focus, touch, shortcut), so
   * they are ready by the first keystroke. A failure is left for the search to report.
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
      engine = import('../engine/engine').then(({createSearchEngine}) => createSearchEngine(options));
      // A chunk that failed to download is fetched again on the next query.
      engine.catch(() => {
        engine = undefined;
      });
    }
    return engine;
  };
  const algoliaAgent = {value: 'embedded', add: () => algoliaAgent};
  const listeners = new Set<() => void>();
  let listening = false;
  return {
    search: async (params) => (await loadEngine()).search(params),
    searchAsYouType: async (params) => {
      const engine = await loadEngine();
      if (!listening) {
        listening = true;
        engine.onComplete(() => listeners.forEach((listener) => listener()));
      }
      return engine.searchAsYouType(params);
    },
    onComplete: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload: (facetFilters) => {
      loadEngine()
        .then((engine) => engine.preload(facetFilters))
        .catch(() => undefined);
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent},
  };
}
