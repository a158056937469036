/**
 * A page's code is fetched when a reader reaches for a link to it, not whenever a link to it
 * comes into view. Docusaurus's `Link` does both: it preloads a page on the pointer entering the
 * link or a touch on it, and prefetches every page whose link scrolls into view, which on a docs
 * page (navbar, breadcrumbs, content, pagination) is main-thread work while the page loads (route
 * matching and a `<link rel="prefetch">` per chunk) and downloads for pages the reader never
 * opens. The preload on reach stays, so the page a reader goes to has usually arrived before the
 * click; the prefetch on sight is turned off.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

const noPrefetch = (): false => false;

const clientModule: ClientModule = {
  // Before any link's first sight: links observe their visibility when the page first commits,
  // and this runs in that commit. `window.docusaurus` is frozen, so it is replaced, not changed.
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM || window.docusaurus.prefetch === noPrefetch) return;
    window.docusaurus = {...window.docusaurus, prefetch: noPrefetch};
  },
};

export default clientModule;
