// This site side by side with a vanilla Docusaurus 3.10.2 peer made of the same Markdown (run by
// hand, not part of `npm test`; half an hour or more, the first time it also installs the peer and
// Lighthouse):
//   npm run bench:site [-- --runs 3] [--scale 3|1] [--build-runs 1] [--skip-build | --builds-only]
//   npm run bench:site -- --bytes-only [--ours build] [--skip-build]   (a few minutes: bytes only)
// 1. Sites (bench/lib/vanilla-site.ts, whose header lists what the peer does not have of ours):
//    this site is built from a scratch copy of the repository in the temp folder (never in the
//    worktree), the peer is written into .bench/vanilla from this site's content and installed with
//    npm (reused while its package.json is unchanged).
// 2. Builds, one after the other: cold at 1× (.docusaurus, the build cache and the output deleted),
//    warm at 1× (the same again, cache filled), and with --scale 3 (the default) cold at 3×: every
//    docs version copied under two more version names on both sites. Wall time, pages in the
//    sitemap, peak memory of the process tree and of the largest process. --build-runs N: the 1×
//    builds N times, the sites in turn (cold ours, cold peer, warm ours, warm peer, then again),
//    each number the median of the N with the wall times' range: one build here moves by ±10 %.
//    --builds-only: stop after the builds (the report has no page table).
// 3. Pages (bench/lib/bench-pages.ts): both 1× builds served gzip-compressed; for each run, each
//    page, each site in turn: a first visit in Chromium (412 px wide, CPU 4× slower: scripting time,
//    HTML+JS+CSS gzip bytes, highlighter bytes), then Lighthouse 12 mobile (TBT).
// 4. Prints the tables with the budgets checked (bench/lib/bench-table.ts) and writes them to
//    .bench/results.md, the raw numbers to .bench/results.json.
// --bytes-only: one first visit per page and site, CPU not slowed, no Lighthouse, no 3× build; the
// HTML+JS+CSS gzip bytes by part (HTML, main, runtime, route chunks, CSS), printed and written to
// .bench/bytes.md. Ours is the build in --ours (e.g. `build` after `npm run build`), else built from
// the scratch copy; the peer is built only when .bench/vanilla/build is missing. Bytes are exact, so
// one visit is enough. --skip-build builds nothing.
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumPath} from '../tools/lib/chromium';
import {benchPages, type BenchPage} from './lib/bench-pages';
import {
  BYTES_HEADER,
  bytesRows,
  formatReport,
  formatTable,
  medianBuild,
  type BenchResults,
  type BuildKey,
  type BuildResult,
  type PageVisit,
  type PartBytes,
  type Site,
} from './lib/bench-table';
import {firstVisitParts, visitWeight} from './lib/browser-weight';
import {ensureLighthouse, runLighthouse, type LighthouseSummary} from './lib/lighthouse';
import {runMeasured} from './lib/measure-process';
import {resolveFile, serveStatic, type StaticServer} from './lib/static-server';
import {DOCUSAURUS_VERSION, VANILLA_PACKAGE, addVersionCopies, copyRepository, writeVanillaSite} from './lib/vanilla-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'bytes-only': {type: 'boolean', default: false},
    ours: {type: 'string'},
    runs: {type: 'string', default: '3'},
    'build-runs': {type: 'string', default: '1'},
    'builds-only': {type: 'boolean', default: false},
    scale: {type: 'string', default: '3'},
  },
});
const runs = Number(args.runs);
const buildRuns = Number(args['build-runs']);
function usage(problem: string): never {
  console.error(
    `${problem}\nusage: npm run bench:site [-- --runs N] [--scale 3|1] [--build-runs N] [--skip-build | --builds-only]\n       npm run bench:site -- --bytes-only [--ours DIR] [--skip-build]`,
  );
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a positive whole number, not ${args.runs}`);
if (!Number.isInteger(buildRuns) || buildRuns < 1)
  usage(`--build-runs must be a positive whole number, not ${args['build-runs']}`);
if (args['builds-only'] && args['skip-build']) usage('--builds-only and --skip-build leave nothing to do');
if (!['1', '3'].includes(args.scale)) usage(`--scale takes 1 or 3, not ${args.scale}`);
if (args.ours !== undefined && !args['bytes-only']) usage('--ours goes with --bytes-only');

const VIEWPORT = {width: 412, height: 823};
const CPU_SLOWDOWN = 4;
const benchDir = path.join(root, '.bench');
const vanillaDir = path.join(benchDir, 'vanilla');
const scratchDir = path.join(os.tmpdir(), `ink-docs-bench-${createHash('sha1').update(root).digest('hex').slice(0, 8)}`);
const resultsFile = path.join(benchDir, 'results.json');
const started = Date.now();
const step = (text: string): void => console.log(`\n== ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const git = (...gitArgs: string[]): string => execFileSync('git', gitArgs, {cwd: root, encoding: 'utf8'}).trim();

/** A site of the comparison: its folder, its build's output folder, its build command. */
type SiteSetup = {dir: string; outDir: string; command: [string, string[]]};
/** The raw results (.bench/results.json): what the report reads, filled in as the benchmark goes. */
type SiteResults = BenchResults & {
  machine: NonNullable<BenchResults['machine']>;
  pages: BenchPage[];
  builds: NonNullable<BenchResults['builds']>;
  visits: Record<Site, Record<string, PageVisit[]>>;
  lighthouse: Record<Site, Record<string, LighthouseSummary[]>>;
  notes: string[];
  totalSeconds?: number;
};

const SITES: Record<Site, SiteSetup> = {
  ours: {
    dir: scratchDir,
    outDir: args.ours === undefined ? path.join(benchDir, 'build-ours') : path.resolve(args.ours),
    command: ['npm', ['run', '--silent', 'build', '--']],
  },
  vanilla: {dir: vanillaDir, outDir: path.join(vanillaDir, 'build'), command: ['npm', ['run', '--silent', 'build', '--']]},
};
const NAMES: Site[] = ['ours', 'vanilla'];

const previous: {builds?: BenchResults['builds']} = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
const results: SiteResults = {
  date: new Date().toISOString(),
  commit: `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with uncommitted changes)' : ''}`,
  docusaurus: DOCUSAURUS_VERSION,
  machine: {
    cpu: os.cpus()[0]?.model.trim(),
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  },
  runs,
  viewport: VIEWPORT,
  pages: benchPages(root),
  builds: args['skip-build'] ? (previous.builds ?? {}) : {ours: {}, vanilla: {}},
  visits: {ours: {}, vanilla: {}},
  lighthouse: {ours: {}, vanilla: {}},
  notes: [],
};
const save = (): void => {
  if (args['bytes-only']) return;
  mkdirSync(benchDir, {recursive: true});
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
};

// 1. The sites.
function installVanilla(): void {
  const stamp = path.join(vanillaDir, '.installed-package.json');
  const wanted = `${JSON.stringify(VANILLA_PACKAGE, null, 2)}\n`;
  if (existsSync(path.join(vanillaDir, 'node_modules')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    console.log('vanilla peer: reusing its install (package.json unchanged)');
    return;
  }
  console.log('vanilla peer: npm install (a minute or two)');
  const {status} = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: vanillaDir, stdio: 'inherit'});
  if (status !== 0) throw new Error('npm install of the vanilla peer failed');
  writeFileSync(stamp, wanted);
}

