import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(__dirname, '../fixtures/routes');

/** The route manifest: every path the site must serve, per area file (`docs-v6.txt`, …). */
export function routeManifest(): Record<string, string[]> {
  return Object.fromEntries(
    readdirSync(FIXTURES)
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .map((file) => [
        file.replace(/\.txt$/, ''),
        readFileSync(path.join(FIXTURES, file), 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.startsWith('#')),
      ]),
  );
}

export function allManifestPaths(): string[] {
  return Object.values(routeManifest()).flat();
}
