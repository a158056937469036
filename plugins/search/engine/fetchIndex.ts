/** How the engine gets an index file in the browser, in the search worker or in the page. */
import type {EngineOptions} from './engine';

/** Fetch an index file relative to `baseUrl`; a failed response is an error, like a network one. */
export function fetchIndex(baseUrl: string, version: string): EngineOptions['loadIndex'] {
  return async (path) => {
    const response = await fetch(`${baseUrl}${path}?v=${encodeURIComponent(version)}`);
    if (!response.ok) throw new Error(`Search index ${path}: HTTP ${response.status}`);
    return response.text();
  };
}
