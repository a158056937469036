import {describe, expect, it} from 'vitest';
import {REVIEW_SCOPES, reviewStatus} from '../../tools/checks/content-review';

const rows = await reviewStatus();

describe('behaviour review log (content-review/*.yml)', () => {
  it('covers every content folder', () => {
    expect(new Set(rows.map((row) => row.scope))).toEqual(new Set(REVIEW_SCOPES.map((scope) => scope.log)));
  });

  // A page edited after its review shows here: re-check its claims against its release's tag,
  // update its entry, then `npm run check -- review stamp <page>`.
  it.each(rows.map((row) => [row.page, row.problems] as const))('%s: claims checked as the page reads now', (_page, problems) => {
    expect(problems).toEqual([]);
  });
});
