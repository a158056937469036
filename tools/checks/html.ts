// Validates every page of a build with the Nu Html Checker (npm `vnu-jar`, run by Java): the pages
// (`x/index.html` and 404.html), not their `x.html` copies (the same markup again) and not the
// redirect stubs plugin-client-redirects writes from its own template (a meta refresh and a
// script, no title; checked by tests/e2e/crawl.spec.ts). Prints each error with its page and
// line. Run after the build: `npm run check -- html [build-dir]`.
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** The checker's jar, as the `vnu-jar` package ships it. */
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

type VnuMessage = {type: string; url: string; lastLine?: number; message: string};

/** The pages of the build under `dir` that the checker reads. */
function pages(dir: string, folder = dir): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(dir, full);
    const page = entry.name === 'index.html' || (folder === dir && entry.name === '404.html');
    return page && !/<meta http-equiv="refresh"/i.test(readFileSync(full, 'utf8').slice(0, 2000)) ? [full] : [];
  });
}

/** Checks every page of the build in `buildDir`; returns the exit code (0 clean, 1 errors, 2 no Java). */
export function checkHtml(buildDir = 'build'): number {
  const dir = path.resolve(buildDir);
  const files = pages(dir);
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.error) {
    console.error(`cannot run Java for the Nu Html Checker: ${run.error.message} (Debian: apt-get install default-jre-headless)`);
    return 2;
  }
  const report = JSON.parse(run.stderr || '{"messages":[]}') as {messages: VnuMessage[]};
  const messages = report.messages.filter((m) => m.type === 'error');
  for (const m of messages.slice(0, 50)) {
    console.log(`${path.relative(dir, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`);
  }
  if (messages.length > 50) console.log(`… and ${messages.length - 50} more`);
  const failing = new Set(messages.map((m) => m.url)).size;
  console.log(`${files.length} pages checked, ${messages.length} errors on ${failing} pages`);
  return messages.length > 0 ? 1 : 0;
}
