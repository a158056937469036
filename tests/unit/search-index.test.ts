import {cpSync, existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import search, {indexVersion, type Options} from '@site/plugins/search';
import {indexFiles} from '@site/plugins/search/indexer/files';
import {readablePart, recordsFromHtml} from '@site/plugins/search/indexer/html';
import {withSecurityPolicy} from '@site/plugins/finished-pages/security-policy';
import {markdownBlocks} from '@site/plugins/search/indexer/markdown';
import {pageRecords} from '@site/plugins/search/indexer/records';
import {decodeBody, decodeHead, decodeIndex, encodeIndex} from '@site/plugins/search/engine/indexFormat';
import {heading, page, text} from '../helpers/searchFixture';

function docsPage(body: string, {tag = 'docs-default-current', extraHead = ''} = {}): string {
  return `<!doctype html><html class="docs-wrapper plugin-docs docs-doc-page"><head>
    <title>Mapping | ink!</title>
    <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">
    <meta name="description" content="The Mapping API.">${extraHead}</head>
    <body><nav class="navbar">Docs Blog</nav><main><article>
      <nav class="theme-doc-breadcrumbs"><ul><li><a aria-label="Home page"><svg></svg></a></li>
      <li><span>Data structures</span></li><li><span>Mapping</span></li></ul></nav>
      <div class="theme-doc-markdown markdown"><header><h1>Mapping</h1></header>${body}</div>
      <footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
}

describe('search index: records from built HTML', () => {
  it('cuts a docs page into title, heading and section records with the DocSearch facets', () => {
    const html = docsPage(`
      <p>Each entry has its own <code>storage</code> cell.</p>
      <h2 id="insert">Insert<a class="hash-link" href="#insert">\u200b</a></h2>
      <p>Call insert.</p><ul><li>One <p>nested</p></li></ul>
      <pre><code>let code_is_skipped = 1;</code></pre>
      <h3 id="limits">Size limits</h3><table><tr><td>max</td><td>16 KiB</td></tr></table>`);
    const records = recordsFromHtml(html, '/docs/v6/datastructures/mapping', ' | ink!');
    expect(records).toEqual([
      {
        url: '/docs/v6/datastructures/mapping',
        type: 'lvl1',
        hierarchy: ['Data structures', 'Mapping'],
        content: 'The Mapping API.',
        language: 'en',
        tag: 'docs-default-current',
      },
      {
        url: '/docs/v6/datastructures/mapping',
        type: 'content',
        hierarchy: ['Data structures', 'Mapping'],
        content: 'Each entry has its own storage cell.',
        language: 'en',
        tag: 'docs-default-current',
      },
      {
        url: '/docs/v6/datastructures/mapping#insert',
        type: 'lvl2',
        hierarchy: ['Data structures', 'Mapping', 'Insert'],
        content: null,
        language: 'en',
        tag: 'docs-default-current',
      },
      {
        url: '/docs/v6/datastructures/mapping#insert',
        type: 'content',
        hierarchy: ['Data structures', 'Mapping', 'Insert'],
        content: 'Call insert. One nested',
        language: 'en',
        tag: 'docs-default-current',
      },
      {
        url: '/docs/v6/datastructures/mapping#limits',
        type: 'lvl3',
        hierarchy: ['Data structures', 'Mapping', 'Insert', 'Size limits'],
        content: null,
        language: 'en',
        tag: 'docs-default-current',
      },
      {
        url: '/docs/v6/datastructures/mapping#limits',
        type: 'content',
        hierarchy: ['Data structures', 'Mapping', 'Insert', 'Size limits'],
        content: 'max 16 KiB',
        language: 'en',
        tag: 'docs-default-current',
      },
    ]);
  });

  it("keeps the page's keywords (ranking's evidence of what it is about) on its title record only", () => {
    const html = docsPage('<p>Each entry has its own cell.</p>', {
      extraHead: '<meta name="keywords" content="hash map,key-value store,StorageMap">',
    });
    const [title, ...rest] = recordsFromHtml(html, '/docs/v6/datastructures/mapping', ' | ink!');
    expect(title).toMatchObject({type: 'lvl1', content: 'The Mapping API.', keywords: 'hash map,key-value store,StorageMap'});
    expect(rest.map((record) => record.keywords)).toEqual([undefined]);
    // A page without keywords has none.
    expect(recordsFromHtml(docsPage('<p>x</p>'), '/x', ' | ink!')[0]).not.toHaveProperty('keywords');
  });

  it('skips redirect pages and pages without DocSearch meta', () => {
    expect(
      recordsFromHtml(docsPage('<p>x</p>', {extraHead: '<meta http-equiv="refresh" content="0; url=/x">'}), '/x', ' | ink!'),
    ).toEqual([]);
    expect(recordsFromHtml('<html><head><title>Redirect</title></head><body>x</body></html>', '/y', ' | ink!')).toEqual([]);
  });

  it("indexes the blog's list, archive, tag and author pages by their name, among the site's pages", () => {
    const tagPage = `<!doctype html><html class="blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default"><head>
      <title>6 posts tagged with "Release" | ink!</title>
      <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="blog_tags_posts">
      <meta name="description" content="Announcements of new ink! releases."></head>
      <body><main><header><h1>6 posts tagged with "Release"</h1></header>
      <article><h2>ink! 6 is out</h2><p>The post's summary.</p></article></main></body></html>`;
    expect(recordsFromHtml(tagPage, '/blog/tags/release', ' | ink!')).toEqual([
      {
        url: '/blog/tags/release',
        type: 'lvl1',
        hierarchy: ['Blog', '6 posts tagged with "Release"'],
        content: null,
        language: 'en',
        tag: 'default',
      },
    ]);
  });

  it('keeps headings one level apart and falls back to "Documentation" outside categories', () => {
    const html = docsPage('<h2 id="a">A</h2><h4 id="b">B</h4><p>text</p>').replace(/<li><span>Data structures<\/span><\/li>/, '');
    const records = recordsFromHtml(html, '/docs/v6/intro', ' | ink!');
    expect(records.find((record) => record.url.endsWith('#b'))).toMatchObject({
      type: 'lvl3',
      hierarchy: ['Documentation', 'Mapping', 'A', 'B'],
    });
  });
});

