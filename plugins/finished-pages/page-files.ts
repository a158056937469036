// Every page of the build as `x.html` next to its `x/index.html`, so that static hosts answer both
// `/x` and `/x/` with the page itself. Docusaurus (with `trailingSlash` unset, which keeps each
// route as written: the version landings end in `/`, most other routes do not) writes every route
// as `x/index.html`. GitHub Pages then answers `/x` with a 301 to `/x/`, and serves `/x` directly
// only from `x.html`; `docusaurus serve` answers both forms from either file. The copies are
// made by the security policy's pass (./security-policy.ts) from the finished pages, as hard
// links (GitHub Pages' upload stores each as a file of its own).
import path from 'node:path';

/** The `x.html` for a page at `x/index.html` (relative to the build), or null for the home page. */
export function flatPageFile(file: string): string | null {
  if (path.basename(file) !== 'index.html') return null;
  const folder = path.dirname(file);
  return folder === '.' || folder === '' ? null : `${folder}.html`;
}
