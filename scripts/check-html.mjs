#!/usr/bin/env node
// Usage: node scripts/check-html.mjs [build-dir]
// Validates every page of a build with the Nu Html Checker (npm `vnu-jar`, run by Java): the pages
// (`x/index.html` and 404.html), not their `x.html` copies (the same markup again) and not the
// redirect stubs plugin-client-redirects writes from its own template (a meta refresh and a
// script, no title; checked by tests/e2e/crawl.spec.ts). Prints each error with its page and
// line; exits 1 on any.
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';

const dir = path.resolve(process.argv[2] ?? 'build');

function pages(folder) {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(full);
    const page = entry.name === 'index.html' || (folder === dir && entry.name === '404.html');
    return page && !/<meta http-equiv="refresh"/i.test(readFileSync(full, 'utf8').slice(0, 2000)) ? [full] : [];
  });
}

const files = pages(dir);
const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 1 << 28,
});
if (run.error) {
  console.error(`cannot run Java for the Nu Html Checker: ${run.error.message} (Debian: apt-get install default-jre-headless)`);
  process.exit(2);
}
const messages = JSON.parse(run.stderr || '{"messages":[]}').messages.filter((m) => m.type === 'error');
for (const m of messages.slice(0, 50)) {
  console.log(`${path.relative(dir, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`);
}
if (messages.length > 50) console.log(`… and ${messages.length - 50} more`);
const failing = new Set(messages.map((m) => m.url)).size;
console.log(`${files.length} pages checked, ${messages.length} errors on ${failing} pages`);
process.exit(messages.length > 0 ? 1 : 0);
