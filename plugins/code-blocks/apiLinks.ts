/**
 * Links ink! names in Rust blocks to their definition at the page's release (filled in by the
 * API reference; see ./README.md).
 */
import type {ShikiTransformer} from 'shiki';

export interface Definition {
  url: string;
  signature: string;
  summary: string;
}

export interface ApiLinker {
  /** Part of the cache key: changes when the reference behind the links does. */
  id: string;
  /** The definitions of the names in a block, by the line and column range of each name. */
  resolve(code: string): {line: number; start: number; end: number; definition: Definition}[];
}

export function apiLinksTransformer(_linker: ApiLinker): ShikiTransformer {
  return {name: 'ink:api-links'};
}
