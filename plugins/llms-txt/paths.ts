/**
 * Where a page's Markdown copy lives: its URL plus `.md` (`/docs/v6/` → `/docs/v6.md`). Shared by
 * the plugin that writes the copies and the button that fetches them.
 */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}
