/**
 * The docs plugin's client utilities as they are, but for `getActivePlugin` (which docs plugin the
 * page belongs to), which the theme calls while every page hydrates (the navbar's version
 * dropdown, the search bar). It sorts the plugins by path with `localeCompare`, and the first
 * `localeCompare` of a page starts the browser's collator: about 8 ms of main-thread work at full
 * CPU speed, on every page, for two plugin paths that do not nest. Here the plugins whose path
 * matches are found first; when at most one does (on this site, always), the original gets only
 * that one and has nothing to sort. Otherwise it gets them all, as before.
 */
import {matchPath} from '@docusaurus/router';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {UseDataOptions} from '@docusaurus/types';
import {getActivePlugin as original} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: UseDataOptions = {},
): ReturnType<typeof original> {
  const matching = Object.entries(allPluginData).filter(([, data]) =>
    matchPath(pathname, {path: data.path, exact: false, strict: false}),
  );
  // No match with `failfast`: the original's error names every plugin's path.
  const unambiguous = matching.length === 1 || (matching.length === 0 && !options.failfast);
  return original(unambiguous ? Object.fromEntries(matching) : allPluginData, pathname, options);
}
