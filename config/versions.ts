import versionsJson from '../versions.json';

/** The docs version built from `docs/` (not listed in versions.json); the docs plugin's `lastVersion`. */
export const CURRENT_VERSION = {name: 'current', label: 'v6', path: 'v6'} as const;

/** Every docs version, newest first, as name → label/path. */
export const DOCS_VERSIONS: readonly {name: string; label: string; path: string}[] = [
  CURRENT_VERSION,
  ...versionsJson.map((name) => ({name, label: name, path: name})),
];

/** The version the site's docs links point to (the current one is the latest). */
export const LATEST_VERSION_LABEL = CURRENT_VERSION.label;

/**
 * Where the latest docs live, `/docs/v6`. Every link to "the docs" is built from it, so starting a
 * new version moves them all.
 */
export const LATEST_DOCS = `/docs/${CURRENT_VERSION.path}` as const;

/** A page of the latest docs: `latestDoc('faq')` is `/docs/v6/faq`; `latestDoc('')` the landing page. */
export function latestDoc<Page extends string>(page: Page): `${typeof LATEST_DOCS}/${Page}` {
  return `${LATEST_DOCS}/${page}`;
}
