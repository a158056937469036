/**
 * The search worker: the embedded engine, MiniSearch and the index files live here, off the
 * page's main thread, so building the index and answering each keystroke never hold up the
 * page. Its name says which index to serve (`WorkerStart`); every message is a call
 * (`serveEngine`).
 */
import {createSearchEngine} from './engine';
import {fetchIndex} from './fetchIndex';
import {serveEngine, type EnginePort, type WorkerStart} from './remote';

const scope = globalThis as unknown as EnginePort & {name: string};
const {manifest, siteUrl, indexUrl, version, preload} = JSON.parse(scope.name) as WorkerStart;
const engine = createSearchEngine({manifest, siteUrl, loadIndex: fetchIndex(indexUrl, version)});
serveEngine(engine, scope);
if (preload !== undefined) engine.preload(preload).catch(() => undefined);
