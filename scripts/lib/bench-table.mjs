// The side-by-side benchmark's table: rows of "this site | vanilla | budget | met?" from the raw
// results, with each budget checked (PASS/MISS; `—` when a number is missing).

const KB = 1024;
const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / KB).toFixed(1)} KB`);
const pair = (a) => (a ? `${kb(a.raw)} / ${kb(a.gzip)}` : '—');
const seconds = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms === null || ms === undefined ? '—' : `${Math.round(ms)} ms`);
const mb = (kbytes) => (kbytes === null || kbytes === undefined ? '—' : `${Math.round(kbytes / 1024)} MB`);
const score = (s) => (s === null || s === undefined ? '—' : s.toFixed(2));
const cls = (v) => (v === null || v === undefined ? '—' : v.toFixed(3));
const known = (...values) => values.every((v) => v !== null && v !== undefined && !Number.isNaN(v));
const verdict = (ok, ...values) => (known(...values) ? (ok() ? 'PASS' : 'MISS') : '—');

export const PAGE_LABELS = {home: 'home', doc: 'v6 doc page', tutorial: 'tutorial', blog: 'blog post'};

/** Rows `[label, ours, vanilla, budget, met]` for the results of both sites. */
export function benchRows({ours = {}, vanilla = {}}) {
  const rows = [];
  const add = (label, get, format, budget = '', met = '') =>
    rows.push([label, format(get(ours)), format(get(vanilla)), budget, met]);

  const mainRaw = [ours.main?.raw, vanilla.main?.raw];
  add(
    '`main` JS, raw / gzip',
    (s) => s.main,
    pair,
    '≤ 0.85× vanilla raw',
    verdict(() => mainRaw[0] <= 0.85 * mainRaw[1], ...mainRaw),
  );

  const doc = (s) => s.visits?.doc?.firstVisit;
  for (const kind of ['html', 'js', 'css'])
    add(`doc page first visit: ${kind.toUpperCase()} raw / gzip`, (s) => doc(s)?.[kind], pair);
  const docTotal = ours.visits?.doc?.firstVisit?.total?.gzip;
  add(
    'doc page first visit: HTML+JS+CSS gzip',
    (s) => doc(s)?.total?.gzip,
    kb,
    '≤ 200 KB',
    verdict(() => docTotal <= 200 * KB, docTotal),
  );
  add('doc page with prefetch: HTML+JS+CSS gzip', (s) => s.visits?.doc?.withPrefetch?.total?.gzip, kb);
  add('home first visit: HTML+JS+CSS raw / gzip', (s) => s.visits?.home?.firstVisit?.total, pair);
  add('home with prefetch: HTML+JS+CSS gzip', (s) => s.visits?.home?.withPrefetch?.total?.gzip, kb);

  add('cold build: wall', (s) => s.build?.wallMs, seconds);
  add(
    'cold build: HTML pages (sitemap)',
    (s) => s.build?.htmlPages,
    (n) => (n === undefined ? '—' : String(n)),
  );
  const perPage = [ours.build?.perPageMs, vanilla.build?.perPageMs];
  add(
    'cold build: wall per page',
    (s) => s.build?.perPageMs,
    millis,
    '≤ 1.1× vanilla',
    verdict(() => perPage[0] <= 1.1 * perPage[1], ...perPage),
  );
  add('cold build: peak memory, largest process', (s) => s.build?.maxRssKb, mb);
  add('cold build: peak memory, process tree', (s) => s.build?.peakTreeRssKb, mb);

  for (const [page, label] of Object.entries(PAGE_LABELS)) {
    const lh = (s) => s.lighthouse?.[page]?.median;
    const mine = lh(ours) ?? {};
    add(
      `Lighthouse ${label}: perf`,
      (s) => lh(s)?.performance,
      score,
      '≥ 0.97',
      verdict(() => mine.performance >= 0.97, mine.performance),
    );
    add(
      `Lighthouse ${label}: a11y / BP / SEO`,
      (s) => lh(s),
      (m) => (m ? `${score(m.accessibility)} / ${score(m.bestPractices)} / ${score(m.seo)}` : '—'),
      '1.00 each',
      verdict(
        () => mine.accessibility === 1 && mine.bestPractices === 1 && mine.seo === 1,
        mine.accessibility,
        mine.bestPractices,
        mine.seo,
      ),
    );
    add(`Lighthouse ${label}: LCP`, (s) => lh(s)?.lcp, millis);
    add(
      `Lighthouse ${label}: TBT`,
      (s) => lh(s)?.tbt,
      millis,
      '≤ 150 ms',
      verdict(() => mine.tbt <= 150, mine.tbt),
    );
    // Lighthouse shows CLS to three decimals: 0 means 0.000 there.
    add(
      `Lighthouse ${label}: CLS`,
      (s) => lh(s)?.cls,
      cls,
      '0',
      verdict(() => Number(mine.cls.toFixed(3)) === 0, mine.cls),
    );
    add(`Lighthouse ${label}: total bytes`, (s) => lh(s)?.bytes, kb);
  }
  return rows;
}

/** A Markdown table of the rows, columns padded for reading in a terminal. */
export function formatTable(rows) {
  const header = ['', 'this site', 'vanilla 3.10.2', 'budget', 'met?'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => String(row[i]).length)));
  const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
