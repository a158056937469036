// The behaviour review log: for each docs version (and the tutorials and the blog), which claims
// about what ink! does each page makes, and the file at the release's tag that settles each.
// Every entry records the hash of the page it reviewed, so a page edited since its review shows
// up as stale in the content test and in `npm run check -- review status`.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {ROOT, listPages} from './content-rules';
import {isRecord} from '../../src/utils/isRecord';

export type ReviewScope = {log: string; dir: string; tag: string};
export type Claim = {claim: string; evidence: string; status: string};
/** A page's entry in its log, as read from YAML (checked by `entryProblems`). */
type Entry = {hash?: unknown; note?: unknown; claims?: unknown};
type Log = {tag: string; pages: Record<string, Entry>};
export type ReviewRow = {scope: string; page: string; claims: Claim[]; problems: string[]};

/** One log per content root: the folder its pages live in and the ink! tag they are checked against. */
export const REVIEW_SCOPES: ReviewScope[] = [
  {log: 'v6', dir: 'docs', tag: 'v6.0.0-beta.1'},
  {log: 'v5', dir: 'versioned_docs/version-v5', tag: 'v5.1.1'},
  {log: 'v4', dir: 'versioned_docs/version-v4', tag: 'v4.3.0'},
  {log: 'v3', dir: 'versioned_docs/version-v3', tag: 'v3.4.0'},
  {log: 'tutorials', dir: 'tutorials', tag: 'v6.0.0-beta.1'},
  {log: 'blog', dir: 'blog', tag: 'v6.0.0-beta.1'},
];

/** What a checked claim came to: true as written, corrected, or reworded to what the tag settles. */
export const CLAIM_STATUSES = ['verified', 'fixed', 'reworded'];

export const logFile = (scope: ReviewScope): string => path.join(ROOT, 'content-review', `${scope.log}.yml`);

/** The first 12 hex digits of the page's SHA-256: changes whenever its text does. */
export function pageHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
}

export function readLog(scope: ReviewScope): Log {
  const file = logFile(scope);
  if (!existsSync(file)) return {tag: scope.tag, pages: {}};
  const data: unknown = yaml.load(readFileSync(file, 'utf8'));
  if (!isRecord(data)) return {tag: scope.tag, pages: {}};
  const pages: Record<string, Entry> = {};
  if (isRecord(data.pages)) for (const [key, entry] of Object.entries(data.pages)) pages[key] = isRecord(entry) ? entry : {};
  return {tag: typeof data.tag === 'string' ? data.tag : scope.tag, pages};
}

export function writeLog(scope: ReviewScope, log: Log): void {
  const sorted = Object.fromEntries(Object.entries(log.pages).sort(([a], [b]) => a.localeCompare(b)));
  const header = `# Behaviour review of ${scope.dir}/ against ink! ${scope.tag}: page -> claims checked -> the file\n# at the tag that settles each. After editing a page, re-check its claims and run\n# \`npm run check -- review stamp <page>\`.\n`;
  writeFileSync(logFile(scope), header + yaml.dump({tag: log.tag, pages: sorted}, {lineWidth: -1, noRefs: true}));
}

/** The scope a content file belongs to, and its key in that scope's log. */
export function scopeOf(file: string): {scope: ReviewScope; key: string} | undefined {
  const relative = path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
  const scope = REVIEW_SCOPES.find((s) => relative.startsWith(`${s.dir}/`));
  return scope ? {scope, key: relative.slice(scope.dir.length + 1)} : undefined;
}

function entryProblems(entry: Entry): string[] {
  const problems: string[] = [];
  if (typeof entry.hash !== 'string') problems.push('no hash');
  if (!Array.isArray(entry.claims)) return [...problems, 'no claims list'];
  if (entry.claims.length === 0 && typeof entry.note !== 'string') problems.push('no claims and no note saying why');
  entry.claims.forEach((item: unknown, i) => {
    const claim = isRecord(item) ? item : {};
    if (typeof claim.claim !== 'string' || claim.claim.trim() === '') problems.push(`claim ${i + 1} has no text`);
    if (typeof claim.evidence !== 'string' || claim.evidence.trim() === '') problems.push(`claim ${i + 1} names no evidence`);
    if (typeof claim.status !== 'string' || !CLAIM_STATUSES.includes(claim.status))
      problems.push(`claim ${i + 1} status is not one of ${CLAIM_STATUSES.join(', ')}`);
  });
  return problems;
}

/** The claims of a well-formed entry (`entryProblems` reports the rest). */
function claimsOf(entry: Entry | undefined): Claim[] {
  if (!Array.isArray(entry?.claims)) return [];
  return entry.claims.filter(isRecord).map((c) => ({
    claim: String(c.claim ?? ''),
    evidence: String(c.evidence ?? ''),
    status: String(c.status ?? ''),
  }));
}

/** Per page of every scope: missing from its log, changed since its review, or a malformed entry. */
export async function reviewStatus(): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  for (const scope of REVIEW_SCOPES) {
    const log = readLog(scope);
    const pages = await listPages([path.join(ROOT, scope.dir)]);
    const keys = new Set<string>();
    for (const file of pages) {
      const key = scopeOf(file)?.key ?? '';
      keys.add(key);
      const entry = log.pages[key];
      const problems = entry ? entryProblems(entry) : ['not in the review log'];
      if (entry && typeof entry.hash === 'string' && entry.hash !== pageHash(file)) problems.push('changed since its review');
      rows.push({scope: scope.log, page: `${scope.dir}/${key}`, claims: claimsOf(entry), problems});
    }
    for (const key of Object.keys(log.pages)) {
      if (!keys.has(key))
        rows.push({scope: scope.log, page: `${scope.dir}/${key}`, claims: [], problems: ['in the log but no such page']});
    }
  }
  return rows;
}

/** Records the current hash of each page in its log (the page's claims have been re-checked). */
export function stamp(files: string[]): void {
  for (const file of files) {
    const found = scopeOf(file);
    if (!found) throw new Error(`${file} is not in a reviewed content folder`);
    const log = readLog(found.scope);
    const entry = log.pages[found.key];
    if (!entry) throw new Error(`${file}: add its claims to content-review/${found.scope.log}.yml first`);
    entry.hash = pageHash(file);
    writeLog(found.scope, log);
  }
}
