#!/usr/bin/env node
// Production build: Docusaurus's build (with STRICT_BUILD=1, as `npm test` and CI run it, Docusaurus
// itself fails on a broken link, anchor, Markdown link or duplicate route: config/buildChecks.ts).
// Then it writes each page Content-Security-Policy (with the hashes of each page's inline scripts)
// and the referrer policy into every HTML file: only once the build is complete are all inline
// scripts known. Last it writes each page `x/index.html` also as `x.html`, where static hosts serve
// `/x` without a redirect.
// Usage: node scripts/build.mjs [--out-dir DIR]   (environment passes through, e.g. ALGOLIA_*)
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import {addFlatPageFiles} from './lib/page-files.mjs';
import {applySecurityPolicy} from './lib/security-policy.mjs';

const args = process.argv.slice(2);
const started = Date.now();
const child = spawn('npx', ['docusaurus', 'build', ...args], {stdio: 'inherit'});
const code = await new Promise((resolve) => child.on('close', resolve));
if (code !== 0) {
  console.error(`build failed (exit ${code}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code ?? 1);
}

// The settings are read by config/env.ts, as the build itself read them.
const loadTs = createJiti(fileURLToPath(import.meta.url));
const {env} = loadTs('../config/env.ts');
const {contentSecurityPolicy, REFERRER_POLICY} = loadTs('../config/securityPolicy.ts');
const outDir = parseArgs({args, options: {'out-dir': {type: 'string', default: 'build'}}, strict: false}).values['out-dir'];
// The policy first: the `x.html` copies are then made of finished pages and need no pass of their own.
const pages = await applySecurityPolicy(outDir, (hashes) => contentSecurityPolicy(env, hashes), REFERRER_POLICY);
console.log(`security policy in ${pages} HTML files of ${outDir}`);
const added = await addFlatPageFiles(outDir);
console.log(`${added} pages also written as x.html in ${outDir}`);
console.log(`build clean in ${((Date.now() - started) / 1000).toFixed(1)} s`);
