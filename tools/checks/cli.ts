// The content checks, one command (`npm run check -- <command> …`, i.e. `tsx tools/checks/cli.ts`):
//   content [file-or-folder …]          the page rules (front matter, prose, headings, code blocks, MDX)
//   api [file-or-folder …]              ink! names that do not exist in the page's release, with the nearest
//   review status                       per review log: pages, claims checked and changed, problems
//   review stamp <page…>                record that the page's claims were re-checked as it is now
//   reference <ink-clone> [version …]   regenerate tests/fixtures/api/<version>.json from the ink! source
//   html [build-dir]                    the Nu Html Checker on every page of a build (default `build`)
// Each exits 1 when it finds a problem, 2 on a usage error.
import {checkApiPages} from './api-check';
import {generateReferences} from './api-reference';
import {checkPages, type PageResult} from './content-rules';
import {reviewStatus, stamp} from './content-review';
import {checkHtml} from './html';

const USAGE =
  'usage: npm run check -- content [file-or-folder …] | api [file-or-folder …] | review status | review stamp <page…> | ' +
  'reference <path to a clone of use-ink/ink> [version …] | html [build-dir]';

/** Prints each page with problems and its problems; returns them. */
function printFailing(results: PageResult[]): PageResult[] {
  const failing = results.filter((r) => r.problems.length > 0);
  for (const {file, problems} of failing) {
    console.log(file);
    for (const problem of problems) console.log(`  - ${problem}`);
  }
  return failing;
}

/** Reports pages that a reader would take for unfinished or that would break the build. */
async function content(targets: string[]): Promise<number> {
  const results = await checkPages(targets.length > 0 ? targets : undefined);
  const failing = printFailing(results);
  console.log(`${results.length} pages checked, ${failing.length} with problems`);
  return failing.length > 0 ? 1 : 0;
}

/**
 * Reports ink! names in Rust blocks and inline code that do not exist in the release the page's docs
 * version documents (v6 → 6.0.0-beta.1, v5 → 5.1.1, v4 → 4.3.0, v3 → 3.4.0), with the nearest name.
 */
async function api(targets: string[]): Promise<number> {
  const results = await checkApiPages(targets.length > 0 ? targets : undefined);
  const failing = printFailing(results);
  const count = failing.reduce((n, r) => n + r.problems.length, 0);
  console.log(`${results.length} pages checked, ${failing.length} with ${count} unknown names`);
  return failing.length > 0 ? 1 : 0;
}

async function review(command: string | undefined, files: string[]): Promise<number> {
  if (command === 'stamp' && files.length > 0) {
    stamp(files);
    return 0;
  }
  if (command !== 'status') {
    console.error(USAGE);
    return 2;
  }
  const rows = await reviewStatus();
  for (const scope of new Set(rows.map((r) => r.scope))) {
    const mine = rows.filter((r) => r.scope === scope);
    const claims = mine.flatMap((r) => r.claims);
    const changed = claims.filter((c) => c.status !== 'verified').length;
    const failing = mine.filter((r) => r.problems.length > 0);
    console.log(
      `${scope}: ${mine.length} pages, ${claims.length} claims checked, ${changed} changed, ${failing.length} pages with problems`,
    );
    for (const row of failing) console.log(`  ${row.page}: ${row.problems.join('; ')}`);
  }
  return rows.some((r) => r.problems.length > 0) ? 1 : 0;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'content':
      return content(rest);
    case 'api':
      return api(rest);
    case 'review':
      return review(rest[0], rest.slice(1));
    case 'reference': {
      const [repo, ...versions] = rest;
      if (!repo) break;
      await generateReferences(repo, versions);
      return 0;
    }
    case 'html':
      return checkHtml(rest[0]);
    default:
      break;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
