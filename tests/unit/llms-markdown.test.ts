import {describe, expect, it} from 'vitest';
import {cleanMarkdown} from '@site/plugins/llms-txt/markdown';

/** The fenced code blocks of a Markdown text, each from its opening fence to its closing one. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm)].map((match) => match[0]);
}

describe('Markdown copy of a doc page', () => {
  it('drops the front matter and heads the text with the title as its h1', () => {
    const source = '---\ntitle: Events\ndescription: How events work.\nslug: /basics/events\n---\n\nAn event is emitted.\n';
    expect(cleanMarkdown(source, 'Events')).toBe('# Events\n\nAn event is emitted.\n');
  });

  it('replaces a leading h1 of the body with the title instead of showing two', () => {
    expect(cleanMarkdown('# Old heading\n\nText.\n', 'Events')).toBe('# Events\n\nText.\n');
  });

  it('removes MDX imports, exports and comments, keeps the prose around them', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  Thing,',
      "} from './thing';",
      '',
      'export const meta = {',
      '  a: 1,',
      '};',
      '',
      'Before {/* an inline note */} after.',
      '',
      '{/* a comment',
      'on two lines */}',
      '',
      '<!-- an HTML comment -->',
      '',
      'The end.',
    ].join('\n');
    expect(cleanMarkdown(source, 'T')).toBe('# T\n\nBefore  after.\n\nThe end.\n');
  });

  it('turns JSX components into their text: tab labels stay as bold lines, other tags go', () => {
    const source = [
      '<Tabs groupId="lang">',
      '  <TabItem value="rust" label="Rust" default>',
      '',
      'Use `Mapping<K, V>` here.',
      '',
      '  </TabItem>',
      '  <TabItem',
      '    value="ts"',
      "    label='TypeScript'>",
      '',
      'Or a client.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<DocCardList />',
      '',
      'A <Highlight color="#25c2a0">green</Highlight> word.',
    ].join('\n');
    expect(cleanMarkdown(source, 'T')).toBe(
      '# T\n\n**Rust**\n\nUse `Mapping<K, V>` here.\n\n**TypeScript**\n\nOr a client.\n\nA green word.\n',
    );
  });

  it('keeps lower-case HTML, which Markdown allows, and generic types inside inline code', () => {
    const source = '<details>\n<summary>More</summary>\n\nHidden `Vec<AccountId>` text.\n\n</details>\n';
    expect(cleanMarkdown(source, 'T')).toBe(`# T\n\n${source}`);
  });

  it('turns admonitions into block quotes headed by their title', () => {
    const source = [
      'Intro.',
      '',
      ':::note',
      'A plain note.',
      ':::',
      '',
      ':::caution[Pin the version]',
      'Pin it.',
      '',
      'Really.',
      '',
      ':::',
      '',
      ':::tip Spelled with a space',
      'Tip text.',
      ':::',
      '',
      'Outro.',
    ].join('\n');
    expect(cleanMarkdown(source, 'T')).toBe(
      [
        '# T',
        '',
        'Intro.',
        '',
        '> **Note**',
        '>',
        '> A plain note.',
        '',
        '> **Pin the version**',
        '>',
        '> Pin it.',
        '>',
        '> Really.',
        '',
        '> **Spelled with a space**',
        '>',
        '> Tip text.',
        '',
        'Outro.',
        '',
      ].join('\n'),
    );
  });

  it('nests admonitions as nested quotes', () => {
    const source = '::::info\nOuter.\n\n:::danger\nInner.\n:::\n::::\n';
    expect(cleanMarkdown(source, 'T')).toBe('# T\n\n> **Info**\n>\n> Outer.\n>\n> > **Danger**\n> >\n> > Inner.\n');
  });

  it('copies fenced code blocks byte for byte, even when they hold MDX-looking text', () => {
    const rust = [
      '```rust title="lib.rs" fragment',
      "import Tabs from '@theme/Tabs';",
      '',
      '',
      '',
      '#[ink(event)]',
      'pub struct Transferred<T> { {/* not a comment */} }',
      '   <Tabs>   ',
      ':::note',
      '# not a heading',
      '```',
    ].join('\n');
    const tilde = '~~~~ts\nexport const x = 1;\n```\nstill code\n~~~~';
    const indented = '1. Step:\n\n   ```bash\n   cargo contract build   \n   ```';
    const source = `---\ntitle: x\n---\n\nText.\n\n${rust}\n\n${tilde}\n\n${indented}\n`;
    const cleaned = cleanMarkdown(source, 'Code');
    expect(codeBlocks(cleaned)).toEqual([rust, tilde]);
    expect(cleaned).toContain(indented);
  });

  it('keeps code inside an admonition whole, each line only quoted', () => {
    const code = '```rust\nlet a = 1;\n\nlet b = 2;\n```';
    const cleaned = cleanMarkdown(`:::tip\nLike this:\n\n${code}\n:::\n`, 'T');
    expect(cleaned.replace(/^> ?/gm, '')).toContain(code);
  });

  it('drops explicit heading ids and collapses the blank lines removed markup leaves', () => {
    const source = '## Why no_std? {#why-no_std}\n\n\n\nBecause.\n\n{/* gone */}\n\n\n## Next\n';
    expect(cleanMarkdown(source, 'FAQ')).toBe('# FAQ\n\n## Why no_std?\n\nBecause.\n\n## Next\n');
  });

  it('leaves a page that has only a title as just the title', () => {
    expect(cleanMarkdown('---\ntitle: Empty\n---\n', 'Empty')).toBe('# Empty\n');
  });

  it('makes links from the site root absolute when given the site URL, leaving code alone', () => {
    const source =
      'See [events](/docs/v6/basics/events#topics), ![logo](/img/logo.svg), `[x](/y)` and [ink](https://github.com/use-ink/ink).\n\n```md\n[a](/b)\n```\n';
    expect(cleanMarkdown(source, 'T', 'https://use.ink/')).toBe(
      '# T\n\nSee [events](https://use.ink/docs/v6/basics/events#topics), ![logo](https://use.ink/img/logo.svg), `[x](/y)` and [ink](https://github.com/use-ink/ink).\n\n```md\n[a](/b)\n```\n',
    );
    expect(cleanMarkdown(source, 'T')).toContain('[events](/docs/v6/basics/events#topics)');
  });

  it('keeps GFM as written: a table, its site-root links made absolute and its components gone; bare URLs, footnotes, strikethrough', () => {
    const source = [
      '| Name | Where |',
      '| --- | --- |',
      '| `a \\| b` | [events](/docs/events) <Badge>new</Badge> |',
      '',
      'Read https://use.ink/docs or www.example.com, ~~old~~ new.[^1]',
      '',
      '- [x] done',
      '',
      '[^1]: A note with [a link](/docs/notes).',
    ].join('\n');
    expect(cleanMarkdown(source, 'T', 'https://use.ink/')).toBe(
      [
        '# T',
        '',
        '| Name | Where |',
        '| --- | --- |',
        '| `a \\| b` | [events](https://use.ink/docs/events) new |',
        '',
        'Read https://use.ink/docs or www.example.com, ~~old~~ new.[^1]',
        '',
        '- [x] done',
        '',
        '[^1]: A note with [a link](https://use.ink/docs/notes).',
        '',
      ].join('\n'),
    );
  });
});
