// Embedded search benchmark (run by hand, not part of `npm test`), against a default build:
//   npm run bench:search [-- --dir build] [--url http://127.0.0.1:4280] [--skip-browser] [--skip-pagefind]
//     [--skip-relevance] [--cold-runs 3] [--cpu-slowdown 1]
// 1. Index size per file, raw and gzipped (what a reader downloads).
// 2. Index build time (cutting the built HTML into records) and index load time (the MiniSearch
//    index the browser builds from a file's records on the first query).
// 3. Relevance (unless --skip-relevance): each query set of tests/helpers/relevance.ts, top-1 and top-5.
// 4. Query latency in Node over 50 fixed queries (v6 context), after the indexes are loaded.
// 5. Keystroke-to-results in Chromium: each query typed into the modal one key at a time, timed
//    from the keydown to the last change of the result list it causes.
// 6. Side by side with Pagefind 1.6.0 (npm `pagefind`): the same build indexed by Pagefind (the
//    same page containers, each page's docusaurus tag as a filter), the same queries with the
//    same version scoping run in Chromium: top-1/top-5 per kind for both query sets (tuning and,
//    when it exists, held-out), bytes before the first result and time to the first result on a
//    cold page (--cold-runs each, taking turns; CPU slowed --cpu-slowdown times), keystroke
//    latency, all timed inside the page (bench/lib/bench-pagefind.ts says how). Pagefind's files
//    go to <build>/pagefind and are removed after.
// Without --url it serves the build itself with `docusaurus serve` on port 4280; the side-by-side
// part serves it gzipped (bench/lib/static-server.ts), as a host would.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {recordsFromHtml} from '../plugins/search/indexer/html';
import {SEARCH_INDEX_DIR} from '../plugins/search/engine/constants';
import {bodyPath, decodeHead, decodeIndex} from '../plugins/search/engine/indexFormat';
import {
  MINISEARCH_OPTIONS,
  type SearchIndexFile,
  type SearchIndexManifest,
  type SearchRecord,
} from '../plugins/search/engine/schema';
import {buildEngine, modalRequest, querySets, runRelevance, type QuerySetName} from '../tests/helpers/relevance';
import {chromiumPath} from '../tools/lib/chromium';
import type {RelevanceReport} from './lib/bench-pagefind';

declare global {
  interface Window {
    /** The keystroke benchmark's clock: the last keydown and the last change of the results after it. */
    __bench?: {keydown: number; changed: number};
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    url: {type: 'string'},
    'skip-browser': {type: 'boolean', default: false},
    'skip-pagefind': {type: 'boolean', default: false},
    'skip-relevance': {type: 'boolean', default: false},
    'cold-runs': {type: 'string', default: '3'},
    'cpu-slowdown': {type: 'string', default: '1'},
  },
});
const buildDir = path.resolve(root, args.dir);

