#!/usr/bin/env node
// Usage: node scripts/check-content.mjs [file-or-folder ...]
// Reports pages that a reader would take for unfinished or that would break the build.
import {checkPages} from './lib/content-rules.mjs';

const results = await checkPages(process.argv.length > 2 ? process.argv.slice(2) : undefined);
const failing = results.filter((r) => r.problems.length > 0);
for (const {file, problems} of failing) {
  console.log(file);
  for (const problem of problems) console.log(`  - ${problem}`);
}
console.log(`${results.length} pages checked, ${failing.length} with problems`);
process.exitCode = failing.length > 0 ? 1 : 0;
