// Puts a Content-Security-Policy and a referrer policy into every HTML file of a build, at its end
// (./index.ts): only then is every inline script known (the theme's, the redirect pages'), so the
// policy can allow exactly those by hash and no other inline script.
import {createHash} from 'node:crypto';
import {link, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {replaceFile} from '../../tools/lib/replace-file';
import {forEachAtOnce} from '../../tools/lib/at-once';

// A script element's text ends at the first `</script`, whatever it holds, so this match is the
// exact text the browser hashes.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script in `html` that the browser runs (not JSON-LD, not `src`). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/** The base64 SHA-256 of a script's text, as a CSP `'sha256-…'` source names it. */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Builds a page's policy from the hashes of its inline scripts. */
export type PolicyFor = (hashes: string[]) => string;

/**
 * `html` with the two policies as the first elements of its head (right after the charset), so
 * they govern every script after them. `policyFor` gets the hashes of the page's inline scripts.
 * A page that already has a policy is returned unchanged.
 */
export function withSecurityPolicy(html: string, policyFor: PolicyFor, referrerPolicy: string): string {
  if (/<meta[^>]+http-equiv=["']?content-security-policy/i.test(html)) return html;
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policyFor(hashes))}">` +
    `<meta name="referrer" content="${escapeAttribute(referrerPolicy)}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + tags + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> to put the security policy in');
  return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length);
}

/** Relative HTML file → where its finished text is also written (`x/index.html` → `x.html`), or null. */
export type CopyOf = (file: string) => string | null;

/** Pages read and written at once (`forEachAtOnce`). */
const AT_ONCE = 16;

/**
 * Rewrites every HTML file under `dir`, and writes each also where `copyOf` says unless a file of
 * the build is there already (so a copy never overwrites a page); one read of each file for both.
 * Each file is replaced whole, so other steps may read the pages meanwhile.
 * Returns how many HTML files there were and how many copies were written.
 */
export async function applySecurityPolicy(
  dir: string,
  policyFor: PolicyFor,
  referrerPolicy: string,
  copyOf: CopyOf = () => null,
): Promise<{files: number; copies: number}> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const existing = new Set(files);
  let copies = 0;
  const finish = async (file: string): Promise<void> => {
    const html = await readFile(path.join(dir, file), 'utf8');
    const rewritten = withSecurityPolicy(html, policyFor, referrerPolicy);
    if (rewritten !== html) await replaceFile(path.join(dir, file), rewritten);
    const copy = copyOf(file);
    if (copy === null || existing.has(copy)) return;
    // The copy is the finished page under a second name (a hard link): written once, stored once.
    // Where the file system has no hard links, it is written again.
    await link(path.join(dir, file), path.join(dir, copy)).catch(() => writeFile(path.join(dir, copy), rewritten));
    copies += 1;
  };
  await forEachAtOnce(files, AT_ONCE, finish);
  return {files: files.length, copies};
}
