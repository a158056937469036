/** How a docs version is named to readers: `v6` → `ink! v6`. */
export function versionDisplayLabel(label: string): string {
  return `ink! ${label}`;
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Escape text for use inside HTML markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
