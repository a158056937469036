/**
 * theme-common's React utilities as they are, but for `useShallowMemoObject`, which the theme's
 * contexts call while every docs page hydrates. It orders an object's keys with `localeCompare`
 * (keys are property names: any fixed order does), and the first `localeCompare` of a page starts
 * the browser's collator (see ./activePlugin.ts). Here the keys are ordered by code unit.
 */
import {useMemo} from 'react';

// By its path: the package exports no `lib/` module.
export * from '../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // Sorted so the order the keys were written in does not matter.
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return useMemo(() => obj, deps.flat());
}
