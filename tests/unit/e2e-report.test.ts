import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {summariseE2eReport} from '../../scripts/lib/e2e-report.mjs';

// A real Playwright JSON report (trimmed of attachments): one test failing twice, one passing on retry.
const report: unknown = JSON.parse(readFileSync(new URL('../fixtures/e2e-report.json', import.meta.url), 'utf8'));

describe('the browser-test summary printed at the end of npm test', () => {
  const lines = summariseE2eReport(report);

  it('names the failed test with its project, file, line and describe path, then its error', () => {
    const at = lines.indexOf('failed: [chromium] tmp-x.spec.ts:3 › grp › fails');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe('    Error: expect(locator).toBeVisible() failed');
    expect(lines.slice(at + 1, at + 6).join('\n')).toContain("Locator: getByRole('heading', { name: 'nope' })");
  });

  it('lists a test that only passed on retry as flaky, with the error of its first attempt', () => {
    const at = lines.indexOf('flaky (passed on retry): [chromium] tmp-x.spec.ts:4 › grp › flaky');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at + 1).join('\n')).toContain('Received: 0');
  });

  it('prints no terminal colour codes', () => {
    expect(lines.join('\n')).not.toContain(String.fromCharCode(27));
  });

  it('is empty when every test passed first time, and for a report without suites', () => {
    const passed = {suites: [{title: 'a.spec.ts', specs: [{title: 'ok', file: 'a.spec.ts', line: 1, tests: [{projectName: 'chromium', status: 'expected', results: [{status: 'passed'}]}]}]}]};
    expect(summariseE2eReport(passed)).toEqual([]);
    expect(summariseE2eReport({})).toEqual([]);
  });

  it('cuts a long error short and says how much it left out', () => {
    const message = Array.from({length: 40}, (_, i) => `line ${i}`).join('\n');
    const failed = {suites: [{title: 'a.spec.ts', specs: [{title: 'bad', file: 'a.spec.ts', line: 7, tests: [{projectName: 'chromium', status: 'unexpected', results: [{status: 'failed', error: {message}}]}]}]}]};
    const out = summariseE2eReport(failed);
    expect(out[0]).toBe('failed: [chromium] a.spec.ts:7 › bad');
    expect(out).toContain('    line 24');
    expect(out).not.toContain('    line 25');
    expect(out.at(-1)).toBe('    … 15 more lines');
  });
});
