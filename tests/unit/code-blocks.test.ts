import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, it, vi} from 'vitest';
import {highlight, highlightedLines, LANGUAGES, palettes} from '@site/plugins/code-blocks/highlight';
import {createHighlighter} from 'shiki';
import {backgroundsOf, colourClass, contrast, pairThemes, readable} from '@site/plugins/code-blocks/palette';
import remarkCodeBlocks from '@site/plugins/code-blocks/remark';
import {copyText} from '@site/plugins/code-blocks/copyText';
import {apiCards, linkedApiCards, linkedNames, linkerFor} from '@site/plugins/code-blocks/apiLinks';
import {definitionsByPlace} from '../../tools/checks/api-definitions';
import {codeBlocks, parseMarkdown} from '../../tools/markdown';

const ROOT = path.join(__dirname, '../..');

/** The first Rust block of a real page. */
function firstRustBlock(file: string): {code: string; meta: string} {
  const block = codeBlocks(parseMarkdown(readFileSync(path.join(ROOT, file), 'utf8'))).find((b) => b.lang === 'rust');
  if (!block) throw new Error(`no Rust block in ${file}`);
  return {code: block.value, meta: block.meta};
}

describe('line highlights', () => {
  it('reads a range in the meta and keeps the code as written', () => {
    const {code, lines} = highlightedLines('a\nb\nc\nd', '{1,3-4}');
    expect(code).toBe('a\nb\nc\nd');
    expect([...lines]).toEqual([1, 3, 4]);
  });

  it('reads highlight comments, removes them, and marks the lines they point at', () => {
    const source = [
      'fn a() {',
      '    // highlight-next-line',
      '    one();',
      '    // highlight-start',
      '    two();',
      '    three();',
      '    // highlight-end',
      '}',
    ];
    const {code, lines} = highlightedLines(source.join('\n'));
    expect(code).toBe(['fn a() {', '    one();', '    two();', '    three();', '}'].join('\n'));
    expect([...lines]).toEqual([2, 3, 4]);
  });

  it('takes the shell and TOML comment forms too', () => {
    expect([...highlightedLines('# highlight-next-line\nls').lines]).toEqual([1]);
  });
});

describe('token colours', () => {
  it.each(['light', 'dark'] as const)(
    '%s: every token colour reads at 4.5:1 on the block, a highlighted, an added and a removed line',
    async (mode) => {
      const palette = (await palettes())[mode];
      const backgrounds = Object.values(backgroundsOf(palette));
      const low = palette.shown.flatMap((colour) =>
        backgrounds
          .filter((bg) => contrast(colour, bg) < 4.5)
          .map((bg) => `${colour} on ${bg}: ${contrast(colour, bg).toFixed(2)}`),
      );
      expect(low).toEqual([]);
    },
  );
});

describe('one tokenising pass for both colour modes', () => {
  it('colours every character of real blocks as the light and the dark theme each would, and refuses themes that are no pair', async () => {
    const shiki = await createHighlighter({themes: ['github-light', 'github-dark', 'dracula'], langs: ['rust', 'toml', 'bash']});
    const [light, dark] = [shiki.getTheme('github-light'), shiki.getTheme('github-dark')];
    const paired = pairThemes(light, dark);
    await shiki.loadTheme(paired.theme);
    const colours = (code: string, lang: 'rust' | 'toml' | 'bash', theme: string) =>
      shiki
        .codeToTokens(code, {lang, theme})
        .tokens.flat()
        .flatMap((token) => [...token.content].map(() => token.color?.toLowerCase() ?? ''));
    const blocks = [
      ...['docs', 'versioned_docs/version-v5', 'versioned_docs/version-v4', 'versioned_docs/version-v3'].map((dir) => ({
        lang: 'rust' as const,
        code: firstRustBlock(`${dir}/basics/storing-values.md`).code,
      })),
      {lang: 'toml' as const, code: '[dependencies]\nink = { version = "6.0.0-beta.1", default-features = false }'},
      {lang: 'bash' as const, code: 'cargo contract build --release # optimised\necho "$HOME"'},
    ];
    // For each class of the one pass: the colours the two themes give the same characters.
    const seen = new Map<string, Set<string>>();
    for (const {code, lang} of blocks) {
      const [one, ownLight, ownDark] = [paired.theme.name, 'github-light', 'github-dark'].map((theme) =>
        colours(code, lang, theme),
      );
      one?.forEach((colour, i) => {
        const name = colourClass(colour) ?? 'none';
        seen.set(name, (seen.get(name) ?? new Set()).add(`${ownLight?.[i]} ${ownDark?.[i]}`));
      });
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const [name, pairs] of seen) {
      expect([...pairs], name).toHaveLength(1);
      const [ownLight = '', ownDark = ''] = [...pairs][0]?.split(' ') ?? [];
      if (name === 'none') {
        expect([ownLight, ownDark]).toEqual([light.fg.toLowerCase(), dark.fg.toLowerCase()]);
        continue;
      }
      const index = Number(name.slice(1));
      for (const [mode, own] of [
        ['light', ownLight],
        ['dark', ownDark],
      ] as const) {
        const palette = paired[mode];
        expect(palette.shown[index], `${name} ${mode}`).toBe(readable(own, Object.values(backgroundsOf(palette))));
      }
    }
    expect(() => pairThemes(light, shiki.getTheme('dracula'))).toThrow(/not a pair/);
  });
});

