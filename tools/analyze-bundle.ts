// What the browser downloads, and what it is made of (run by hand, not part of `npm test`):
//   npm run analyze [-- --dir build-analyze] [--skip-build] [--top 15]
// 1. Builds the site into --dir with BUNDLE_REPORT set, so webpack-bundle-analyzer writes each
//    browser chunk's modules with their minified and gzipped sizes (plugins/bundle-report).
// 2. Prints the first-visit assets of a few pages (HTML, CSS, the scripts in the HTML).
// 3. Prints what `main` is made of, by package (node_modules) or folder (the site's own code), and
//    the largest lazy chunks with their biggest parts.
// 4. Lists the Prism languages the code blocks use against the ones the bundle carries.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {pageWeight} from '../bench/lib/page-weight';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build-analyze'},
    'skip-build': {type: 'boolean', default: false},
    top: {type: 'string', default: '15'},
  },
});
const buildDir = path.resolve(root, args.dir);
const reportFile = `${buildDir}.bundle-report.json`;
const top = Number(args.top);

if (!args['skip-build']) {
  const {status} = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, BUNDLE_REPORT: reportFile},
  });
  if (status !== 0) process.exit(status ?? 1);
}
if (!existsSync(reportFile)) {
  console.error(`no bundle report at ${reportFile}: run without --skip-build`);
  process.exit(1);
}

/** A node of webpack-bundle-analyzer's JSON report: a chunk, a folder or a module. */
type ReportNode = {label: string; path?: string; parsedSize?: number; gzipSize?: number; groups?: ReportNode[]};

const kb = (bytes = 0): string => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const row = (cells: string[], widths: number[]): string =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');

/** Every module of a chunk (the leaves of the analyzer's folder tree). */
function leaves(node: ReportNode): ReportNode[] {
  return node.groups ? node.groups.flatMap(leaves) : [node];
}

/** `react-dom`, `@docsearch/react`, or for the site's own code its folder (`plugins/search`). */
function owner(modulePath = ''): string {
  const clean = modulePath.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const parts = clean.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : clean;
}

function byOwner(chunk: ReportNode): [string, {parsed: number; gzip: number}][] {
  const totals = new Map<string, {parsed: number; gzip: number}>();
  for (const leaf of leaves(chunk)) {
    const key = owner(leaf.path ?? leaf.label);
    const sum = totals.get(key) ?? {parsed: 0, gzip: 0};
    totals.set(key, {parsed: sum.parsed + (leaf.parsedSize ?? 0), gzip: sum.gzip + (leaf.gzipSize ?? 0)});
  }
  return [...totals].sort((a, b) => b[1].parsed - a[1].parsed);
}

const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ReportNode[];
const chunks = report.filter((chunk) => chunk.label.endsWith('.js')).sort((a, b) => (b.parsedSize ?? 0) - (a.parsedSize ?? 0));
const main = chunks.find((chunk) => /(^|\/)main\.[^/]*\.js$/.test(chunk.label));

console.log('\n== first visit (HTML + CSS + the scripts in the HTML; route chunks load after)');
const widths = [44, 10, 10, 10, 10];
console.log(row(['page', 'HTML gz', 'CSS gz', 'JS gz', 'JS raw'], widths));
for (const page of ['/', '/docs/v6/basics/storing-values', '/tutorials/', '/blog/']) {
  if (!existsSync(path.join(buildDir, page, 'index.html'))) continue;
  const {html, css, js} = pageWeight(buildDir, page);
  console.log(row([page, kb(html.gzip), kb(css.gzip), kb(js.gzip), kb(js.raw)], widths));
}

if (main) {
  console.log(`\n== ${main.label}: ${kb(main.parsedSize).trim()} minified, ${kb(main.gzipSize).trim()} gzip`);
  console.log(row(['part', 'minified', 'gzip'], [44, 10, 10]));
  for (const [name, {parsed, gzip}] of byOwner(main).slice(0, top)) console.log(row([name, kb(parsed), kb(gzip)], [44, 10, 10]));
}

console.log(`\n== largest lazy chunks (of ${chunks.length})`);
for (const chunk of chunks.filter((c) => c !== main).slice(0, 8)) {
  const parts = byOwner(chunk)
    .slice(0, 3)
    .map(([name, {parsed}]) => `${name} ${kb(parsed).trim()}`)
    .join(', ');
  console.log(`${chunk.label.padEnd(36)} ${kb(chunk.parsedSize)} ${kb(chunk.gzipSize)}  ${parts}`);
}

// Prism: the languages the content's code fences name, against those the theme bundles.
function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}
const used = new Map<string, number>();
for (const dir of ['docs', 'versioned_docs', 'tutorials', 'blog', 'src']) {
  for (const file of markdownFiles(path.join(root, dir))) {
    for (const [, lang = ''] of readFileSync(file, 'utf8').matchAll(/^\s*```+([\w+-]+)/gm))
      used.set(lang, (used.get(lang) ?? 0) + 1);
  }
}
console.log('\n== code fence languages in the content (count)');
console.log(
  [...used]
    .sort((a, b) => b[1] - a[1])
    .map(([lang, count]) => `${lang} ${count}`)
    .join(', '),
);
const prism = leaves(main ?? {label: '', groups: []}).filter((leaf) => /prism/.test(leaf.path ?? ''));
console.log(`Prism in main: ${prism.map((leaf) => `${owner(leaf.path)} ${kb(leaf.parsedSize).trim()}`).join(', ') || 'none'}`);
