// Lighthouse 12 (mobile emulation, simulated throttling: its defaults) for the benchmark. Lighthouse
// 13 needs Node ≥ 22.19. It is not a devDependency (CI would install it for nothing): the first run
// installs it into a tools folder of its own.
import {execFile, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

export const LIGHTHOUSE_VERSION = '12';

/** The numbers the benchmark keeps from one Lighthouse report (scores 0–1, times in ms). */
export type LighthouseSummary = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  bytes: number | null;
};

/** The parts of a Lighthouse JSON report the summary reads. */
export type LighthouseReport = {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
};

/** The Lighthouse CLI in `toolsDir`, installed there with npm on first use. */
export function ensureLighthouse(toolsDir: string): string {
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

/** The summary of one Lighthouse report. */
export function summarize(report: LighthouseReport): LighthouseSummary {
  const score = (id: string): number | null => report.categories[id]?.score ?? null;
  const value = (id: string): number | null => report.audits[id]?.numericValue ?? null;
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

export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const [lower, upper] = [sorted[mid - 1], sorted[mid]];
  if (upper === undefined) return null;
  if (sorted.length % 2) return upper;
  return lower === undefined ? null : (lower + upper) / 2;
}

/** The median of each number over several summaries. */
export function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  const of = (key: keyof LighthouseSummary): number | null => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
  };
}

/** One Lighthouse run on `url`; resolves to its summary. */
export function runLighthouse(
  cli: string,
  url: string,
  {chromePath, outFile}: {chromePath?: string; outFile: string},
): Promise<LighthouseSummary> {
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
      const report: LighthouseReport & {runtimeError?: {message: string}} = JSON.parse(readFileSync(outFile, 'utf8'));
      rmSync(outFile, {force: true});
      if (report.runtimeError) reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      else resolve(summarize(report));
    });
  });
}
