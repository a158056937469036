// The browser suite's JSON report, and the few lines of it worth printing at the end of `npm test`:
// CI shows only the tail of the output, so the reason a test failed (or needed its retry) must be
// there, not only in the scrolled-away list.
export const E2E_REPORT = 'test-results-e2e/report.json';

const ERROR_LINES = 25;

/** Strips the terminal colour codes Playwright puts in error messages. */
function plain(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

function* specsOf(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield {path: [...path, spec.title], spec};
  for (const child of suite.suites ?? []) yield* specsOf(child, path);
}

/**
 * Lines describing every test that failed or passed only on retry, each failure with the start of
 * its first error. An empty list when everything passed first time.
 */
export function summariseE2eReport(report) {
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const {path, spec} of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${path.slice(1).join(' › ')}`;
        const label = test.status === 'flaky' ? 'flaky (passed on retry)' : 'failed';
        lines.push(`${label}: ${name}`);
        const error = (test.results ?? []).map((r) => r.error?.message ?? r.errors?.[0]?.message).find(Boolean);
        if (error) {
          const errorLines = plain(error).split('\n');
          lines.push(...errorLines.slice(0, ERROR_LINES).map((l) => `    ${l}`));
          if (errorLines.length > ERROR_LINES) lines.push(`    … ${errorLines.length - ERROR_LINES} more lines`);
        }
      }
    }
  }
  return lines;
}
