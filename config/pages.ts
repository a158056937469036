/**
 * The site's top-level pages (src/pages) by name, at fixed paths that links across the ecosystem
 * point at. The one list of them: the redirects, the marketing pages' links (`SITE_PATHS`) and the
 * route manifest the browser suite fetches are all read from here, and a unit test checks it
 * against the files in src/pages.
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  bounties: '/bounties',
  brandAssets: '/brand-assets',
  chains: '/chains',
  componentsCheatsheet: '/components-cheatsheet',
  docs: '/docs',
  inkubator: '/inkubator',
  layout: '/layout',
  news: '/news',
  projects: '/projects',
  riveDemo: '/rive-demo',
  search: '/search',
  stories: '/stories',
  tooling: '/tooling',
  tutorials: '/tutorials',
  tutorialsDemo: '/tutorials/demo',
  ubatorTerms: '/ubator-terms',
} as const;

type TopLevelPage = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

export const TOP_LEVEL_PAGES: readonly TopLevelPage[] = Object.values(PAGE_PATHS);
