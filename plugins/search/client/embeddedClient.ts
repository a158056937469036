/**
 * A search client with the surface DocSearch and algoliasearch-helper use (`search`,
 * `addAlgoliaAgent`, `transporter`), backed by the embedded engine. Creating it downloads
 * nothing: the engine's worker, MiniSearch and the index files load on `preload()` (the reader
 * reaching for search) or the first `search()` call.
 */
import type {LegacySearchMethodProps, SearchMethodParams} from 'algoliasearch/lite';
import type {EmbeddedSearchResponses, SearchEngine} from '../engine/engine';
import {fetchIndex} from '../engine/fetchIndex';
import {remoteEngine, type WorkerStart} from '../engine/remote';

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

/** Which index to search; `indexUrl` may be relative to the page. */
export type EmbeddedClientOptions = Omit<WorkerStart, 'preload'>;

/**
 * The engine in a worker of its own (`engine/worker.ts`), so building the index and answering
 * never hold up the page; `undefined` where the browser has no workers. A worker that cannot
 * start (its script blocked or failed to load) hands its calls to `fallback`.
 */
function workerEngine(
  options: EmbeddedClientOptions,
  preload: unknown,
  fallback: () => Promise<SearchEngine>,
): SearchEngine | undefined {
  if (typeof Worker === 'undefined') return undefined;
  const start: WorkerStart = {...options, indexUrl: new URL(options.indexUrl, location.href).href, preload};
  let worker: Worker;
  try {
    // The worker reads what to serve from its name as it starts: a first message would reach it
    // only once the page's main thread, busy opening the modal, had passed it on.
    worker = new Worker(new URL('../engine/worker.ts', import.meta.url), {name: JSON.stringify(start)});
  } catch {
    return undefined;
  }
  const engine = remoteEngine(worker);
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    console.warn('Search worker failed; searching in the page instead:', event.message);
    worker.terminate();
    engine.handOver(fallback);
  });
  return engine;
}

export function createEmbeddedSearchClient(options: EmbeddedClientOptions): EmbeddedSearchClient {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let inPage: Promise<SearchEngine> | undefined;
  /** The engine in the page's own thread: loaded as a chunk of its own, fetched again after a failure. */
  const loadInPage = () => {
    if (!inPage) {
      const {manifest, siteUrl, indexUrl, version} = options;
      inPage = import('../engine/engine').then(({createSearchEngine}) => {
        const engine = createSearchEngine({manifest, siteUrl, loadIndex: fetchIndex(indexUrl, version)});
        engine.onComplete(notify);
        return engine;
      });
      inPage.catch(() => {
        inPage = undefined;
      });
    }
    return inPage;
  };
  let inWorker: SearchEngine | undefined;
  let workerTried = false;
  const loadEngine = (preload?: unknown): Promise<SearchEngine> => {
    if (!workerTried) {
      workerTried = true;
      inWorker = workerEngine(options, preload, loadInPage);
      inWorker?.onComplete(notify);
    }
    return inWorker ? Promise.resolve(inWorker) : loadInPage();
  };
  const algoliaAgent = {value: 'embedded', add: () => algoliaAgent};
  return {
    search: async (params) => (await loadEngine()).search(params),
    searchAsYouType: async (params) => (await loadEngine()).searchAsYouType(params),
    onComplete: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload: (facetFilters) => {
      loadEngine(facetFilters)
        .then((engine) => engine.preload(facetFilters))
        .catch(() => undefined);
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent},
  };
}
