import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {QUERY_KINDS, buildEngine, loadQueries, querySets, runRelevance} from '../helpers/relevance';

// Runs against the embedded index of the production build (`node scripts/build.mjs`), after it.
const BUILD_DIR = path.resolve(__dirname, '../..', process.env.RELEVANCE_BUILD_DIR ?? 'build');
const tuning = loadQueries();

describe('search relevance: the page a reader means comes first, as the modal shows it', () => {
  it('has a tuning suite that covers every docs version, tutorials, the blog and every kind of query', () => {
    expect(tuning.length).toBeGreaterThanOrEqual(142);
    for (const context of ['v6', 'v5', 'v4', 'v3'] as const) {
      expect(tuning.filter((q) => q.context === context).length, context).toBeGreaterThanOrEqual(8);
    }
    expect(tuning.filter((q) => q.expect.startsWith('/tutorials/')).length).toBeGreaterThanOrEqual(5);
    expect(tuning.filter((q) => q.expect.startsWith('/blog/')).length).toBeGreaterThanOrEqual(5);
    for (const kind of QUERY_KINDS) {
      expect(tuning.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
    }
  });

  it('finds the built index', () => {
    expect(existsSync(path.join(BUILD_DIR, 'search-index')), `${BUILD_DIR}: run the production build first`).toBe(true);
  });

  // The tuning set, and the held-out set once it exists: each on its own.
  for (const {name, queries} of querySets()) {
    it(`${name} set (${queries.length} queries): the wanted page is shown first for ≥ 90 %, in the first five for ≥ 98 %`, async () => {
      const {results, top1, top5} = await runRelevance(buildEngine(BUILD_DIR), queries);
      const missed = results
        .filter((r) => r.rank !== 1)
        .map((r) => `${r.context} ${r.kind} "${r.query}" → rank ${r.rank ?? '>5'}; top: ${r.top.join(', ')}`);
      expect(top5, `not in the top five:\n${missed.filter((m) => m.includes('>5')).join('\n')}`).toBeGreaterThanOrEqual(0.98);
      expect(top1, `not first:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    });
  }
});
