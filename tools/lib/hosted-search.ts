// The second build the browser tests run against, with the settings a default build does not use:
// hosted (Algolia) search with fake credentials, and the colour-mode switch turned off.
// The tests intercept every request to Algolia, so nothing leaves the machine.
export const HOSTED_BUILD_DIR = 'build-hosted';

export const HOSTED_SEARCH_ENV = {
  ALGOLIA_APP_ID: 'E2EHOSTEDAPP',
  ALGOLIA_SEARCH_API_KEY: 'e2e-search-only-key',
  // As if the index had been crawled from a deployment under /ink-docs/.
  ALGOLIA_PATH_PATTERN: '/ink-docs/',
  ALGOLIA_PATH_REPLACEMENT: '/',
  COLOR_MODE_SWITCH: 'off',
};