describe('highlighting a block', () => {
  it.each([
    ['v6', 'docs/basics/storing-values.md'],
    ['v5', 'versioned_docs/version-v5/basics/storing-values.md'],
    ['v4', 'versioned_docs/version-v4/basics/storing-values.md'],
    ['v3', 'versioned_docs/version-v3/basics/storing-values.md'],
  ])('%s: a real Rust block becomes one span per line with class colours, and copies as written', async (_version, file) => {
    const {code, meta} = firstRustBlock(file);
    const {html, copy} = await highlight({code, lang: 'rust', meta});
    expect(copy).toBe(code.replace(/\n$/, ''));
    expect(html.match(/<span class="line[ "]/g)).toHaveLength(copy.split('\n').length);
    // Compact, valid markup: classes, no inline styles, nothing but phrasing content.
    expect(html).not.toMatch(/style=|<div|<pre|<code/);
    expect(html).toMatch(/class="c\d+"/);
    // No element a token does not need: none without a class, no two neighbours of one class.
    expect(html).not.toMatch(/<span>/);
    expect(html).not.toMatch(/<span (class="[^"]*")>[^<]*<\/span><span \1>/);
  });

  it('shows a diff with both sides and copies only the new one', async () => {
    const code = 'fn f() {\n    let a = old(); // [!code --]\n    let a = new(); // [!code ++]\n}';
    const {html, copy} = await highlight({code, lang: 'rust'});
    expect(html).toContain('line diff remove');
    expect(html).toContain('line diff add');
    expect(html).not.toContain('[!code');
    expect(copy).toBe('fn f() {\n    let a = new();\n}');
  });

  it('copies the characters markup escapes as they are written', async () => {
    const code = 'let s = "<a & b>"; // \'quoted\' &amp; &#x26;';
    for (const lang of ['rust', 'text']) expect((await highlight({code, lang})).copy).toBe(code);
  });

  it('fails on an unknown language, naming the languages it knows', async () => {
    await expect(highlight({code: 'x', lang: 'rsut'})).rejects.toThrow(/unknown code block language "rsut"; known: .*rust/);
  });

  it('knows every language the content fences name', () => {
    const used = new Set<string>();
    for (const dir of ['docs', 'versioned_docs', 'tutorials', 'blog', 'src/pages']) {
      const files = readdirRecursive(path.join(ROOT, dir)).filter((file) => /\.mdx?$/.test(file));
      for (const file of files) for (const block of codeBlocks(parseMarkdown(readFileSync(file, 'utf8')))) used.add(block.lang);
    }
    expect([...used].filter((lang) => !(lang in LANGUAGES))).toEqual([]);
  });

  it('returns the same markup from its cache', async () => {
    const block = {code: 'let x = 1;', lang: 'rust'};
    expect(await highlight(block)).toEqual(await highlight({...block}));
  });
});

describe('the token stylesheet', () => {
  it('is kept with the highlighted blocks: a rebuild writes it without starting the highlighter', async () => {
    const build = await import('@site/plugins/code-blocks/highlight');
    const css = await build.codeThemeCss();
    expect(css).toMatch(/\.c\d+/);
    await build.storeHighlights();
    // A rebuild: the modules loaded afresh, as by a new process.
    vi.resetModules();
    const {ModuleWorker} = await import('@site/tools/lib/module-worker');
    const call = vi.spyOn(ModuleWorker.prototype, 'call');
    const rebuild = await import('@site/plugins/code-blocks/highlight');
    expect(await rebuild.codeThemeCss()).toBe(css);
    expect(call).not.toHaveBeenCalled();
    call.mockRestore();
  });
});

describe('the remark step', () => {
  it('hands the block its HTML and nothing else (the copy text is read from it), and says where an unknown language is', async () => {
    const code: Code = {type: 'code', lang: 'toml', meta: 'title="Cargo.toml"', value: '[package]\nname = "x"'};
    const tree: Root = {type: 'root', children: [code]};
    await remarkCodeBlocks()(tree, new VFile({path: 'docs/a.md'}));
    expect(code.value).toBe('');
    const {html, ...shown} = code.data?.hProperties as {html: string};
    expect(html).toContain('class="line"');
    expect(copyText(html)).toBe('[package]\nname = "x"');
    // The title and line numbers as the theme's chrome takes them, read from the meta here.
    expect(shown).toEqual({title: 'Cargo.toml'});
    const numbered: Code = {type: 'code', lang: 'bash', meta: "showLineNumbers=5 title='run.sh'", value: 'ls'};
    await remarkCodeBlocks()({type: 'root', children: [numbered]}, new VFile({path: 'docs/a.md'}));
    expect(numbered.data?.hProperties).toMatchObject({title: 'run.sh', showLineNumbers: 5});

    const bad = {
      type: 'root' as const,
      children: [
        {type: 'code' as const, lang: 'tomll', value: 'x', position: {start: {line: 7, column: 1}, end: {line: 9, column: 1}}},
      ],
    };
    await expect(remarkCodeBlocks()(bad, new VFile({path: 'docs/b.md'}))).rejects.toThrow(
      /^docs\/b\.md:7: unknown code block language "tomll"/,
    );
  });
});

