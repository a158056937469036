/**
 * Search names and limits, shared by the config, the plugin, the modal, the page and the engine.
 * Nothing here imports anything: the SearchBar, in every page's first download, reads the
 * plugin's name from this file without bringing the engine's text processing along.
 */

/** Where the index files live, relative to the site's base URL. */
export const SEARCH_INDEX_DIR = 'search-index';

/** The plugin's name, under which its global data (the mode, and the index files) is found. */
export const SEARCH_PLUGIN = 'search';

/** Hits per page, in the modal's request and on `/search`. */
export const HITS_PER_PAGE = 20;
/** Results shown per group (lvl0) in the modal. */
export const MAX_RESULTS_PER_GROUP = 5;
/** Longest query: the modal's input stops there, and the engine never reads more. */
export const MAX_QUERY_LENGTH = 64;
