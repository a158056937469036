// Hydration cost of the pages with the most code (run by hand, not part of `npm test`):
//   npm run bench:code-pages [-- --dir build] [--dir build-other …] [--runs 3]
// Serves each build gzipped and runs Lighthouse 12 mobile on the three v6 pages with the most
// lines of code, alternating between the builds; prints the median performance score, Total
// Blocking Time and bytes per page and build. Give two builds (e.g. one of an older commit) to
// compare them under the same load.
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromiumPath} from '../tools/lib/chromium';
import {ensureLighthouse, medianSummary, runLighthouse, type LighthouseSummary} from './lib/lighthouse';
import {serveStatic} from './lib/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: args} = parseArgs({
  options: {dir: {type: 'string', multiple: true, default: ['build']}, runs: {type: 'string', default: '3'}},
});
const runs = Number(args.runs);

/** The v6 pages with the most lines inside code fences (438, 343 and 308 lines on 2026-11-24). */
const PAGES = [
  '/docs/v6/faq/migrating-from-ink-5-to-6',
  '/docs/v6/faq/migrating-from-ink-3-to-4',
  '/docs/v6/faq/migrating-from-ink-4-to-5',
];

const benchDir = path.join(root, '.bench');

async function main(): Promise<void> {
  mkdirSync(benchDir, {recursive: true});
  const cli = ensureLighthouse(path.join(benchDir, 'tools'));
  const chromePath = chromiumPath();
  const servers = await Promise.all(args.dir.map(async (dir) => ({dir, server: await serveStatic(path.resolve(root, dir))})));
  try {
    console.log(`${'page'.padEnd(44)} ${'build'.padEnd(28)} perf   TBT ms   KB`);
    for (const page of PAGES) {
      const all = servers.map(({dir, server}) => {
        const summaries: LighthouseSummary[] = [];
        return {dir, server, summaries};
      });
      for (let run = 0; run < runs; run += 1) {
        for (const [i, {server, summaries}] of all.entries()) {
          summaries.push(
            await runLighthouse(cli, server.url + page, {chromePath, outFile: path.join(benchDir, `lighthouse-code-${i}.json`)}),
          );
        }
      }
      for (const {dir, summaries} of all) {
        const {performance, tbt, bytes} = medianSummary(summaries);
        console.log(
          `${page.padEnd(44)} ${dir.padEnd(28)} ${String(performance).padEnd(6)} ${String(Math.round(tbt ?? NaN)).padStart(6)} ${String(Math.round((bytes ?? NaN) / 1024)).padStart(6)}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map(({server}) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
