export declare const HOSTED_BUILD_DIR: string;
export declare const HOSTED_SEARCH_ENV: {
  ALGOLIA_APP_ID: string;
  ALGOLIA_SEARCH_API_KEY: string;
  ALGOLIA_PATH_PATTERN: string;
  ALGOLIA_PATH_REPLACEMENT: string;
  COLOR_MODE_SWITCH: string;
};
