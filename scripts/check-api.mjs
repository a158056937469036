#!/usr/bin/env node
// Usage: node scripts/check-api.mjs [file-or-folder ...]
// Reports ink! names in Rust blocks and inline code that do not exist in the release the page's docs
// version documents (v6 → 6.0.0-beta.1, v5 → 5.1.1, v4 → 4.3.0, v3 → 3.4.0), with the nearest name.
import {checkApiPages} from './lib/api-check.mjs';

const results = await checkApiPages(process.argv.length > 2 ? process.argv.slice(2) : undefined);
const failing = results.filter((r) => r.problems.length > 0);
for (const {file, problems} of failing) {
  console.log(file);
  for (const problem of problems) console.log(`  - ${problem}`);
}
const count = failing.reduce((n, r) => n + r.problems.length, 0);
console.log(`${results.length} pages checked, ${failing.length} with ${count} unknown names`);
process.exitCode = failing.length > 0 ? 1 : 0;