function readdirRecursive(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? readdirRecursive(full) : [full];
  });
}

describe('ink! names linked to their definition at the page’s release', () => {
  const TAGS = {v6: 'v6.0.0-beta.1', v5: 'v5.1.1', v4: 'v4.3.0', v3: 'v3.4.0'} as const;
  const PAGES = {
    v6: 'docs/basics/storing-values.md',
    v5: 'versioned_docs/version-v5/basics/storing-values.md',
    v4: 'versioned_docs/version-v4/basics/storing-values.md',
    v3: 'versioned_docs/version-v3/basics/storing-values.md',
  } as const;

  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])('%s: a real block links its ink! names to that tag', async (version) => {
    const {code, meta} = firstRustBlock(PAGES[version]);
    const {html} = await highlight({code, lang: 'rust', meta, linker: linkerFor(version)});
    const hrefs = linkedNames(html);
    expect(hrefs.length).toBeGreaterThan(3);
    const tagUrl = `https://github.com/use-ink/ink/blob/${TAGS[version]}/`;
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${tagUrl.replace(/\./g, '\\.')}crates/[\\w/.-]+\\.rs#L\\d+$`));
    // The link is all the markup carries; its place names the card in the release's card file.
    expect(html).not.toMatch(/data-/);
    const cards = apiCards(hrefs).get(TAGS[version]) ?? {};
    for (const href of hrefs) expect(cards[href.slice(tagUrl.length)]?.[0]).toMatch(/\S/);
    // The link wraps the name's own tokens: the text of the code is unchanged.
    const text = (markup: string) => markup.replace(/<(?:"[^"]*"|[^>"])*>/g, '');
    expect(text(html)).toBe(text((await highlight({code, lang: 'rust', meta})).html));
  });

  it('finds the links in a page as written or as the minifier leaves them, and fails on one no release defines', () => {
    const href = 'https://github.com/use-ink/ink/blob/v6.0.0-beta.1/crates/ink/macro/src/lib.rs#L537';
    expect(
      linkedNames(`<a href="${href}" class="api">x</a><a href=/docs class=menu>y</a><a href=${href} class=api>z</a>`),
    ).toEqual([href, href]);
    expect(apiCards([href]).get('v6.0.0-beta.1')).toEqual({
      'crates/ink/macro/src/lib.rs#L537': [expect.stringContaining('fn contract'), expect.any(String)],
    });
    expect(() => apiCards([href.replace('#L537', '#L99999')])).toThrow(/no definition of the ink! link/);
  });

  it('reads the links of a build from its pages, each once: not from the pages’ x.html copies', async () => {
    const href = 'https://github.com/use-ink/ink/blob/v6.0.0-beta.1/crates/ink/macro/src/lib.rs#L537';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'api-cards-'));
    try {
      mkdirSync(path.join(outDir, 'docs/page'), {recursive: true});
      writeFileSync(path.join(outDir, 'docs/page/index.html'), `<a href=${href} class=api>contract</a>`);
      // A copy holding a link no release defines would fail the build if it were read.
      writeFileSync(path.join(outDir, 'docs/page.html'), `<a href=${href.replace('#L537', '#L99999')} class=api>x</a>`);
      expect(Object.keys((await linkedApiCards(outDir)).get('v6.0.0-beta.1') ?? {})).toEqual([
        'crates/ink/macro/src/lib.rs#L537',
      ]);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });

  it.each(Object.keys(PAGES))('%s: one place in the source has one card, so the link alone names it', (version) => {
    expect(definitionsByPlace(version).places.size).toBeGreaterThan(500);
  });

  it('resolves names through the block’s imports, self.env() and attributes, and leaves comments, strings and unknown names plain', async () => {
    const code = [
      'use ink::storage::Mapping;',
      '#[ink(message)]',
      'pub fn f(&self) {',
      '    let caller = self.env().caller(); // Mapping::insert',
      '    let m: Mapping<u8, u8> = Mapping::new();',
      '    let s = "ink::env::caller";',
      '    not_ink::thing();',
      '}',
    ].join('\n');
    const links = await linkerFor('v6').resolve(code);
    const linked = links.map(({line, start, end}) => code.split('\n')[line - 1]?.slice(start, end));
    expect(linked).toEqual(expect.arrayContaining(['ink::storage::Mapping', 'message', 'caller', 'Mapping', 'Mapping::new']));
    expect(links.filter(({line}) => line === 6 || line === 7)).toEqual([]);
    expect(links.filter(({line, start}) => line === 4 && start > code.split('\n')[3]!.indexOf('//'))).toEqual([]);
  });
});
