// The side-by-side benchmark's tables, from its raw results: one row per measured page, one row per
// build measure, each number as "ours / peer (ratio)" and each budget checked (✓/✗; `—` when a
// number is missing).
import type {BenchPage} from './bench-pages';
import {median, type LighthouseSummary} from './lighthouse';

export type PageVisit = {scriptMs: number | null; bytes: number; highlighter: number};
export type BuildResult = {
  wallMs: number;
  htmlPages: number;
  perPageMs: number;
  maxRssKb: number | null;
  peakTreeRssKb: number;
  /** Of more than one build (`--build-runs`): each number is the median, and the wall times ranged over this. */
  builds?: number;
  wallRangeMs?: [number, number];
};
export type BuildKey = 'cold1' | 'warm1' | 'cold3';
export type SiteBuilds = Partial<Record<BuildKey, BuildResult>>;
export type Site = 'ours' | 'vanilla';
export type BenchResults = {
  date?: string;
  commit?: string;
  docusaurus?: string;
  machine?: {cpu?: string; cores?: number; memoryGb?: number; node?: string; loadAverage?: number[]; loadAverageAtEnd?: number[]};
  runs?: number;
  viewport?: {width: number; height: number};
  pages?: BenchPage[];
  visits?: Partial<Record<Site, Record<string, PageVisit[]>>>;
  lighthouse?: Partial<Record<Site, Record<string, Partial<LighthouseSummary>[]>>>;
  builds?: Partial<Record<Site, SiteBuilds>>;
  notes?: string[];
};

/** A number that may be missing. */
type Maybe = number | null | undefined;

const KB = 1024;
const known = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
const ratio = (a: Maybe, b: Maybe): number | null => (known(a) && known(b) && b > 0 ? a / b : null);
const times = (r: number | null): string => (r === null ? '—' : `${r.toFixed(2)}×`);
const check = (ok: boolean, ...values: Maybe[]): string => (values.every(known) ? (ok ? '✓' : '✗') : '—');
const ms = (v: Maybe): string => (known(v) ? `${Math.round(v)} ms` : '—');
const kb = (v: Maybe): string => (known(v) ? `${(v / KB).toFixed(1)} KB` : '—');
const sec = (v: Maybe): string => (known(v) ? `${(v / 1000).toFixed(1)} s` : '—');
const mb = (v: Maybe): string => (known(v) ? `${Math.round(v / 1024)} MB` : '—');
const count = (v: Maybe): string => (known(v) ? String(v) : '—');

/** "ours / peer unit (ratio×)". */
function versus(a: Maybe, b: Maybe, format: (value: Maybe) => string): string {
  const r = ratio(a, b);
  return `${format(a)} / ${format(b)}${r === null ? '' : ` (${times(r)})`}`;
}

/** `a ≤ factor × b`, as a budget cell: "≤ 0.5× ✓". Both zero meets it. */
function budget(a: Maybe, b: Maybe, factor: number): string {
  return `≤ ${factor}× ${check(known(a) && known(b) && a <= factor * b, a, b)}`;
}

/** Budgets of the page rows: scripting by kind of page, the rest for every page. */
export const PAGE_BUDGETS = {scripting: {code: 0.5, plain: 0.7}, tbt: 0.5, bytes: 0.9};

/** The medians per page and site: `{scriptMs, tbt, bytes, highlighter}`. */
export function pageMedians(
  results: BenchResults,
  site: Site,
  url: string,
): {scriptMs: number | null; bytes: number | null; highlighter: number | null; tbt: number | null} {
  const visits = results.visits?.[site]?.[url] ?? [];
  const tbts = results.lighthouse?.[site]?.[url] ?? [];
  const pick = (values: Maybe[]): number | null => median(values.filter(known));
  return {
    scriptMs: pick(visits.map((v) => v.scriptMs)),
    bytes: pick(visits.map((v) => v.bytes)),
    highlighter: visits.length ? Math.max(...visits.map((v) => v.highlighter)) : null,
    tbt: pick(tbts.map((v) => v.tbt)),
  };
}

