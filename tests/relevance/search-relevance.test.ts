import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SEARCH_INDEX_DIR} from '@site/plugins/search/engine/constants';
import {decodeIndex} from '@site/plugins/search/engine/indexFormat';
import {QUERY_KINDS, buildEngine, loadQueries, querySets, runRelevance, type QuerySetName} from '../helpers/relevance';

// Runs against the embedded index of the production build (`npm run build`), after it.
const BUILD_DIR = path.resolve(__dirname, '../..', process.env.RELEVANCE_BUILD_DIR ?? 'build');
const tuning = loadQueries();

const FLOORS: Record<QuerySetName, {top1: number; top5: number}> = {
  tuning: {top1: 0.9, top5: 0.985},
  validation: {top1: 0.93, top5: 0.99},
  'held-out': {top1: 0.9, top5: 0.98},
};

describe('search relevance: the page a reader means comes first, as the modal shows it', () => {
  it('has a tuning suite that covers every docs version, tutorials, the blog, the site pages and every kind of query', () => {
    expect(tuning.length).toBeGreaterThanOrEqual(2660);
    for (const context of ['v6', 'v5', 'v4', 'v3'] as const) {
      expect(tuning.filter((q) => q.context === context).length, context).toBeGreaterThanOrEqual(30);
    }
    expect(tuning.filter((q) => q.expect.startsWith('/tutorials/')).length).toBeGreaterThanOrEqual(25);
    expect(tuning.filter((q) => q.expect.startsWith('/blog/')).length).toBeGreaterThanOrEqual(25);
    expect(tuning.filter((q) => !/^\/(docs|tutorials|blog)\//.test(q.expect)).length, 'site pages').toBeGreaterThanOrEqual(15);
    for (const kind of QUERY_KINDS) {
      expect(tuning.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(30);
    }
  });

  it('finds the built index', () => {
    expect(existsSync(path.join(BUILD_DIR, SEARCH_INDEX_DIR)), `${BUILD_DIR}: run the production build first`).toBe(true);
  });

  it("reads the built pages' commands as text, and no longer code: the building guide is found by `pop build`", () => {
    const file = (name: string) => readFileSync(path.join(BUILD_DIR, SEARCH_INDEX_DIR, name), 'utf8');
    const records = decodeIndex(file('docs-default-current.json'), file('docs-default-current.body.json'));
    const texts = (page: string) =>
      records
        .filter((record) => record.url.startsWith(`/docs/v6/getting-started/${page}#`))
        .map((record) => record.content ?? '');
    // Its one-line shell blocks, as the theme's code blocks render them (`isCommand`).
    expect(texts('building-your-contract').filter((text) => /\bpop build\b/.test(text)).length).toBeGreaterThan(0);
    // A shell block of five lines is a script: not read.
    expect(texts('deploy-your-contract').filter((text) => text.includes('Simulate: shows the result'))).toEqual([]);
  });

  // Each set on its own, with the floor it must not fall below. The aim for every set is the
  // wanted page first for 90 % and in the first five for 98 %; only validation is there for the
  // first place yet (and held-out not for the five), so each floor is what the current ranking
  // reaches, rounded down, and a change that loses ground, on queries nobody tuned against above
  // all, fails here (validation's five keeps one query's margin below its 100 %). The tuning set's
  // floor fell each time it took in queries written blind, which the ranking of the day put first
  // for 78.8 % (top five 91.3 %), then 80.6 % (94.4 %), then 74.3 % (89.0 %: 109 queries no set
  // held yet); the whole set was at 87.2 / 96.9 %, then 87.4 / 97.1 % after a ranking round.
  for (const {name, queries} of querySets()) {
    const floor = FLOORS[name];
    it(`${name} set (${queries.length} queries): the wanted page is shown first for ≥ ${floor.top1 * 100} %, in the first five for ≥ ${floor.top5 * 100} %`, async () => {
      const {results, top1, top5} = await runRelevance(buildEngine(BUILD_DIR), queries);
      // Only the tuning set names its misses: the others stay unseen by whoever tunes ranking.
      const list = (misses: typeof results) =>
        name === 'tuning'
          ? misses.map((r) => `${r.context} ${r.kind} "${r.query}" → rank ${r.rank ?? '>5'}; top: ${r.top.join(', ')}`).join('\n')
          : `${misses.length} of ${results.length} (not listed: a blind set)`;
      expect(top5, `not in the top five:\n${list(results.filter((r) => r.rank === null))}`).toBeGreaterThanOrEqual(floor.top5);
      expect(top1, `not first:\n${list(results.filter((r) => r.rank !== 1))}`).toBeGreaterThanOrEqual(floor.top1);
    });
  }
});