function prepareVanilla(): void {
  mkdirSync(vanillaDir, {recursive: true});
  writeVanillaSite(vanillaDir, root);
  installVanilla();
}

function prepareOurs(): void {
  const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  copyRepository(root, scratchDir, files);
  console.log(`ours: ${files.length} files copied to ${scratchDir}`);
}

function prepareSites(): void {
  step('sites: the vanilla peer from our content, a scratch copy of ours');
  prepareVanilla();
  prepareOurs();
}

// 2. Builds.
/** Each build's numbers, by site and kind, when a kind is built more than once (`--build-runs`). */
const buildSamples: Record<string, BuildResult[]> = {};

/** `<loc>`s in a build's sitemap: its HTML pages. */
function sitemapPages(outDir: string): number {
  const file = path.join(outDir, 'sitemap.xml');
  return existsSync(file) ? (readFileSync(file, 'utf8').match(/<loc>/g) ?? []).length : 0;
}

async function build(
  name: Site,
  key: BuildKey,
  {cold, outDir = SITES[name].outDir}: {cold: boolean; outDir?: string},
): Promise<void> {
  const site = SITES[name];
  step(`build ${key}: ${name}`);
  const remove = cold ? ['.docusaurus', 'node_modules/.cache', outDir] : [];
  for (const dir of remove) rmSync(path.resolve(site.dir, dir), {recursive: true, force: true});
  const env = {...process.env};
  delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  const [command, commandArgs] = site.command;
  const measured = await runMeasured(command, [...commandArgs, '--out-dir', outDir], {cwd: site.dir, env});
  if (measured.code !== 0) {
    console.error(measured.log.slice(-4000));
    throw new Error(`${name} build ${key} failed (exit ${measured.code})`);
  }
  const htmlPages = sitemapPages(outDir);
  const {wallMs, maxRssKb, peakTreeRssKb} = measured;
  const samples = (buildSamples[`${name} ${key}`] ??= []);
  samples.push({wallMs, htmlPages, perPageMs: wallMs / htmlPages, maxRssKb, peakTreeRssKb});
  (results.builds[name] ??= {})[key] = medianBuild(samples);
  console.log(
    `${name} ${key}: ${(wallMs / 1000).toFixed(1)} s for ${htmlPages} pages, tree ${Math.round(peakTreeRssKb / 1024)} MB, largest process ${Math.round((maxRssKb ?? 0) / 1024)} MB`,
  );
  save();
}

