import {describe, expect, it} from 'vitest';
import {checkPages} from '../../tools/checks/content-rules';

const results = await checkPages();

describe('content pages', () => {
  it('finds the content', () => {
    expect(results.length).toBeGreaterThan(10);
  });

  it.each(results.map((r) => [r.file, r.problems] as const))('%s reads as finished documentation', (_file, problems) => {
    expect(problems).toEqual([]);
  });
});
