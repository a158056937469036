/**
 * Every internal path the marketing pages link to. Pages and data refer to these names instead of
 * spelling paths out, so a renamed route is one edit here and a broken link fails the unit test
 * before it fails the build.
 */
export const SITE_PATHS = {
  home: '/',
  about: '/about',
  bounties: '/bounties',
  brandAssets: '/brand-assets',
  chains: '/chains',
  componentsCheatsheet: '/components-cheatsheet',
  inkubator: '/inkubator',
  layout: '/layout',
  news: '/news',
  projects: '/projects',
  riveDemo: '/rive-demo',
  stories: '/stories',
  tooling: '/tooling',
  tutorials: '/tutorials',
  tutorialsDemo: '/tutorials/demo',
  ubatorTerms: '/ubator-terms',
  blog: '/blog',
  docsV6: '/docs/v6/',
  setup: '/docs/v6/getting-started/setup',
  tutorialsOverview: '/tutorials/overview',
  brandInk: '/docs/v6/brand-assets/ink',
  brandCommunityBadges: '/docs/v6/brand-assets/community-badges',
  brandCargoContract: '/docs/v6/brand-assets/cargo-contract',
  brandStickers: '/docs/v6/brand-assets/stickers',
} as const;

export type SitePathName = keyof typeof SITE_PATHS;
export type SitePath = (typeof SITE_PATHS)[SitePathName];

/** A link a card or list item can carry: a site path, or a page on another host. */
export type LinkTarget = {label: string; to: SitePath} | {label: string; href: string};
