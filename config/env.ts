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
  /** Analytics: each script is emitted only when its settings are present. */
  analytics: {
    /** Host serving the privacy-friendly `latest.js` script, e.g. `scripts.simpleanalyticscdn.com`. */
    latestJsHost: read('ANALYTICS_LATEST_JS_HOST'),
    /** Site id the tagged analytics script reports under (its `data-website-id`). */
    siteId: read('ANALYTICS_SITE_ID'),
    /** URL of the tagged analytics script, e.g. `https://stats.example.org/script.js`. */
    scriptUrl: read('ANALYTICS_SCRIPT_URL'),
  },
  /**
   * Announcement bar. Unset: the project's status notice. `ANNOUNCEMENT_HTML=none`: no bar.
   * Changing the id shows the bar again to everyone who closed it; without an id, one is derived
   * from the text, so new text is shown again too.
   */
  announcement: {
    id: read('ANNOUNCEMENT_ID'),
    html: read('ANNOUNCEMENT_HTML'),
  },
  /** True under `docusaurus start`: Docusaurus sets NODE_ENV before it loads the config. */
  devServer: process.env.NODE_ENV === 'development',
  /**
   * The warning banner on the home page when the site loads without its scripts (the usual sign
   * of a wrong `BASE_URL`). On unless `BASE_URL_WARNING=off`.
   */
  baseUrlWarning: read('BASE_URL_WARNING') !== 'off',
  /**
   * The light/dark switch in the navbar. On unless `COLOR_MODE_SWITCH=off`; then every reader gets
   * the default (dark) and a choice stored while the switch was there is removed.
   */
  colorModeSwitch: read('COLOR_MODE_SWITCH') !== 'off',
  /**
   * `STRICT_BUILD=1` (set by `npm test` and CI): Docusaurus fails the build on a broken link,
   * broken anchor, broken Markdown link or duplicate route. Unset: a writer's build fails only on a
   * broken link and warns on the other three.
   */
  strictBuild: read('STRICT_BUILD') === '1',
  /** File the bundle analysis is written to (`npm run analyze`, tools/analyze-bundle.ts, sets it); unset = none. */
  bundleReport: read('BUNDLE_REPORT'),
} as const;

export type Env = typeof env;
