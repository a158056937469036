import {unescapeHtml} from '../../src/utils/html';

/**
 * What a block's copy button copies, read from its highlighted lines (./highlight.ts, one
 * `<span class="line …">` per line of the HTML): each line's text without trailing spaces (the
 * diff notation leaves the space before its comment behind), the removed lines of a diff left out.
 * The page's script carries the HTML only; the build and the browser both read the text from it.
 */
export function copyText(html: string): string {
  return html
    .split('\n')
    .filter((line) => !/^<span class="line [^"]*\bremove\b/.test(line))
    .map((line) => unescapeHtml(line.replace(/<[^>]*>/g, '')).trimEnd())
    .join('\n');
}
