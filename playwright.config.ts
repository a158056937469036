import {defineConfig, devices} from '@playwright/test';
import {HOSTED_BUILD_DIR} from './tools/lib/hosted-search';
import {testChromiumPath} from './tools/lib/chromium';
import {BUILD_DIR} from './tests/helpers/build';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The second build (hosted search with fake Algolia credentials, colour switch off) is served next to the default one. */
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? PORT + 1);
const HOSTED_SPECS = /(search-hosted|shell-colour-switch-off)\.spec\.ts/;

function serve(dir: string, port: number) {
  return {
    command: `npx docusaurus serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`,
    // A file every build has, whatever pages exist.
    url: `http://127.0.0.1:${port}/sitemap.xml`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on the 2-core machine, with or without CI set: one kept the machine under half
  // busy; with two the suite is bound by Chromium's CPU: three took 543 s against two's 503 s
  // (and four, on the full browser, had not finished when two had).
  workers: 2,
  // One retry absorbs a stall of this 2-core machine; a test that needed it is flaky, and one that
  // fails twice fails the run.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  // The list reporter ends with every failed and flaky test and its error, where CI's tail shows it.
  reporter: [['list'], ...(process.env.CI ? [['html', {open: 'never'}] as const] : [])],
  // A test's cap: the longest, through several pages and the search page, take 15–25 s with two
  // workers on a slow 2-core host.
  timeout: 60_000,
  // How long an assertion waits for what the reader waits for (Playwright's default is 5 s): a
  // slow 2-core host running two workers took longer for a page or a modal's answer. The search
  // page's first results wait longer still (`SEARCH_PAGE_ANSWER`). A higher cap makes no passing
  // test slower.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of the retry of each failed test (Playwright's recommended setting). Recording one for
    // every test, to keep only the failures' ('retain-on-failure'), took the search, code-block and
    // colour-mode specs 170–222 s against 100–102 s, interleaved: the suite is bound by CPU.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {name: 'chromium', testIgnore: HOSTED_SPECS, use: {...devices['Desktop Chrome']}},
    {
      name: 'hosted-search',
      testMatch: HOSTED_SPECS,
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${HOSTED_PORT}`},
    },
  ],
  webServer: [serve(BUILD_DIR, PORT), serve(HOSTED_BUILD_DIR, HOSTED_PORT)],
});
