// Production build: Docusaurus's build (with STRICT_BUILD=1, as `npm test` and CI run it, Docusaurus
// itself fails on a broken link, anchor, Markdown link or duplicate route: config/buildChecks.ts).
// Then it writes each page Content-Security-Policy (with the hashes of each page's inline scripts)
// and the referrer policy into every HTML file: only once the build is complete are all inline
// scripts known. Last it writes each page `x/index.html` also as `x.html`, where static hosts serve
// `/x` without a redirect.
// Usage: npm run build [-- --out-dir DIR]   (environment passes through, e.g. ALGOLIA_*)
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
// The settings are read by config/env.ts, as the build itself read them.
import {env} from '../../config/env';
import {REFERRER_POLICY, contentSecurityPolicy} from '../../config/securityPolicy';
import {addFlatPageFiles} from './page-files';
import {applySecurityPolicy} from './security-policy';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const started = Date.now();
  // Docusaurus's CLI run by this Node directly: `npx` would start npm first to find it.
  const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [cli, 'build', ...args], {stdio: 'inherit'});
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) {
    console.error(`build failed (exit ${code}) after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(code ?? 1);
  }

  const outDir = String(
    parseArgs({args, options: {'out-dir': {type: 'string', default: 'build'}}, strict: false}).values['out-dir'],
  );
  // The policy first: the `x.html` copies are then made of finished pages and need no pass of their own.
  const pages = await applySecurityPolicy(outDir, (hashes) => contentSecurityPolicy(env, hashes), REFERRER_POLICY);
  console.log(`security policy in ${pages} HTML files of ${outDir}`);
  const added = await addFlatPageFiles(outDir);
  console.log(`${added} pages also written as x.html in ${outDir}`);
  console.log(`build clean in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
