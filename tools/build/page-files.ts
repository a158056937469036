// Every page of the build as `x.html` next to its `x/index.html`, so that static hosts answer both
// `/x` and `/x/` with the page itself. Docusaurus (with `trailingSlash` unset, which keeps each
// route as written: the version landings end in `/`, most other routes do not) writes every route
// as `x/index.html`. GitHub Pages then answers `/x` with a 301 to `/x/`, and serves `/x` directly
// only from `x.html`; `docusaurus serve` answers both forms from either file.
import {copyFile, readdir} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The `x.html` for a page at `x/index.html` (relative to the build), or null for the home page. */
export function flatPageFile(file: string): string | null {
  if (path.basename(file) !== 'index.html') return null;
  const folder = path.dirname(file);
  return folder === '.' || folder === '' ? null : `${folder}.html`;
}

/** Writes `x.html` beside every `x/index.html` that has none; returns how many it wrote. */
export async function addFlatPageFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  let added = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    const flat = flatPageFile(file);
    if (flat === null || existsSync(path.join(dir, flat))) continue;
    await copyFile(path.join(dir, file), path.join(dir, flat));
    added += 1;
  }
  return added;
}
