import {PAGE_PATHS} from '@site/config/pages';
import {type LATEST_DOCS, latestDoc} from '@site/config/versions';

/**
 * Every internal path the marketing pages link to: the top-level pages, plus the few docs and blog
 * pages they point at. Pages and data refer to these names instead of spelling paths out, so a
 * renamed route is one edit and a broken link fails the unit test before it fails the build.
 */
export const SITE_PATHS = {
  ...PAGE_PATHS,
  blog: '/blog',
  latestDocs: latestDoc(''),
  setup: latestDoc('getting-started/setup'),
  tutorialsOverview: '/tutorials/overview',
  brandCargoContract: latestDoc('brand-assets/cargo-contract'),
} as const;

type SitePathName = keyof typeof SITE_PATHS;
/** A named site path, or any page of the latest docs (`latestDoc('…')`; the unit tests check it exists). */
export type SitePath = (typeof SITE_PATHS)[SitePathName] | `${typeof LATEST_DOCS}/${string}`;

/** A link a card or list item can carry: a site path, or a page on another host. */
export type LinkTarget = {label: string; to: SitePath} | {label: string; href: string};