async function buildAll(): Promise<void> {
  for (let run = 1; run <= buildRuns; run += 1) {
    for (const name of NAMES) await build(name, 'cold1', {cold: true});
    for (const name of NAMES) await build(name, 'warm1', {cold: false});
  }
  if (args.scale !== '3') return;
  for (const name of NAMES) {
    const added = addVersionCopies(SITES[name].dir);
    console.log(`${name}: docs versions added for 3×: ${added.join(', ')}`);
  }
  for (const name of NAMES) {
    const outDir = `${SITES[name].outDir}-3x`;
    await build(name, 'cold3', {cold: true, outDir});
    rmSync(outDir, {recursive: true, force: true});
  }
}

// 3. Pages.
async function measurePages(): Promise<void> {
  const chromePath = chromiumPath();
  const lighthouseCli = ensureLighthouse(path.join(benchDir, 'tools'));
  const servers: Partial<Record<Site, StaticServer>> = {};
  const browser = await chromium.launch({executablePath: chromePath});
  try {
    for (const name of NAMES) {
      const {outDir} = SITES[name];
      if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`no build in ${outDir}: run without --skip-build`);
      const missing = results.pages.filter(({url}) => !resolveFile(outDir, url));
      if (missing.length) throw new Error(`${name} has no page at ${missing.map((p) => p.url).join(', ')}`);
      servers[name] = await serveStatic(outDir);
    }
    for (let run = 1; run <= runs; run += 1) {
      for (const {id, url} of results.pages) {
        step(`run ${run}/${runs}: ${id} (${url})`);
        for (const name of NAMES) {
          const base = servers[name]?.url;
          if (base === undefined) throw new Error(`${name} is not served`);
          const visit = await visitWeight(browser, base + url, {viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN});
          const summary: PageVisit = {
            scriptMs: visit.scriptMs,
            bytes: visit.firstVisit.total.gzip,
            highlighter: visit.highlighter,
          };
          (results.visits[name][url] ??= []).push(summary);
          const outFile = path.join(benchDir, `lighthouse-${name}.json`);
          const lighthouse = await runLighthouse(lighthouseCli, base + url, {chromePath, outFile});
          (results.lighthouse[name][url] ??= []).push(lighthouse);
          console.log(
            `${name}: scripting ${Math.round(summary.scriptMs ?? 0)} ms, ${(summary.bytes / 1024).toFixed(1)} KB gz, highlighter ${summary.highlighter} B, TBT ${Math.round(lighthouse.tbt ?? 0)} ms`,
          );
        }
        save();
      }
    }
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.close();
  }
}

/** --bytes-only: the first-visit bytes by part, one visit per page and site (bytes repeat exactly). */
async function measureBytes(): Promise<void> {
  if (!args['skip-build']) {
    if (!existsSync(path.join(SITES.vanilla.outDir, 'index.html'))) {
      step('the vanilla peer (built once, reused while .bench/vanilla/build exists)');
      prepareVanilla();
      await build('vanilla', 'cold1', {cold: true});
    }
    if (args.ours === undefined) {
      step('ours: a scratch copy');
      prepareOurs();
      await build('ours', 'cold1', {cold: true});
    }
  }
  const bytes: Record<Site, Record<string, PartBytes>> = {ours: {}, vanilla: {}};
  const browser = await chromium.launch({executablePath: chromiumPath()});
  try {
    for (const name of NAMES) {
      const {outDir} = SITES[name];
      const missing = results.pages.filter(({url}) => !resolveFile(outDir, url));
      if (missing.length) throw new Error(`${name}: no page at ${missing.map((p) => p.url).join(', ')} in ${outDir}`);
      const server = await serveStatic(outDir);
      try {
        for (const {url} of results.pages) {
          bytes[name][url] = firstVisitParts((await visitWeight(browser, server.url + url, {viewport: VIEWPORT})).requests);
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const report = [
    `## First-visit bytes (gzip): ours (${path.relative(root, SITES.ours.outDir)}, ${results.commit}) / vanilla peer`,
    '',
    formatTable(BYTES_HEADER, bytesRows(results.pages, bytes.ours, bytes.vanilla)),
    '',
  ].join('\n');
  mkdirSync(benchDir, {recursive: true});
  writeFileSync(path.join(benchDir, 'bytes.md'), report);
  writeFileSync(
    path.join(benchDir, 'bytes.json'),
    `${JSON.stringify({commit: results.commit, pages: results.pages, bytes}, null, 2)}\n`,
  );
  console.log(`\n${report}`);
}

async function main(): Promise<void> {
  if (args['bytes-only']) {
    try {
      await measureBytes();
    } finally {
      rmSync(scratchDir, {recursive: true, force: true});
    }
    return;
  }
  try {
    if (!args['skip-build']) {
      prepareSites();
      await buildAll();
    }
    if (!args['builds-only']) await measurePages();
  } finally {
    rmSync(scratchDir, {recursive: true, force: true});
  }

  // 4. The report.
  results.totalSeconds = (Date.now() - started) / 1000;
  results.machine.loadAverageAtEnd = os.loadavg();
  save();
  const report = formatReport(results);
  writeFileSync(path.join(benchDir, 'results.md'), report);
  console.log(`\n${report}`);
  console.log(`raw numbers: ${path.relative(root, resultsFile)}; total ${results.totalSeconds.toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
