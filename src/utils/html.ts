const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Escape text for use inside HTML markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Text from HTML text content: the character references above and numeric ones decoded. */
export function unescapeHtml(html: string): string {
  return html.replace(
    /&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos|nbsp));/gi,
    (all, hex?: string, dec?: string, name?: string) =>
      hex || dec ? String.fromCodePoint(parseInt(hex ?? dec ?? '', hex ? 16 : 10)) : (NAMED[name?.toLowerCase() ?? ''] ?? all),
  );
}
