import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Every environment variable config/env.ts reads: `read('NAME')` and `process.env.NAME`. */
function namesReadByConfig(): Set<string> {
  const code = source('config/env.ts');
  const names = [...code.matchAll(/\bread\('([A-Z0-9_]+)'\)/g), ...code.matchAll(/\bprocess\.env\.([A-Z0-9_]+)/g)];
  return new Set(names.map(([, name]) => name!));
}

/** Names config/env.ts reads that no one sets as a setting, each with who sets it. */
const SET_BY_TOOLS: Record<string, string> = {
  NODE_ENV: 'Docusaurus, before it loads the config',
  BUNDLE_REPORT: 'tools/analyze-bundle.ts, for `npm run analyze` only',
};

/** Names the test workflow may pass that are settings of the test run, not of the site. */
const TEST_RUN_ONLY = new Set(['STRICT_BUILD', 'CHROMIUM_PATH']);

interface Step {
  env?: Record<string, unknown>;
}
interface Workflow {
  env?: Record<string, unknown>;
  jobs: Record<string, {env?: Record<string, unknown>; steps?: Step[]}>;
}

/** Every environment variable a workflow sets, at the workflow, job or step level. */
function namesPassedBy(file: string): Set<string> {
  const workflow = yaml.load(source(file)) as Workflow;
  const maps = [
    workflow.env,
    ...Object.values(workflow.jobs).flatMap((job) => [job.env, ...(job.steps ?? []).map((s) => s.env)]),
  ];
  return new Set(maps.flatMap((map) => Object.keys(map ?? {})));
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('build settings in the workflows', () => {
  const read = namesReadByConfig();
  const settings = new Set([...read].filter((name) => !(name in SET_BY_TOOLS)));

  it('finds the settings config/env.ts reads', () => {
    expect(settings.has('SITE_URL') && settings.has('COLOR_MODE_SWITCH') && settings.has('STRICT_BUILD')).toBe(true);
    for (const name of Object.keys(SET_BY_TOOLS)) expect(read.has(name)).toBe(true);
  });

  it('deploys with every setting config/env.ts reads, and no name it does not read', () => {
    expect(sorted(namesPassedBy('.github/workflows/deploy.yml'))).toEqual(sorted(settings));
  });

  // The test workflow passes no site setting on purpose: `npm test` checks the default build (and the
  // hosted-search build with its own fake credentials), whatever the repository's variables say.
  it('tests with no name that neither config/env.ts nor the test run reads', () => {
    const unknown = [...namesPassedBy('.github/workflows/test.yml')].filter(
      (name) => !settings.has(name) && !TEST_RUN_ONLY.has(name),
    );
    expect(unknown).toEqual([]);
  });

  it('documents every setting in the README', () => {
    const readme = source('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = new Set(
      [...table.matchAll(/^\|([^|]+)\|/gm)].flatMap(([, cell]) =>
        [...cell!.matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name!),
      ),
    );
    expect(sorted(documented)).toEqual(sorted(settings));
  });
});
