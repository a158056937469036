import type {BlockScope} from './api-check.mjs';
export interface Definition {
  /** The canonical path (`ink::storage::Mapping::insert`), or the attribute argument (`#[ink(message)]`). */
  path: string;
  /** The file in use-ink/ink at the release's tag. */
  file: string;
  /** The 1-based line of the item's declaration. */
  line: number;
  signature: string;
  summary: string;
  /** `https://github.com/use-ink/ink/blob/<tag>/<file>#L<line>` */
  url: string;
}
export declare function lookupDefinition(version: string, written: string, scope?: BlockScope): Definition | undefined;