export const PAGE_HEADER = [
  'page',
  'kind',
  'scripting, 4× CPU: ours / peer',
  'budget',
  'TBT (Lighthouse): ours / peer',
  'budget',
  'HTML+JS+CSS gz: ours / peer',
  'budget',
  'highlighter JS gz: ours / peer',
  'budget',
];

/** One row per measured page. */
export function pageRows(results: BenchResults): string[][] {
  return (results.pages ?? []).map(({id, url, kind}) => {
    const a = pageMedians(results, 'ours', url);
    const b = pageMedians(results, 'vanilla', url);
    return [
      `${id} (\`${url}\`)`,
      kind === 'code' ? 'code-heavy' : 'plain',
      versus(a.scriptMs, b.scriptMs, ms),
      budget(a.scriptMs, b.scriptMs, PAGE_BUDGETS.scripting[kind]),
      versus(a.tbt, b.tbt, ms),
      budget(a.tbt, b.tbt, PAGE_BUDGETS.tbt),
      versus(a.bytes, b.bytes, kb),
      budget(a.bytes, b.bytes, PAGE_BUDGETS.bytes),
      `${kb(a.highlighter)} / ${kb(b.highlighter)}`,
      `= 0 ${check(a.highlighter === 0, a.highlighter)}`,
    ];
  });
}

export const BUILD_HEADER = ['build', 'ours', 'peer', 'ours / peer', 'budget'];

/** Builds of one kind and site as one result: the median of each number, and the range of the wall times. */
export function medianBuild(samples: readonly BuildResult[]): BuildResult {
  const of = (get: (build: BuildResult) => number | null): number => median(samples.map(get).filter(known)) ?? Number.NaN;
  const walls = samples.map((build) => build.wallMs);
  return {
    wallMs: of((build) => build.wallMs),
    htmlPages: of((build) => build.htmlPages),
    perPageMs: of((build) => build.perPageMs),
    maxRssKb: samples.some((build) => known(build.maxRssKb)) ? of((build) => build.maxRssKb) : null,
    peakTreeRssKb: of((build) => build.peakTreeRssKb),
    ...(samples.length > 1
      ? {builds: samples.length, wallRangeMs: [Math.min(...walls), Math.max(...walls)] as [number, number]}
      : {}),
  };
}

/** A median wall time with the range and number of the builds it is the median of. */
function wall(build: BuildResult | undefined): string {
  if (!build?.wallRangeMs) return sec(build?.wallMs);
  const [low, high] = build.wallRangeMs;
  return `${sec(build.wallMs)} (${(low / 1000).toFixed(1)}–${sec(high)}, median of ${build.builds})`;
}

/** One row per build measure: 1× cold and warm, 3× cold, growth 1× → 3×. */
export function buildRows(results: BenchResults): string[][] {
  const ours = results.builds?.ours ?? {};
  const peer = results.builds?.vanilla ?? {};
  const rows: string[][] = [];
  const add = (label: string, get: (site: SiteBuilds) => Maybe, format: (value: Maybe) => string, factor?: number): void => {
    const [a, b] = [get(ours), get(peer)];
    const r = ratio(a, b);
    rows.push([label, format(a), format(b), times(r), factor ? `≤ ${factor}× ${check(r !== null && r <= factor, r)}` : '']);
  };
  const measures: [BuildKey, string][] = [
    ['cold1', 'cold 1×'],
    ['warm1', 'warm 1×'],
    ['cold3', 'cold 3×'],
  ];
  for (const [key, label] of measures) {
    if (!ours[key] && !peer[key]) continue;
    const cold = key.startsWith('cold');
    const walls = {ours: wall(ours[key]), peer: wall(peer[key])};
    const r = ratio(ours[key]?.wallMs, peer[key]?.wallMs);
    rows.push([`${label}: wall`, walls.ours, walls.peer, times(r), '']);
    add(`${label}: HTML pages (sitemap)`, (s) => s[key]?.htmlPages, count);
    add(`${label}: wall per page`, (s) => s[key]?.perPageMs, ms, cold ? 1.2 : 1.0);
    add(`${label}: peak memory, process tree`, (s) => s[key]?.peakTreeRssKb, mb, 1.0);
    add(`${label}: peak memory, largest process`, (s) => s[key]?.maxRssKb, mb);
  }
  if (ours.cold3 || peer.cold3) {
    const growth = (s: SiteBuilds): number | null => ratio(s.cold3?.wallMs, s.cold1?.wallMs);
    add('growth 1× → 3×: cold wall 3× / 1×', growth, (g) => (g === null || g === undefined ? '—' : times(g)), 1.0);
  }
  return rows;
}

