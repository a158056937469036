// Every test, in the order that fails fastest: types, lint, unit tests, the production build, search
// relevance on its index, a second build with hosted search, then the browser suite against both.
// Both builds are strict (STRICT_BUILD=1): Docusaurus fails them on a broken link, anchor, Markdown
// link or duplicate route, where a writer's build only warns on the last three. Playwright's list reporter ends the browser step with every test
// that failed or needed its retry, with its error; the summary of the steps comes after it.
import {spawnSync} from 'node:child_process';
import {HOSTED_BUILD_DIR, HOSTED_SEARCH_ENV} from './lib/hosted-search';

const STRICT = {STRICT_BUILD: '1'};

type Step = [name: string, command: string, args: string[], env?: Record<string, string>];
const steps: Step[] = [
  ['type-check', 'npx', ['tsc', '--noEmit']],
  // ESLint, then Prettier's check (`npm run format` fixes what it finds).
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['docusaurus', 'build'], STRICT],
  // Every page of that build through the Nu Html Checker (needs Java).
  ['html validity', 'npx', ['tsx', 'tools/checks/cli.ts', 'html', 'build']],
  // Reads the embedded index the production build wrote.
  ['search relevance', 'npx', ['vitest', 'run', '--config', 'vitest.relevance.config.ts']],
  ['hosted-search build', 'npx', ['docusaurus', 'build', '--out-dir', HOSTED_BUILD_DIR], {...HOSTED_SEARCH_ENV, ...STRICT}],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const results: {name: string; ok: boolean; seconds: string}[] = [];
for (const [name, command, args, env = {}] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0] ?? '')) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({name, ok: status === 0, seconds});
  if (status !== 0) break;
}
console.log('\n=== summary');
for (const {name, ok, seconds} of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
