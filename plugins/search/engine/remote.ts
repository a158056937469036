/**
 * The engine across a message port: `serveEngine` answers on one side (the search worker),
 * `remoteEngine` is a `SearchEngine` on the other (the page) whose every call is a message. The
 * calls' arguments and answers are plain JSON-like objects, so they cross by structured clone.
 */
import type {SearchEngine} from './engine';
import type {SearchIndexManifest} from './schema';

/** What a search worker is given to start with (as its name): the index it serves. */
export type WorkerStart = {
  manifest: SearchIndexManifest;
  siteUrl: string;
  /** Where the index files are (`fetchIndex`); absolute, as a worker resolves URLs against its script's. */
  indexUrl: string;
  /** The build's index version, asked with every file so a new build is never read from an old cache. */
  version: string;
  /** The facet filters of the search the reader is reaching for, whose files load at once (`preload`). */
  preload?: unknown;
};

type Method = 'search' | 'searchAsYouType' | 'preload';
type Call = {id: number; method: Method; params: unknown};
type Reply = {id: number; result: unknown} | {id: number; error: string} | {complete: true};

/** What both ends need of a `MessagePort`, a `Worker` or a worker's global scope. */
export type EnginePort = {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
};

/** Answer each call arriving on `port` with `engine`, and say on it when more of the index is searchable. */
export function serveEngine(engine: SearchEngine, port: EnginePort): void {
  engine.onComplete(() => port.postMessage({complete: true} satisfies Reply));
  port.addEventListener('message', ({data}) => {
    const {id, method, params} = data as Call;
    engine[method](params).then(
      (result) => port.postMessage({id, result} satisfies Reply),
      (error: unknown) => port.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies Reply),
    );
  });
}

type Pending = {method: Method; params: unknown; resolve: (value: never) => void; reject: (error: unknown) => void};

export type RemoteEngine = SearchEngine & {
  /** The far side is gone: every call not yet answered, and every later one, goes to the engine `next` gives. */
  handOver: (next: () => Promise<SearchEngine>) => void;
};

/** The engine served on the far side of `port`. */
export function remoteEngine(port: EnginePort): RemoteEngine {
  const pending = new Map<number, Pending>();
  const listeners = new Set<() => void>();
  let nextId = 0;
  let successor: (() => Promise<SearchEngine>) | undefined;

  port.addEventListener('message', ({data}) => {
    const reply = data as Reply;
    if ('complete' in reply) {
      listeners.forEach((listener) => listener());
      return;
    }
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if ('error' in reply) call.reject(new Error(reply.error));
    else call.resolve(reply.result as never);
  });

  function ask(method: Method, params: unknown): Promise<never> {
    if (successor) return successor().then((engine) => engine[method](params) as Promise<never>);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {method, params, resolve, reject});
      port.postMessage({id, method, params} satisfies Call);
    });
  }

  return {
    search: (params) => ask('search', params),
    searchAsYouType: (params) => ask('searchAsYouType', params),
    preload: (facetFilters) => ask('preload', facetFilters),
    onComplete: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handOver: (next) => {
      successor = next;
      for (const {method, params, resolve, reject} of pending.values()) ask(method, params).then(resolve, reject);
      pending.clear();
    },
  };
}
