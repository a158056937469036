/** Search limits, shared by the config, the modal, the page and the engine. */

/** Hits per page, in the modal's request and on `/search`. */
export const HITS_PER_PAGE = 20;
/** Results shown per group (lvl0) in the modal. */
export const MAX_RESULTS_PER_GROUP = 5;
/** Longest query: the modal's input stops there, and the engine never reads more. */
export const MAX_QUERY_LENGTH = 64;
