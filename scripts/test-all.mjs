#!/usr/bin/env node
// Every test, in the order that fails fastest: types, lint, unit tests, the production build
// (with its log gate), search relevance on its index, a second build with hosted search, then the
// browser suite against both.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {E2E_REPORT, summariseE2eReport} from './lib/e2e-report.mjs';
import {HOSTED_BUILD_DIR, HOSTED_SEARCH_ENV} from './lib/hosted-search.mjs';

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['production build', 'node', ['scripts/build.mjs']],
  // Reads the embedded index the production build wrote.
  ['search relevance', 'npx', ['vitest', 'run', '--config', 'vitest.relevance.config.ts']],
  ['hosted-search build', 'node', ['scripts/build.mjs', '--out-dir', HOSTED_BUILD_DIR], HOSTED_SEARCH_ENV],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
// A report left over from an earlier run must not be mistaken for this one's.
rmSync(E2E_REPORT, {force: true});
const results = [];
for (const [name, command, args, env = {}] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({name, ok: status === 0, seconds});
  if (status !== 0) break;
}
// What the browser suite reported as failed or flaky, with the errors, where CI's tail shows it.
function browserReport() {
  if (!existsSync(E2E_REPORT)) return [];
  try {
    return summariseE2eReport(JSON.parse(readFileSync(E2E_REPORT, 'utf8')));
  } catch (error) {
    return [`(could not read ${E2E_REPORT}: ${error.message})`];
  }
}

const browserLines = results.some((r) => r.name === 'browser tests') ? browserReport() : [];
if (browserLines.length > 0) {
  console.log('\n=== browser tests that failed or needed their retry');
  for (const line of browserLines) console.log(line);
}
console.log('\n=== summary');
for (const {name, ok, seconds} of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
