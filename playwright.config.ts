import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/** Debian's Chromium where it is installed (this workplace cannot download browsers), else Playwright's own. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
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
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx docusaurus serve --dir ${BUILD_DIR} --port ${PORT} --host 127.0.0.1 --no-open`,
    // A file every build has, whatever pages exist.
    url: `http://127.0.0.1:${PORT}/sitemap.xml`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
