// The pages the side-by-side benchmark measures, chosen from this site's Markdown (both sites have
// the same Markdown, so the same paths):
// - code-heavy: the two longest tutorials, every v6 migration guide (docs/faq/migrating-*.md), the v6
//   storing-values page, the two blog posts with the most lines of code;
// - plain: the home page, the v6 overview, the blog post with the fewest lines of code (every post
//   has some today; one with none is taken first when there is one).
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Fenced code blocks of a Markdown source and their lines of code. */
export function codeStats(source: string): {blocks: number; lines: number} {
  let blocks = 0;
  let lines = 0;
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker !== undefined) {
      fence = marker;
      blocks += 1;
    } else if (fence !== null && marker !== undefined && marker.startsWith(fence) && line.trim() === marker) fence = null;
    else if (fence !== null) lines += 1;
  }
  return {blocks, lines};
}

/** The front matter's `slug`, if any. */
function slugOf(source: string): string | undefined {
  const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(front)?.[1];
}

/** The URL of a doc at `rel` (relative to its docs folder) under `base`, e.g. `/docs/v6`. */
export function docUrl(base: string, rel: string, source = ''): string {
  const slug = slugOf(source);
  const parts = rel
    .replace(/\.mdx?$/, '')
    .split('/')
    .map((part) => part.replace(/^\d+-/, ''));
  if (slug?.startsWith('/')) return `${base}${slug === '/' ? '' : slug}` || '/';
  if (slug) parts[parts.length - 1] = slug;
  const last = parts.at(-1);
  if (last === 'index' || last === 'README') parts.pop();
  return [base, ...parts].join('/');
}

/** The URL of a blog post file such as `2025-09-11-ink-6-polkavm.md`. */
export function blogUrl(file: string, source = ''): string {
  const slug = slugOf(source);
  const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(path.basename(file));
  if (!match) throw new Error(`blog post without a date in its name: ${file}`);
  const [, year, month, day, name] = match;
  if (slug) return slug.startsWith('/') ? `/blog${slug}` : `/blog/${year}/${month}/${day}/${slug}`;
  return `/blog/${year}/${month}/${day}/${name}`;
}

function markdownFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name.startsWith('_')) return [];
    if (statSync(file).isDirectory()) return markdownFiles(file, base);
    return /\.mdx?$/.test(name) ? [path.relative(base, file)] : [];
  });
}

/** A measured page: `code` (code-heavy) or `plain`. */
export type BenchPage = {id: string; url: string; kind: 'code' | 'plain'};

/** `[{id, url, kind: 'code' | 'plain'}]` for the site at `siteDir`. */
export function benchPages(siteDir: string): BenchPage[] {
  const read = (file: string): string => readFileSync(path.join(siteDir, file), 'utf8');
  const pages: BenchPage[] = [];
  const add = (id: string, url: string, kind: BenchPage['kind']): void => {
    pages.push({id, url, kind});
  };

  const tutorials = markdownFiles(path.join(siteDir, 'tutorials'))
    .map((rel) => ({rel, source: read(`tutorials/${rel}`)}))
    .sort((a, b) => Buffer.byteLength(b.source) - Buffer.byteLength(a.source));
  for (const {rel, source} of tutorials.slice(0, 2))
    add(`tutorial ${rel.replace(/\.mdx?$/, '')}`, docUrl('/tutorials', rel, source), 'code');
  const faq = readdirSync(path.join(siteDir, 'docs/faq'))
    .filter((name) => /^migrating-.*\.mdx?$/.test(name))
    .sort();
  for (const name of faq)
    add(`v6 ${name.replace(/\.mdx?$/, '')}`, docUrl('/docs/v6', `faq/${name}`, read(`docs/faq/${name}`)), 'code');
  add('v6 basics/storing-values', docUrl('/docs/v6', 'basics/storing-values.md', read('docs/basics/storing-values.md')), 'code');

  const posts = readdirSync(path.join(siteDir, 'blog'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => ({name, source: read(`blog/${name}`)}))
    .map((post) => ({...post, code: codeStats(post.source).lines}))
    .sort((a, b) => b.code - a.code || a.name.localeCompare(b.name));
  for (const post of posts.slice(0, 2)) add(`blog ${post.name.replace(/\.mdx?$/, '')}`, blogUrl(post.name, post.source), 'code');

  add('home', '/', 'plain');
  add('v6 overview', docUrl('/docs/v6', 'overview.md', read('docs/overview.md')), 'plain');
  const plainPost = posts.at(-1);
  if (!plainPost) throw new Error(`no blog post in ${path.join(siteDir, 'blog')}`);
  add(
    `blog ${plainPost.name.replace(/\.mdx?$/, '')} (${plainPost.code ? `fewest code lines: ${plainPost.code}` : 'no code'})`,
    blogUrl(plainPost.name, plainPost.source),
    'plain',
  );
  return pages;
}
