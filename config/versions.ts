import versionsJson from '../versions.json';

/** The docs version built from `docs/` (not listed in versions.json). */
export const CURRENT_VERSION = {name: 'current', label: 'v6', path: 'v6'} as const;

/** Label used for docs links when no version is known. */
export const FALLBACK_VERSION_LABEL = 'v5';

/** Every docs version, newest first, as name → label/path. */
export const DOCS_VERSIONS: readonly {name: string; label: string; path: string}[] = [
  CURRENT_VERSION,
  ...versionsJson.map((name) => ({name, label: name, path: name})),
];

/** Label of the newest version (versions listed newest first), or the fallback when none is known. */
export function latestVersionLabel(versions: readonly {label: string}[]): string {
  return versions[0]?.label ?? FALLBACK_VERSION_LABEL;
}

/** The version the shell's docs links point to: `/docs/{LATEST_VERSION_LABEL}`. */
export const LATEST_VERSION_LABEL: string = latestVersionLabel(DOCS_VERSIONS);

/** URL of a version's landing page, e.g. `/docs/v6/`. */
export function versionLandingPath(label: string): string {
  return `/docs/${label}/`;
}