describe('search index: the part of a page that is parsed', () => {
  const page = (body: string) =>
    `<!doctype html><html class="docs-doc-page"><head><title>T</title></head><body><nav>Docs</nav><aside><p>Sidebar</p></aside>${body}<footer><p>Footer</p></footer></body></html>`;

  it('keeps <html>, <head> and <main>, and empties code blocks; a page without <main> stays whole', () => {
    const main = '<main class="m"><p>Read</p><pre class="prism"><code><span>let a = 1;</span></code></pre><p>Too</p></main>';
    expect(readablePart(page(main))).toBe(
      '<!doctype html><html class="docs-doc-page"><head><title>T</title></head><body><main class="m"><p>Read</p><pre class="prism"></pre><p>Too</p></main></body></html>',
    );
    expect(readablePart(page('<div><pre>x</pre></div>'))).toBe(page('<div><pre></pre></div>'));
  });

  it('reads a command (a shell block of up to three lines) as a paragraph of its text, and no other code', () => {
    const block = (language: string, lines: string[]) =>
      `<div class="theme-code-block language-${language} block_x"><div class=content_y><pre tabindex=0 class=pre_z><code class=lines_w>${lines
        .map((line) => `<span class=line>${line}</span>`)
        .join('\n')}</code></pre></div></div>`;
    const command = block('bash', ['<span class=c2>pop</span><span class=c5> build</span>', 'cargo contract build --release']);
    const script = block('bash', ['a', 'b', 'c', 'd']);
    const rust = block('rust', ['let x = 1;']);
    // The text keeps its escapes: `&lt;` is read as `<`, never as markup.
    const escaped = block('console', ['$ cargo contract call --args &lt;value&gt;']);
    const emptied = (language: string) =>
      `<div class="theme-code-block language-${language} block_x"><div class=content_y><pre tabindex=0 class=pre_z></pre></div></div>`;
    const asText = (language: string, text: string) =>
      `<div class="theme-code-block language-${language} block_x"><div class=content_y><p>${text}</p></div></div>`;
    expect(readablePart(page(`<main>${command}${script}${rust}${escaped}</main>`))).toBe(
      '<!doctype html><html class="docs-doc-page"><head><title>T</title></head><body><main>' +
        asText('bash', 'pop build\ncargo contract build --release') +
        emptied('bash') +
        emptied('rust') +
        asText('console', '$ cargo contract call --args &lt;value&gt;') +
        '</main></body></html>',
    );
    const records = recordsFromHtml(
      docsPage(`<h2 id="build">Build</h2><p>Run:</p>${command}${script}${escaped}`),
      '/docs/v6/b',
      ' | ink!',
    );
    expect(records.at(-1)?.content).toBe('Run: pop build cargo contract build --release $ cargo contract call --args <value>');
  });

  it("leaves out the head's scripts and links, so a page is the same text in every build of it", () => {
    const built = (bundle: string) =>
      page('<main><p>Read</p></main>').replace(
        '</head>',
        `<link rel="stylesheet" href="/assets/css/styles.${bundle}.css"><script src="/assets/js/main.${bundle}.js" defer></script><script>window.x = 1;</script></head>`,
      );
    expect(readablePart(built('1a2b'))).toBe(readablePart(built('3c4d')));
    expect(readablePart(built('1a2b'))).toBe(readablePart(page('<main><p>Read</p></main>')));
  });

  it("is the same before and after the build's last pass writes the page's security policy", () => {
    const before = page('<main><p>Read</p></main>').replace('<head>', '<head><meta charset="utf-8">');
    const after = withSecurityPolicy(before, () => "script-src 'self'", 'strict-origin-when-cross-origin');
    expect(after).not.toBe(before);
    expect(readablePart(after)).toBe(readablePart(before));
  });

  it('gives the records of the whole page', () => {
    const html = docsPage('<h2 id="a">A</h2><p>text</p><pre><code>code</code></pre>').replace(
      '<main>',
      '<aside><ul><li>Sidebar entry</li></ul></aside><main>',
    );
    const records = recordsFromHtml(html, '/docs/v6/intro', ' | ink!');
    expect(records.map((record) => record.content)).toEqual(['The Mapping API.', null, 'text']);
    expect(recordsFromHtml(readablePart(html), '/docs/v6/intro', ' | ink!')).toEqual(records);
  });
});

