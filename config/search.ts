import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {Options as SearchOptions} from '../plugins/search';
import {HITS_PER_PAGE} from '../plugins/search/engine/constants';
import {env, type Env} from './env';

/** The full results page, `/search?q=…`. */
const SEARCH_PAGE_PATH = 'search';

const {appId, apiKey, indexName, pathPattern, pathReplacement} = env.algolia;

/**
 * Hosted Algolia DocSearch when both credentials are set at build time; otherwise the embedded
 * index plugins/search builds and answers in the browser.
 */
export function searchModeFor(settings: Pick<Env['algolia'], 'appId' | 'apiKey'>): 'hosted' | 'embedded' {
  return settings.appId && settings.apiKey ? 'hosted' : 'embedded';
}

export const searchMode = searchModeFor(env.algolia);

/**
 * In embedded mode these are never sent anywhere, but DocSearch builds its Algolia client before
 * the adapter replaces it, and that client throws on an empty app id or key.
 */
const EMBEDDED_CREDENTIALS = {appId: 'EMBEDDED', apiKey: 'embedded-index-needs-no-key'};

/**
 * Always set, so the theme (DocSearch modal and `/search` page) is loaded in both modes.
 * `contextualSearch` adds the `language:en` and `docusaurus_tag:docs-default-<version>` filters.
 */
export const algolia = {
  ...(appId && apiKey ? {appId, apiKey} : EMBEDDED_CREDENTIALS),
  indexName,
  contextualSearch: true,
  insights: searchMode === 'hosted',
  searchPagePath: SEARCH_PAGE_PATH,
  searchParameters: {hitsPerPage: HITS_PER_PAGE},
  ...(searchMode === 'hosted' && pathPattern && {replaceSearchResultPathname: {from: pathPattern, to: pathReplacement}}),
} satisfies NonNullable<UserThemeConfig['algolia']>;

export const searchOptions = {
  mode: searchMode,
  devServer: env.devServer,
  excludePaths: [SEARCH_PAGE_PATH],
} satisfies SearchOptions;
