#!/usr/bin/env node
// Production build that fails when the log reports a broken link, anchor, Markdown link or a
// duplicate route (Docusaurus itself only warns for most of these).
// Usage: node scripts/build.mjs [--out-dir DIR]   (environment passes through, e.g. ALGOLIA_*)
import {spawn} from 'node:child_process';
import {buildLogDefects} from './lib/build-log.mjs';

const args = process.argv.slice(2);
const started = Date.now();
const child = spawn('npx', ['docusaurus', 'build', ...args], {stdio: ['ignore', 'pipe', 'pipe']});
let log = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    log += chunk;
    process.stdout.write(chunk);
  });
}
const code = await new Promise((resolve) => child.on('close', resolve));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const defects = buildLogDefects(log);
if (code !== 0) {
  console.error(`build failed (exit ${code}) after ${seconds} s`);
  process.exit(code ?? 1);
}
if (defects.length > 0) {
  console.error(`build log reports: ${defects.join(', ')} — failing the build`);
  process.exit(1);
}
console.log(`build clean in ${seconds} s`);
