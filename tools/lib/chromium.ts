import {existsSync} from 'node:fs';

/**
 * The Chromium the benchmark and the image renderer drive: `$CHROMIUM_PATH`, else Debian's
 * (this workplace cannot download browsers), else `undefined` for Playwright's own.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Debian's `chromium-headless-shell`: the binary itself (`/usr/bin/…` is a shell wrapper). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: `$CHROMIUM_PATH`, else Debian's headless shell, else
 * `chromiumPath()`. Run headless, Playwright itself picks Chromium's headless shell over the full
 * browser (the same engine without the browser's UI layer); on this project's 2-core machines it
 * loads and hydrates a page with about a third less CPU, and the browser suite is bound by CPU.
 * The benchmark keeps the full browser, which is what readers run.
 */
export function testChromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
