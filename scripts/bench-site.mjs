#!/usr/bin/env node
// This site side by side with a vanilla Docusaurus 3.10.2 site of the same size (run by hand, not
// part of `npm test`; a few minutes the first time, which installs the vanilla site and Lighthouse):
//   npm run bench:site [-- --skip-build] [--runs 3] [--only ours|vanilla]
// 1. Writes the vanilla peer into .bench/vanilla (classic preset, TypeScript config,
//    @docusaurus/faster, React 19), one generated page per Markdown page of this site at the same
//    path and about the same size, and installs it with npm (reused while package.json is unchanged).
// 2. Builds both cold, one after the other (this site with scripts/build.mjs, its real production
//    build): wall time, peak memory of the largest process and of the whole process tree.
// 3. Serves both builds gzip-compressed (scripts/lib/static-server.mjs).
// 4. Visits the home page and a v6 doc page of each in Chromium: bytes by kind, raw and gzip, first
//    visit and with the route prefetches that follow it.
// 5. Lighthouse 12 mobile (installed into .bench/tools on first use), median of --runs, on the home
//    page, the v6 doc page, a code-heavy tutorial and a blog post of each.
// 6. Prints one table with the budgets checked and writes the raw numbers to .bench/results.json.
import {spawnSync} from 'node:child_process';
import {existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {PAGE_LABELS, benchRows, formatTable} from './lib/bench-table.mjs';
import {visitWeight} from './lib/browser-weight.mjs';
import {chromiumPath} from '../tools/lib/chromium.ts';
import {ensureLighthouse, medianSummary, runLighthouse} from './lib/lighthouse.mjs';
import {runMeasured} from './lib/measure-process.mjs';
import {serveStatic} from './lib/static-server.mjs';
import {VANILLA_PACKAGE, planPages, writeVanillaSite} from './lib/vanilla-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    only: {type: 'string'},
  },
});
const runs = Number(args.runs);
function usage(problem) {
  console.error(`${problem}\nusage: npm run bench:site [-- --skip-build] [--runs N] [--only ours|vanilla]`);
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a positive whole number, not ${args.runs}`);
if (args.only && !['ours', 'vanilla'].includes(args.only)) usage(`--only takes ours or vanilla, not ${args.only}`);

const benchDir = path.join(root, '.bench');
const vanillaDir = path.join(benchDir, 'vanilla');
const resultsFile = path.join(benchDir, 'results.json');
const started = Date.now();
const step = (text) => console.log(`\n== ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

/** The pages compared: the same paths on both sites (the vanilla pages are generated twins). */
const PAGES = {
  home: '/',
  doc: '/docs/v6/basics/storing-values',
  tutorial: '/tutorials/frontend-development/inkathon-erc20',
  blog: '/blog/2025/09/11/ink-6-polkavm',
};

const SITES = {
  ours: {
    dir: root,
    outDir: path.join(root, 'build-bench'),
    command: ['node', ['scripts/build.mjs', '--out-dir', 'build-bench']],
  },
  vanilla: {
    dir: vanillaDir,
    outDir: path.join(vanillaDir, 'build'),
    command: ['npx', ['docusaurus', 'build']],
  },
};
const names = args.only ? [args.only] : ['ours', 'vanilla'];

const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  },
  pages: PAGES,
  ours: previous.ours ?? {},
  vanilla: previous.vanilla ?? {},
  // The builds' notes stay with their numbers when --skip-build reuses them.
  notes: args['skip-build'] ? (previous.notes ?? []) : [],
};

// 1. The vanilla peer.
function installVanilla() {
  const stamp = path.join(vanillaDir, '.installed-package.json');
  const wanted = `${JSON.stringify(VANILLA_PACKAGE, null, 2)}\n`;
  if (existsSync(path.join(vanillaDir, 'node_modules')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    console.log('vanilla site: reusing its install (package.json unchanged)');
    return;
  }
  console.log('vanilla site: npm install (about a minute)');
  const {status} = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: vanillaDir, stdio: 'inherit'});
  if (status !== 0) throw new Error('npm install of the vanilla site failed');
  writeFileSync(stamp, wanted);
}

if (names.includes('vanilla')) {
  step('vanilla peer: generating');
  mkdirSync(vanillaDir, {recursive: true});
  const plan = planPages(root);
  const count = writeVanillaSite(vanillaDir, plan);
  console.log(`vanilla site: ${count} generated pages in ${vanillaDir} (versions v6, ${plan.versions.join(', ')})`);
  installVanilla();
}

// 2. Cold builds, one after the other.
/** `<loc>`s in a build's sitemap: its HTML pages. */
function sitemapPages(outDir) {
  const file = path.join(outDir, 'sitemap.xml');
  return existsSync(file) ? (readFileSync(file, 'utf8').match(/<loc>/g) ?? []).length : 0;
}

/** A shared node_modules (a git worktree's symlink to another checkout's) keeps its build cache. */
function sharedModules(dir) {
  const modules = path.join(dir, 'node_modules');
  return existsSync(modules) && lstatSync(modules).isSymbolicLink();
}

