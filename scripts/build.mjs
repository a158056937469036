#!/usr/bin/env node
// Production build that fails when the log reports a broken link, anchor, Markdown link or a
// duplicate route (Docusaurus itself only warns for most of these). Then it writes each page
// `x/index.html` also as `x.html`, where static hosts serve `/x` without a redirect, and puts the
// Content-Security-Policy (with the hashes of each page's inline scripts) and the referrer policy
// into every HTML file: only once the build is complete are all inline scripts known.
// Usage: node scripts/build.mjs [--out-dir DIR]   (environment passes through, e.g. ALGOLIA_*)
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {buildLogDefects} from './lib/build-log.mjs';
import {addFlatPageFiles} from './lib/page-files.mjs';
import {applySecurityPolicy} from './lib/security-policy.mjs';

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

// The settings are read by config/env.ts, as the build itself read them.
const loadTs = createJiti(fileURLToPath(import.meta.url));
const {env} = loadTs('../config/env.ts');
const {contentSecurityPolicy, REFERRER_POLICY} = loadTs('../config/securityPolicy.ts');
const outDir = outDirOf(args);
const added = await addFlatPageFiles(outDir);
console.log(`${added} pages also written as x.html in ${outDir}`);
const pages = await applySecurityPolicy(outDir, (hashes) => contentSecurityPolicy(env, hashes), REFERRER_POLICY);
console.log(`security policy in ${pages} HTML files of ${outDir}`);
console.log(`build clean in ${((Date.now() - started) / 1000).toFixed(1)} s`);

function outDirOf(argv) {
  const at = argv.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (at === -1) return 'build';
  return argv[at].includes('=') ? argv[at].slice('--out-dir='.length) : argv[at + 1];
}
