#!/usr/bin/env node
// Usage:
//   node scripts/content-review.mjs status          per log: pages, claims checked and changed, problems
//   node scripts/content-review.mjs stamp <page…>   record that the page's claims were re-checked as it is now
import {reviewStatus, stamp} from './lib/content-review.mjs';

const [command, ...files] = process.argv.slice(2);
if (command === 'stamp' && files.length > 0) {
  stamp(files);
} else if (command === 'status') {
  const rows = await reviewStatus();
  const scopes = [...new Set(rows.map((r) => r.scope))];
  for (const scope of scopes) {
    const mine = rows.filter((r) => r.scope === scope);
    const claims = mine.flatMap((r) => r.claims);
    const changed = claims.filter((c) => c.status !== 'verified').length;
    const failing = mine.filter((r) => r.problems.length > 0);
    console.log(
      `${scope}: ${mine.length} pages, ${claims.length} claims checked, ${changed} changed, ${failing.length} pages with problems`,
    );
    for (const row of failing) console.log(`  ${row.page}: ${row.problems.join('; ')}`);
  }
  process.exitCode = rows.some((r) => r.problems.length > 0) ? 1 : 0;
} else {
  console.error('usage: node scripts/content-review.mjs status | stamp <page…>');
  process.exitCode = 2;
}