/** 50 queries a reader of the v6 docs might type: words, prefixes, identifiers, phrases, typos. */
const QUERIES = [
  'mapping',
  'payable',
  'cross-contract',
  'storage_never_freed',
  'events',
  'topics',
  'selector',
  'constructor',
  'message',
  'storage',
  'lazy',
  'storagevec',
  'h160',
  'u256',
  'precompile',
  'xcm',
  'solidity abi',
  'metadata',
  'e2e testing',
  'sandbox',
  'chain snapshot',
  'unit test',
  'cargo contract build',
  'deploy contract',
  'pop cli',
  'polkavm',
  'pallet-revive',
  'risc-v',
  'gas limit',
  'weight',
  'upgradeable',
  'set_code_hash',
  'delegate call',
  'trait definition',
  'contract_ref',
  'error handling',
  'result',
  'default',
  'anonymous event',
  'namespace',
  'env caller',
  'debug',
  'tracing',
  'transaction replay',
  'metamask',
  'hardhat',
  'wagmi',
  'typink',
  'mappng',
  'verifiable build',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

function builtPages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.endsWith('.html') ? [] : builtPages(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

/** The index files of the build: each file's head (titles, headings) and body (texts). */
function indexFiles(): SearchIndexFile[] {
  const manifest: SearchIndexManifest = JSON.parse(readFileSync(path.join(buildDir, SEARCH_INDEX_DIR, 'manifest.json'), 'utf8'));
  return manifest.files;
}

function indexSizes(): {file: string; raw: number; gzip: number}[] {
  return indexFiles().flatMap((file) =>
    [file.path, bodyPath(file)].map((name) => {
      const bytes = readFileSync(path.join(buildDir, name));
      return {file: path.basename(name), raw: bytes.length, gzip: gzipSync(bytes).length};
    }),
  );
}

function indexBuildTime(): {records: number; extractMs: number} {
  const started = performance.now();
  const records = builtPages(buildDir).flatMap((file) => {
    const url = `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
    return url === '/search' ? [] : recordsFromHtml(readFileSync(file, 'utf8'), url, ' | ink!');
  });
  return {records: records.length, extractMs: performance.now() - started};
}

/**
 * What the browser does with an index file: parse its head and index it (the first query), and
 * parse and index head and body (the whole file); median of 5.
 */
function indexLoadTimes(): {file: string; head: number; median: number}[] {
  return indexFiles().map((file) => {
    const head = readFileSync(path.join(buildDir, file.path), 'utf8');
    const body = readFileSync(path.join(buildDir, bodyPath(file)), 'utf8');
    const time = (records: () => SearchRecord[]) =>
      percentile(
        Array.from({length: 5}, () => {
          const started = performance.now();
          new MiniSearch(MINISEARCH_OPTIONS).addAll(records());
          return performance.now() - started;
        }),
        50,
      );
    const heads = () =>
      decodeHead(head)
        .flatMap((page) => page.heads)
        .map((record, id) => ({id, ...record}));
    return {file: path.basename(file.path), head: time(heads), median: time(() => decodeIndex(head, body))};
  });
}

async function nodeLatency(): Promise<{loadMs: number; median: number; p95: number; max: number}> {
  const engine = buildEngine(buildDir);
  const request = (query: string): ReturnType<typeof modalRequest> => modalRequest(query, 'v6');
  const loadStarted = performance.now();
  await engine.search(request('warm up'));
  const loadMs = performance.now() - loadStarted;
  const times: number[] = [];
  for (const query of QUERIES) {
    const started = performance.now();
    await engine.search(request(query));
    times.push(performance.now() - started);
  }
  return {loadMs, median: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times)};
}

async function serve(): Promise<{url: string; stop: () => void}> {
  if (args.url) return {url: args.url, stop: () => undefined};
  const port = 4280;
  const child = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i += 1) {
    if (
      await fetch(`${url}/sitemap.xml`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: () => {
      if (child.pid !== undefined) process.kill(-child.pid);
    },
  };
}

async function browserLatency(): Promise<{firstQueryMs: number; keystrokes: number; median: number; p95: number; max: number}> {
  const {chromium} = await import('@playwright/test');
  const server = await serve();
  const executablePath = chromiumPath();
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/v6/basics/events`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: /^Search \(/}).click();
    const input = page.getByPlaceholder('Search docs');
    // The first query downloads the engine and the indexes: timed on its own.
    const firstStarted = Date.now();
    await input.fill('mapping');
    await page.getByRole('listbox').first().waitFor();
    const firstQueryMs = Date.now() - firstStarted;
    await page.evaluate(() => {
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      if (!dropdown) throw new Error('no .DocSearch-Dropdown');
      const bench = {keydown: 0, changed: 0};
      window.__bench = bench;
      document.addEventListener('keydown', () => Object.assign(bench, {keydown: performance.now(), changed: 0}), true);
      new MutationObserver(() => (bench.changed = performance.now())).observe(dropdown, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const times: number[] = [];
    for (const query of QUERIES) {
      await input.fill('');
      for (const key of query) {
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        // Settled: no change to the results for 150 ms (or nothing changed within 1 s), checked
        // every 20 ms. A loop, not a named function: tsx names those with a helper (`__name`) the
        // page does not have.
        const latency = await page.evaluate(async (): Promise<number | null> => {
          const started = performance.now();
          for (;;) {
            const {keydown, changed} = window.__bench ?? {keydown: 0, changed: 0};
            const now = performance.now();
            if (changed && now - changed > 150) return changed - keydown;
            if (now - started > 1000) return changed ? changed - keydown : null;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        });
        if (latency !== null) times.push(latency);
      }
    }
    return {
      firstQueryMs,
      keystrokes: times.length,
      median: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, SEARCH_INDEX_DIR))) {
    console.error(`No embedded index in ${buildDir}: run \`npm run build\` (without ALGOLIA_* set) first.`);
    process.exit(1);
  }
  console.log(`Search benchmark on ${path.relative(root, buildDir)} (built ${statSync(buildDir).mtime.toISOString()})`);

  console.log('\nIndex files (what a reader downloads):');
  for (const {file, raw, gzip} of indexSizes())
    console.log(`  ${file.padEnd(28)} ${kb(raw).padStart(8)} raw  ${kb(gzip).padStart(7)} gzip`);

  const build = indexBuildTime();
  console.log(`\nIndex build: ${build.records} records, HTML → records ${ms(build.extractMs)}`);
  console.log('Index load in Node (parse + MiniSearch addAll, median of 5): titles and headings, whole file');
  for (const {file, head, median} of indexLoadTimes())
    console.log(`  ${file.padEnd(28)} ${ms(head).padStart(9)} ${ms(median).padStart(9)}`);

  const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
  const ours: Partial<Record<QuerySetName, RelevanceReport>> = {};
  for (const {name, queries} of args['skip-relevance'] ? [] : querySets()) {
    const relevance = await runRelevance(buildEngine(buildDir), queries);
    ours[name] = relevance;
    console.log(
      `\nRelevance (${name}), ${relevance.results.length} queries, as the modal shows them: top-1 ${percent(relevance.top1)}, top-5 ${percent(relevance.top5)}`,
    );
    // Only the tuning set's misses are printed: the other sets stay unseen by whoever tunes ranking,
    // so they are reported by kind, never query by query.
    const misses = name === 'tuning' ? relevance.results.filter((result) => result.rank !== 1) : [];
    for (const r of misses) {
      console.log(
        `  ${r.context} ${r.kind} ${JSON.stringify(r.query)} → rank ${r.rank ?? '>5'} (want ${r.expect}; first: ${r.top[0] ?? 'nothing'})`,
      );
    }
    if (name !== 'tuning') {
      for (const kind of [...new Set(relevance.results.map((r) => r.kind))]) {
        const mine = relevance.results.filter((r) => r.kind === kind);
        const share = (test: (r: (typeof mine)[number]) => boolean): string => percent(mine.filter(test).length / mine.length);
        console.log(
          `  ${kind.padEnd(10)} ${String(mine.length).padStart(3)}  top-1 ${share((r) => r.rank === 1)}, top-5 ${share((r) => r.rank !== null)}`,
        );
      }
    }
  }
  for (const other of ['validation', 'held-out'] as const) {
    const tuning = ours.tuning;
    const theirs = ours[other];
    if (!tuning || !theirs) continue;
    const gap = (key: 'top1' | 'top5'): string => `${((tuning[key] - theirs[key]) * 100).toFixed(1)} points`;
    console.log(`Gap tuning − ${other}: top-1 ${gap('top1')}, top-5 ${gap('top5')}`);
  }

  const node = await nodeLatency();
  console.log(
    `\nNode, ${QUERIES.length} queries (v6 context): first query incl. loading the indexes ${ms(node.loadMs)}; then median ${ms(node.median)}, p95 ${ms(node.p95)}, max ${ms(node.max)}`,
  );

  if (!args['skip-browser']) {
    const browser = await browserLatency();
    console.log(`\nChromium: first query incl. downloading engine and indexes (localhost) ${ms(browser.firstQueryMs)}`);
    console.log(
      `Chromium, keystroke to results (${browser.keystrokes} keystrokes): median ${ms(browser.median)}, p95 ${ms(browser.p95)}, max ${ms(browser.max)}`,
    );
  }

  if (!args['skip-pagefind']) {
    const {pagefindSideBySide} = await import('./lib/bench-pagefind');
    await pagefindSideBySide({
      buildDir,
      ours,
      queries: QUERIES,
      coldRuns: Math.max(1, Number(args['cold-runs'])),
      slowdown: Math.max(1, Number(args['cpu-slowdown'])),
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
