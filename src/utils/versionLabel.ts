/** How a docs version is named to readers: `v6` → `ink! v6`. */
export function versionDisplayLabel(label: string): string {
  return `ink! ${label}`;
}
