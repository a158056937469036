// The production build's last step (tools/build/build.sh runs it after Docusaurus's build): writes
// each page Content-Security-Policy (with the hashes of each page's inline scripts) and the
// referrer policy into every HTML file: only once the build is complete are all inline scripts
// known. In the same pass it writes each page `x/index.html` also as `x.html`, where static hosts
// serve `/x` without a redirect.
// Usage: tsx tools/build/build.ts [--out-dir DIR]   (the arguments of the build; DIR defaults to build)
import {parseArgs} from 'node:util';
// The settings are read by config/env.ts, as the build itself read them.
import {env} from '../../config/env';
import {REFERRER_POLICY, contentSecurityPolicy} from '../../config/securityPolicy';
import {flatPageFile} from './page-files';
import {applySecurityPolicy} from './security-policy';

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const outDir = String(
    parseArgs({args, options: {'out-dir': {type: 'string', default: 'build'}}, strict: false}).values['out-dir'],
  );
  const {files, copies} = await applySecurityPolicy(
    outDir,
    (hashes) => contentSecurityPolicy(env, hashes),
    REFERRER_POLICY,
    flatPageFile,
  );
  console.log(`security policy in ${files} HTML files of ${outDir}, ${copies} pages also written as x.html`);
  console.log(`pages finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
