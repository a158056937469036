/**
 * The only reader of `process.env`: every build-time setting arrives here, typed, once.
 * Everything is optional; a default build needs no account and loads nothing from another host.
 */
function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export const env = {
  /** Public origin the site is deployed at, e.g. `https://use.ink`. */
  siteUrl: read('SITE_URL') ?? 'https://use.ink',
  /** Path prefix the site is served under; must start and end with `/`. */
  baseUrl: read('BASE_URL') ?? '/',
  /** Hosted search (Algolia DocSearch). Both must be set, or the embedded index is used. */
  algolia: {
    appId: read('ALGOLIA_APP_ID'),
    apiKey: read('ALGOLIA_SEARCH_API_KEY'),
    indexName: read('ALGOLIA_INDEX_NAME') ?? 'use',
    /**
     * Text in the path of hit URLs (e.g. the base path the index was crawled under, `/ink-docs/`)
     * replaced by `pathReplacement`; unset = hit paths are used as they are.
     */
    pathPattern: read('ALGOLIA_PATH_PATTERN'),
    pathReplacement: read('ALGOLIA_PATH_REPLACEMENT') ?? '/',
  },
  /** Analytics: each script is emitted only when its setting is present. */
  analytics: {
    /** Host serving the privacy-friendly `latest.js` script, e.g. `scripts.simpleanalyticscdn.com`. */
    latestJsHost: read('ANALYTICS_LATEST_JS_HOST'),
    /** Site id for the tagged analytics script (e.g. a Google tag id). */
    siteId: read('ANALYTICS_SITE_ID'),
  },
  /** Announcement bar: shown when a text is set. Changing the id shows it again to everyone. */
  announcement: {
    id: read('ANNOUNCEMENT_ID'),
    content: read('ANNOUNCEMENT_HTML'),
  },
  /** True under `docusaurus start`: Docusaurus sets NODE_ENV before it loads the config. */
  devServer: process.env.NODE_ENV === 'development',
  /** Shown on the home page when the site is served under an unexpected base URL. */
  baseUrlWarning: read('BASE_URL_WARNING'),
} as const;

export type Env = typeof env;