/** A Markdown table, columns padded for reading in a terminal. */
export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => String(row[i]).length)));
  const line = (row: string[]): string => `| ${row.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The whole report: header lines, the page table, the build table, notes. */
export function formatReport(results: BenchResults): string {
  const m = results.machine ?? {};
  const loads = (list?: number[]): string => (list ?? []).map((l) => l.toFixed(1)).join(' ');
  const runs = results.runs ?? '?';
  return [
    `## ink! docs vs vanilla Docusaurus ${results.docusaurus ?? ''} peer (same Markdown)`,
    '',
    `- date: ${results.date}; commit: ${results.commit}`,
    `- machine: ${m.cpu} × ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}; load average ${loads(m.loadAverage)} at start, ${loads(m.loadAverageAtEnd)} at the end`,
    `- pages: first visit in Chromium at a ${results.viewport?.width ?? '?'} px viewport, median of ${runs} interleaved load(s); scripting = CDP ScriptDuration at 4× CPU slow-down up to hydration and network idle (route prefetches are fetched, not run); TBT = Lighthouse 12 mobile, median of ${runs} interleaved run(s); bytes = HTML+JS+CSS transferred gzip, prefetches left out; highlighter = gzip bytes of first-visit scripts carrying Prism or Shiki code`,
    '- builds: wall time of the production build (`npm run build`, `docusaurus build` on both sites), cold = .docusaurus, build cache and output deleted; warm = the same build again with the cache filled; peak memory = summed RSS of the process tree, sampled every 250 ms (largest process: GNU time); 3× = every docs version copied under two more version names, on both sites',
    ...(results.notes ?? []).map((note) => `- note: ${note}`),
    '',
    // No page was visited with --builds-only.
    ...(Object.keys(results.visits?.ours ?? {}).length > 0
      ? ['### Pages', '', formatTable(PAGE_HEADER, pageRows(results)), '']
      : []),
    '### Builds',
    '',
    formatTable(BUILD_HEADER, buildRows(results)),
    '',
  ].join('\n');
}

/** A page's first-visit gzip bytes by part (bench/lib/browser-weight.ts `firstVisitParts`). */
export type PartBytes = Record<'html' | 'main' | 'runtime' | 'chunks' | 'css', number>;

export const BYTES_HEADER = ['page', 'HTML', 'main.js', 'runtime', 'route chunks', 'CSS', 'HTML+JS+CSS gz', 'budget'];

/** The bytes-only table: per page, each part as "ours / peer" and the total against the budget. */
export function bytesRows(pages: BenchPage[], ours: Record<string, PartBytes>, peer: Record<string, PartBytes>): string[][] {
  const total = (parts?: PartBytes): number | undefined => parts && Object.values(parts).reduce((sum, value) => sum + value, 0);
  return pages.map(({id, url}) => {
    const [a, b] = [ours[url], peer[url]];
    const part = (key: keyof PartBytes): string => `${kb(a?.[key])} / ${kb(b?.[key])}`;
    return [
      `${id} (\`${url}\`)`,
      part('html'),
      part('main'),
      part('runtime'),
      part('chunks'),
      part('css'),
      versus(total(a), total(b), kb),
      budget(total(a), total(b), PAGE_BUDGETS.bytes),
    ];
  });
}
