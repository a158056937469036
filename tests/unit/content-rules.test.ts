import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, checkPage, proseWordCount} from '../../tools/checks/content-rules';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const KEYWORDS = 'keywords: [one, two, three, four]';
const page = (body: string, frontMatter = `title: T\ndescription: D\n${KEYWORDS}`) => `---\n${frontMatter}\n---\n\n${body}\n`;

describe('content rules', () => {
  it('accepts a finished page', async () => {
    expect(await checkPage('a.md', page(`${words(160)}\n\n\`\`\`rust\nfn main() {}\n\`\`\``))).toEqual([]);
  });

  it('does not count code as prose', () => {
    expect(proseWordCount(`${words(10)}\n\n\`\`\`rust\n${words(500)}\n\`\`\`\n`)).toBe(10);
  });

  it('flags thin pages, stub words and missing front matter', async () => {
    const problems = await checkPage('a.md', page('Coming soon.', 'title: T'));
    expect(problems.join('\n')).toMatch(/words of prose/);
    expect(problems.join('\n')).toMatch(/stub text/);
    expect(problems.join('\n')).toMatch(/no description/);
  });

  it('asks for 4 to 8 keywords, each a phrase', async () => {
    const problems = async (keywords: string) =>
      (await checkPage('a.md', page(words(160), `title: T\ndescription: D\n${keywords}`))).join();
    expect(await problems('')).toMatch(/needs keywords/);
    expect(await problems('keywords: hash map, dictionary, key-value, lookup')).toMatch(/needs keywords/);
    expect(await problems('keywords: [a, b, c]')).toMatch(/needs keywords/);
    expect(await problems('keywords: [a, b, c, d, e, f, g, h, i]')).toMatch(/needs keywords/);
    expect(await problems('keywords: [a, b, "", d]')).toMatch(/needs keywords/);
    expect(await problems('keywords: [hash map, dictionary, "key-value store", "Mapping::get"]')).toBe('');
  });

  it('flags Rust that does not parse unless marked as a fragment', async () => {
    const broken = '```rust\nfn main( {\n```';
    expect((await checkPage('a.md', page(`${words(160)}\n\n${broken}`))).join()).toMatch(/does not parse/);
    const marked = '```rust fragment\nfn main( {\n```';
    expect(await checkPage('a.md', page(`${words(160)}\n\n${marked}`))).toEqual([]);
  });

  it('flags a component in a doc, tutorial or post (kept as the server’s HTML), but not a Markdown partial or a top-level page', async () => {
    const tabs = `import Tabs from '@theme/Tabs';\n\n${words(160)}\n\n<Tabs>\n\nA tab\n\n</Tabs>`;
    expect((await checkPage(path.join(ROOT, 'docs/a.mdx'), page(tabs))).join()).toMatch(
      /component <Tabs> at body line 6: a doc, tutorial or post is kept as the server's HTML/,
    );
    expect(await checkPage(path.join(ROOT, 'src/pages/a.mdx'), page(`# Title\n\n${tabs}`))).toEqual([]);
    const partial = `import Setup from './_setup.md';\n\n${words(160)}\n\n<Setup />`;
    expect(await checkPage(path.join(ROOT, 'docs/a.mdx'), page(partial))).toEqual([]);
  });

  it('accepts Docusaurus heading ids', async () => {
    expect(await checkPage('a.md', page(`## Why no_std? {#why-no_std}\n\n${words(160)}`))).toEqual([]);
  });

  it('flags a second h1 or an h4+ heading, but not a comment in a shell block', async () => {
    const problems = (
      await checkPage('a.md', page(`# Again a title\n\n${words(160)}\n\n#### Too deep\n\n## Fine\n\n### Fine too`))
    ).join('\n');
    expect(problems).toMatch(/h1 heading "Again a title"/);
    expect(problems).toMatch(/h4 heading "Too deep"/);
    expect(problems).not.toMatch(/Fine/);
    expect(await checkPage('a.md', page(`${words(160)}\n\n\`\`\`bash\n# install it\ncargo install x\n\`\`\``))).toEqual([]);
  });

  it('lets a top-level page, which the theme shows without a title, have one h1 of its own', async () => {
    const topLevel = path.join(ROOT, 'src/pages/a.mdx');
    expect(await checkPage(topLevel, page(`# Title\n\n${words(160)}`))).toEqual([]);
    expect((await checkPage(topLevel, page(`# Title\n\n${words(160)}\n\n# Again`))).join()).toMatch(/h1 heading "Again"/);
  });

  it('flags MDX that would break the build', async () => {
    expect((await checkPage('a.md', page(`${words(160)} Vec<String> here`))).join()).toMatch(/MDX does not compile/);
  });
});

describe('front matter', () => {
  it('flags a value that an unquoted " #" cuts short', async () => {
    const problems = await checkPage(
      'a.md',
      page(words(160), `title: T\ndescription: Declare events with #[ink(event)]\n${KEYWORDS}`),
    );
    expect(problems.join()).toMatch(/cut short/);
  });
});