describe('search index: records from Markdown (dev server)', () => {
  it('reads headings, anchors, text and commands, without front matter, other code or JSX', () => {
    const blocks = markdownBlocks(
      [
        '---',
        'title: Mapping',
        '---',
        "import Tabs from '@theme/Tabs';",
        '',
        'A [Mapping](/docs/v6/x) stores **entries** with `insert`.',
        '',
        '```rust',
        'let hidden = 1;',
        '```',
        '```bash',
        'pop build',
        '```',
        '```bash',
        'echo 1',
        'echo 2',
        'echo 3',
        'echo hidden',
        '```',
        '## Size limits {#limits}',
        '',
        '| a | b |',
        '| --- | --- |',
        '| max | 16 KiB |',
        '### Why storage_never_freed',
        ':::note',
        '- keep <Highlight>this</Highlight>',
        ':::',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      {kind: 'text', text: 'A Mapping stores entries with insert.'},
      {kind: 'text', text: 'pop build'},
      {kind: 'heading', level: 2, text: 'Size limits', anchor: 'limits'},
      {kind: 'text', text: 'a b max 16 KiB'},
      {kind: 'heading', level: 3, text: 'Why storage_never_freed', anchor: 'why-storage_never_freed'},
      {kind: 'text', text: 'keep this'},
    ]);
  });
});

describe('search index: files and their format', () => {
  it('has one file per docs version and one for tutorials, blog and pages', () => {
    const allContent: AllContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {versionName: 'current', path: '/docs/v6'},
            {versionName: 'v5', path: '/docs/v5/'},
            {versionName: 'next', path: '/docs/next'},
          ],
        },
        tutorials: {loadedVersions: [{versionName: 'current', path: '/tutorials'}]},
      },
    };
    // Each docs version's file says which ink! release it documents, where its path names one.
    expect(indexFiles(allContent)).toEqual([
      {path: 'search-index/docs-default-current.json', tags: ['docs-default-current'], release: '6'},
      {path: 'search-index/docs-default-v5.json', tags: ['docs-default-v5'], release: '5'},
      {path: 'search-index/docs-default-next.json', tags: ['docs-default-next']},
      {path: 'search-index/site.json', tags: ['default', 'docs-tutorials-current']},
    ]);
  });

  it('writes each page once (head: title and headings; body: texts) and reads back the same records', () => {
    const records = [
      page({
        url: '/a',
        title: 'Mapping',
        description: 'Key-value storage',
        keywords: 'hash map,dictionary',
        blocks: [text('insert insert and get')],
      }),
      page({
        url: '/b',
        title: 'Events',
        blocks: [
          text('emit an event with topics'),
          heading('Topics', 'topics'),
          text('up to four'),
          heading('Deep', 'deep', 4),
          heading('No anchor', '', 2),
          text('below'),
        ],
      }),
    ].flatMap(pageRecords);
    const {head, body} = encodeIndex(records);
    expect(decodeIndex(head, body)).toEqual(records.map((record, id) => ({id, ...record})));
    // The head alone: titles and headings, no texts.
    expect(decodeHead(head).flatMap((entry) => entry.heads)).toEqual(records.filter((record) => record.type !== 'content'));
    // The repeated fields are stored once per page, not per record.
    expect(head.match(/Events/g)).toHaveLength(1);
    expect(head.match(/"en"/g)).toHaveLength(1);
  });

  it('reads index files defensively: wrong shapes are skipped, anything else is refused', () => {
    const pages = decodeHead(
      '{"f": 3, "l": "en", "p": [["/a", 5, "T", 7, null, [[1, 2, "H"], ["x", 3, "Sub"], "junk"], 9], 7, [3]]}',
    );
    expect(pages.flatMap((entry) => entry.heads)).toEqual([
      {url: '/a', type: 'lvl1', hierarchy: ['', 'T'], content: null, language: 'en', tag: ''},
      {url: '/a', type: 'lvl2', hierarchy: ['', 'T', 'H'], content: null, language: 'en', tag: ''},
      {url: '/a#x', type: 'lvl3', hierarchy: ['', 'T', 'H', 'Sub'], content: null, language: 'en', tag: ''},
    ]);
    expect(decodeBody(pages, '[[0, "text", 9, "no such heading", 1, 5, 1]]')).toEqual([
      {url: '/a', type: 'content', hierarchy: ['', 'T'], content: 'text', language: 'en', tag: ''},
    ]);
    expect(() => decodeHead('[{"url": "/a"}]')).toThrow('Not a search index');
    expect(() => decodeHead('{"f": 2, "p": []}')).toThrow('Not a search index');
    expect(() => decodeBody(pages, '{"p": []}')).toThrow('Not a search index');
  });
});