if (!args['skip-build']) {
  // Someone else's build cache is not ours to delete: with a shared node_modules both builds
  // run without Docusaurus's persistent cache instead (same effect on a cold build, minus writing it).
  const noCache = names.some((name) => sharedModules(SITES[name].dir));
  if (noCache)
    results.notes.push(
      'node_modules is shared (symlink): both builds ran with DOCUSAURUS_NO_PERSISTENT_CACHE=1 instead of deleting node_modules/.cache',
    );
  for (const name of names) {
    const site = SITES[name];
    step(`cold build: ${name}`);
    for (const dir of ['.docusaurus', site.outDir, ...(noCache ? [] : ['node_modules/.cache'])])
      rmSync(path.resolve(site.dir, dir), {recursive: true, force: true});
    const env = noCache ? {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'} : process.env;
    const [command, commandArgs] = site.command;
    const measured = await runMeasured(command, commandArgs, {cwd: site.dir, env});
    if (measured.code !== 0) {
      console.error(measured.log.slice(-4000));
      throw new Error(`${name} build failed (exit ${measured.code})`);
    }
    const htmlPages = sitemapPages(site.outDir);
    const {wallMs, maxRssKb, peakTreeRssKb} = measured;
    results[name].build = {wallMs, htmlPages, perPageMs: wallMs / htmlPages, maxRssKb, peakTreeRssKb, noPersistentCache: noCache};
    console.log(
      `${name}: ${(wallMs / 1000).toFixed(1)} s for ${htmlPages} pages, largest process ${Math.round(maxRssKb / 1024)} MB, tree ${Math.round(peakTreeRssKb / 1024)} MB`,
    );
  }
}

/** The `main.[hash].js` of a build, raw and gzip (default level, as the server sends it). */
function mainBundle(outDir) {
  const jsDir = path.join(outDir, 'assets/js');
  const file = readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`no main.*.js in ${jsDir}`);
  const bytes = readFileSync(path.join(jsDir, file));
  return {file, raw: bytes.length, gzip: gzipSync(bytes).length};
}

// 3–5. Serve both, visit, Lighthouse. The Lighthouse runs alternate between the sites (ours,
// vanilla, ours, …), so that a change of load on a shared machine falls on both alike.
const chromePath = chromiumPath();
const lighthouseCli = ensureLighthouse(path.join(benchDir, 'tools'));
const servers = {};
const browser = await chromium.launch({executablePath: chromePath});
try {
  for (const name of names) {
    const site = SITES[name];
    if (!existsSync(path.join(site.outDir, 'index.html')))
      throw new Error(`no build in ${site.outDir}: run without --skip-build`);
    servers[name] = await serveStatic(site.outDir);
    results[name].main = mainBundle(site.outDir);
    step(`first visits: ${name} (${servers[name].url})`);
    results[name].visits = {};
    for (const page of ['home', 'doc']) {
      const {firstVisit, prefetch, withPrefetch} = await visitWeight(browser, servers[name].url + PAGES[page]);
      results[name].visits[page] = {firstVisit, prefetch, withPrefetch};
    }
    results[name].lighthouse = {};
  }
  await browser.close();
  for (const [page, label] of Object.entries(PAGE_LABELS)) {
    step(`Lighthouse: ${label} (${PAGES[page]}), ${runs} run(s) of ${names.join(' and ')}`);
    const all = Object.fromEntries(names.map((name) => [name, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const name of names) {
        const outFile = path.join(benchDir, `lighthouse-${name}-${page}.json`);
        all[name].push(await runLighthouse(lighthouseCli, servers[name].url + PAGES[page], {chromePath, outFile}));
      }
    }
    for (const name of names) {
      results[name].lighthouse[page] = {median: medianSummary(all[name]), runs: all[name]};
      const {performance, tbt} = results[name].lighthouse[page].median;
      console.log(`${name}: perf ${performance}, TBT ${Math.round(tbt)} ms`);
    }
  }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
}

// 6. The table.
results.totalSeconds = (Date.now() - started) / 1000;
results.machine.loadAverageAtEnd = os.loadavg();
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
step('results');
const loads = (list) => list.map((l) => l.toFixed(1)).join(' ');
console.log(
  `measured ${results.date} on ${results.machine.cpus} cores, load average ${loads(results.machine.loadAverage)} at start, ${loads(results.machine.loadAverageAtEnd)} at the end`,
);
console.log(
  'KB = 1024 bytes; gzip = bytes transferred (or gzipped at the default level for `main`); Lighthouse scores 0–1, medians of',
  runs,
);
console.log(
  'peak memory: "largest process" is /usr/bin/time -v\'s maximum resident set size; "process tree" is the peak of the summed RSS of the build\'s processes, sampled every 250 ms',
);
for (const note of results.notes) console.log(`note: ${note}`);
console.log(`\n${formatTable(benchRows(results))}\n`);
console.log(`raw numbers: ${path.relative(root, resultsFile)}; total ${results.totalSeconds.toFixed(0)} s`);
