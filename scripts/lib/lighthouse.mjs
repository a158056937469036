// Lighthouse 12 (mobile emulation, simulated throttling: its defaults) for the benchmark. Lighthouse
// 13 needs Node ≥ 22.19. It is not a devDependency (CI would install it for nothing): the first run
// installs it into a tools folder of its own.
import {execFile, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

export const LIGHTHOUSE_VERSION = '12';

/** The Lighthouse CLI in `toolsDir`, installed there with npm on first use. */
export function ensureLighthouse(toolsDir) {
  const cli = path.join(toolsDir, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${toolsDir}`);
    const {status} = spawnSync(
      'npm',
      ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      {stdio: 'inherit'},
    );
    if (status !== 0 || !existsSync(cli)) throw new Error(`could not install lighthouse@${LIGHTHOUSE_VERSION} into ${toolsDir}`);
  }
  return cli;
}

/** The numbers the benchmark keeps from one Lighthouse report (scores 0–1, times in ms). */
export function summarize(report) {
  const score = (id) => report.categories[id]?.score ?? null;
  const value = (id) => report.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

export function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of each number over several summaries. */
export function medianSummary(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** One Lighthouse run on `url`; resolves to its summary. */
export function runLighthouse(cli, url, {chromePath, outFile}) {
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  const env = chromePath ? {...process.env, CHROME_PATH: chromePath} : process.env;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, {env, maxBuffer: 64 * 1024 * 1024}, (error, _stdout, stderr) => {
      if (error) {
        reject(new Error(`lighthouse ${url} failed: ${stderr || error.message}`));
        return;
      }
      const report = JSON.parse(readFileSync(outFile, 'utf8'));
      rmSync(outFile, {force: true});
      if (report.runtimeError) reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      else resolve(summarize(report));
    });
  });
}