describe('search plugin: the same theme in both modes', () => {
  const context = {
    baseUrl: '/',
    siteDir: '/site',
    generatedFilesDir: '/site/.docusaurus',
    i18n: {currentLocale: 'en'},
    siteConfig: {title: 'ink!', titleDelimiter: '|'},
  } as unknown as LoadContext;
  const allContent = {
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{versionName: 'current'}]}},
  } as unknown as AllContent;

  async function plugin(mode: Options['mode']): Promise<{plugin: Plugin; globalData: unknown}> {
    const instance = (await search({mode, devServer: false, excludePaths: ['search']})(context, {})) as Plugin;
    const setGlobalData = vi.fn();
    await instance.allContentLoaded?.({allContent, actions: {setGlobalData}} as unknown as Parameters<
      NonNullable<Plugin['allContentLoaded']>
    >[0]);
    return {plugin: instance, globalData: setGlobalData.mock.calls[0]?.[0]};
  }

  it('hosted: the SearchBar and SearchPage and the mode, no index and no stubs', async () => {
    const {plugin: hosted, globalData} = await plugin('hosted');
    const themePath = hosted.getThemePath?.() ?? '';
    expect(existsSync(path.join(themePath, 'SearchBar/index.tsx'))).toBe(true);
    expect(existsSync(path.join(themePath, 'SearchPage/index.tsx'))).toBe(true);
    expect(globalData).toEqual({mode: 'hosted'});
    expect(hosted.postBuild).toBeUndefined();
    expect(hosted.configureWebpack).toBeUndefined();
  });

  it('embedded: the same theme, plus the index files in the global data, the index and the stubs', async () => {
    const {plugin: embedded, globalData} = await plugin('embedded');
    expect(embedded.name).toBe((await plugin('hosted')).plugin.name);
    expect(embedded.getThemePath?.()).toBe((await plugin('hosted')).plugin.getThemePath?.());
    expect(globalData).toMatchObject({mode: 'embedded', files: indexFiles(allContent)});
    expect(embedded.postBuild).toBeTypeOf('function');
    expect(embedded.configureWebpack).toBeTypeOf('function');
  });
});

describe('the index files’ version (how the browser asks for them)', () => {
  it('stays the same for the same site, and changes with its content or its code', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'index-version-'));
    try {
      for (const entry of ['docusaurus.config.ts', 'package-lock.json', 'config', 'plugins/search/indexer']) {
        cpSync(path.resolve(__dirname, '../..', entry), path.join(site, entry), {recursive: true});
      }
      cpSync(path.resolve(__dirname, '../../src/utils'), path.join(site, 'src/utils'), {recursive: true});
      const content = {'docusaurus-plugin-content-docs': {default: {versions: [{label: 'v6'}]}}} as unknown as AllContent;
      const version = indexVersion(site, content);
      expect(indexVersion(site, structuredClone(content))).toBe(version);
      expect(indexVersion(site, {...content, other: {}} as AllContent)).not.toBe(version);
      writeFileSync(path.join(site, 'plugins/search/indexer/html.ts'), '// changed');
      expect(indexVersion(site, content)).not.toBe(version);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});
