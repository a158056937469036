// Where the Markdown pages are in what the content plugins loaded: the docs plugins' content (the
// search index and llms.txt read it) and the file a page's `source` names.
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {isRecord} from '../../src/utils/isRecord';

/** The docs plugins' name in `allContent` (one entry per plugin id). */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export function isDocsContent(value: unknown): value is DocsContent {
  return isRecord(value) && Array.isArray(value.loadedVersions);
}

/** The file of a page's `source` (`@site/docs/a.md` → `<siteDir>/docs/a.md`). */
export function sourcePath(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}
