import {existsSync} from 'node:fs';

/**
 * The Chromium the tests, the benchmark and the image renderer drive: `$CHROMIUM_PATH`, else
 * Debian's (this workplace cannot download browsers), else `undefined` for Playwright's own.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
