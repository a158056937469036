// A vanilla Docusaurus 3.10.2 site with as many pages as this one, for the side-by-side benchmark:
// the classic preset, a TypeScript config, `@docusaurus/faster`, React 19. Every Markdown page of
// this site (docs in each version, tutorials, blog posts, Markdown/React pages) gets a generated
// twin at the same path, about as long as the original and with as many code blocks (at least 2),
// so "the same page" can be compared on both sites. Generation is deterministic: a PRNG seeded
// with the page's path picks words and snippets.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const DOCUSAURUS_VERSION = '3.10.2';

/** What `create-docusaurus` writes for the TypeScript classic template, plus `@docusaurus/faster`. */
export const VANILLA_PACKAGE = {
  name: 'vanilla-docusaurus-bench',
  version: '0.0.0',
  private: true,
  scripts: {build: 'docusaurus build'},
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/faster': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    'prism-react-renderer': '^2.3.0',
    react: '^19.0.0',
    'react-dom': '^19.0.0',
  },
  devDependencies: {
    '@docusaurus/module-type-aliases': DOCUSAURUS_VERSION,
    '@docusaurus/tsconfig': DOCUSAURUS_VERSION,
    '@docusaurus/types': DOCUSAURUS_VERSION,
    typescript: '~5.9.3',
  },
};

const MARKDOWN = /\.mdx?$/;

function markdownFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name.startsWith('_')) return [];
    if (statSync(file).isDirectory()) return markdownFiles(file, base);
    return MARKDOWN.test(name) ? [path.relative(base, file)] : [];
  });
}

/** Number of fenced code blocks in a Markdown source. */
export function codeBlockCount(source) {
  return Math.floor((source.match(/^\s*```/gm) ?? []).length / 2);
}

/**
 * The pages to generate, one per Markdown file of the site at `siteDir`: `{file, bytes, codeBlocks,
 * title, date?}` with `file` relative to the vanilla site (`docs/…`, `versioned_docs/…`,
 * `tutorials/…`, `blog/…`, `src/pages/…`), and the versions (`versions.json`, newest first).
 */
export function planPages(siteDir) {
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  const sources = [
    ['docs', 'docs'],
    ...versions.map((v) => [`versioned_docs/version-${v}`, `versioned_docs/version-${v}`]),
    ['tutorials', 'tutorials'],
    ['blog', 'blog'],
  ];
  const pages = sources.flatMap(([from, to]) =>
    markdownFiles(path.join(siteDir, from)).map((rel) => {
      const source = readFileSync(path.join(siteDir, from, rel), 'utf8');
      return {
        file: path.join(to, rel.replace(MARKDOWN, '.md')),
        bytes: Buffer.byteLength(source),
        codeBlocks: codeBlockCount(source),
      };
    }),
  );
  // Standalone pages (src/pages: about, news, …) become Markdown pages of the same name; the home
  // page is the template's React page.
  const pagesDir = path.join(siteDir, 'src/pages');
  const standalone = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => !name.startsWith('_') && !/^index\.|^docs\./.test(name))
        .map((name) => {
          const full = path.join(pagesDir, name);
          const own = statSync(full).isDirectory() ? readdirSync(full).find((f) => /^index\./.test(f)) : name;
          const bytes = own ? statSync(statSync(full).isDirectory() ? path.join(full, own) : full).size : 4000;
          return {file: `src/pages/${name.replace(/\.[^.]+$/, '')}.md`, bytes: Math.max(bytes, 3000), codeBlocks: 0};
        })
    : [];
  return {versions, pages: [...pages, ...standalone]};
}

/** mulberry32, seeded from a string. */
function rng(seedText) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'contract storage message constructor event selector account balance transfer caller value ' +
  'mapping lazy trait environment runtime chain node metadata decode encode type field call ' +
  'deploy instantiate upload build test unit end-to-end gas weight limit deposit fee code hash ' +
  'the a of to and in that is for with as it on by this be are from or when each its can which ' +
  'returns reads writes emits stores checks calls uses keeps needs gives sets panics reverts'
).split(' ');

const SNIPPETS = {
  rust: [
    '#[ink::contract]\nmod flipper {\n    #[ink(storage)]\n    pub struct Flipper {\n        value: bool,\n    }\n\n    impl Flipper {\n        #[ink(constructor)]\n        pub fn new(init_value: bool) -> Self {\n            Self { value: init_value }\n        }\n\n        #[ink(message)]\n        pub fn flip(&mut self) {\n            self.value = !self.value;\n        }\n\n        #[ink(message)]\n        pub fn get(&self) -> bool {\n            self.value\n        }\n    }\n}',
    'use ink::storage::Mapping;\n\n#[ink(storage)]\npub struct Token {\n    total_supply: U256,\n    balances: Mapping<Address, U256>,\n    allowances: Mapping<(Address, Address), U256>,\n}',
    '#[ink(message)]\npub fn transfer(&mut self, to: Address, value: U256) -> Result<()> {\n    let from = self.env().caller();\n    let from_balance = self.balance_of(from);\n    if from_balance < value {\n        return Err(Error::InsufficientBalance);\n    }\n    self.balances.insert(from, &(from_balance - value));\n    let to_balance = self.balance_of(to);\n    self.balances.insert(to, &(to_balance + value));\n    self.env().emit_event(Transferred { from: Some(from), to: Some(to), value });\n    Ok(())\n}',
    '#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[ink::test]\n    fn it_works() {\n        let mut flipper = Flipper::new(false);\n        assert!(!flipper.get());\n        flipper.flip();\n        assert!(flipper.get());\n    }\n}',
    '#[derive(Debug, PartialEq, Eq)]\n#[ink::scale_derive(Encode, Decode, TypeInfo)]\npub enum Error {\n    /// Returned if not enough balance to fulfill a request is available.\n    InsufficientBalance,\n    /// Returned if not enough allowance to fulfill a request is available.\n    InsufficientAllowance,\n}\n\npub type Result<T> = core::result::Result<T, Error>;',
  ],
  toml: [
    '[package]\nname = "flipper"\nversion = "6.0.0"\nedition = "2021"\n\n[dependencies]\nink = { version = "6.0.0", default-features = false }\n\n[dev-dependencies]\nink_e2e = { version = "6.0.0" }\n\n[lib]\npath = "lib.rs"\n\n[features]\ndefault = ["std"]\nstd = ["ink/std"]\nink-as-dependency = []\ne2e-tests = []',
    '[profile.release]\noverflow-checks = false\nlto = true\ncodegen-units = 1\npanic = "abort"',
  ],
  bash: [
    'cargo install --force --locked cargo-contract\ncargo contract new flipper\ncd flipper/\ncargo contract build --release',
    'cargo contract instantiate --constructor new --args false --suri //Alice\ncargo contract call --contract $CONTRACT --message flip --suri //Alice -x',
    'rustup component add rust-src\nrustup target add wasm32-unknown-unknown\ncargo test --features e2e-tests',
  ],
};

function generator(seedText) {
  const next = rng(seedText);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = (n) => Array.from({length: n}, () => pick(WORDS)).join(' ');
  const sentence = () => {
    const text = words(8 + Math.floor(next() * 12));
    return `${text[0].toUpperCase()}${text.slice(1)}${next() < 0.3 ? ` \`${pick(WORDS)}\`` : ''}.`;
  };
  const paragraph = () => Array.from({length: 3 + Math.floor(next() * 4)}, sentence).join(' ');
  const title = () => {
    const text = words(2 + Math.floor(next() * 3));
    return `${text[0].toUpperCase()}${text.slice(1)}`;
  };
  return {next, pick, words, sentence, paragraph, title};
}

/** One page of realistic Markdown, about `bytes` long, with `codeBlocks` fenced blocks. */
export function markdownPage({seed, bytes, codeBlocks, frontMatter = {}}) {
  const g = generator(seed);
  const title = g.title();
  const head = [
    '---',
    `title: ${JSON.stringify(title)}`,
    ...Object.entries(frontMatter).map(([k, v]) => `${k}: ${v}`),
    '---',
    '',
  ];
  const blocks = [g.paragraph(), ''];
  let codeLeft = codeBlocks;
  let tableDone = false;
  const size = () => Buffer.byteLength([...head, ...blocks].join('\n'));
  // Each section: an h2, text, then (while any are left) a code block, a list, sometimes an h3.
  for (let section = 0; size() < bytes || codeLeft > 0 || !tableDone; section += 1) {
    blocks.push(`## ${g.title()}`, '', g.paragraph(), '');
    if (codeLeft > 0) {
      const lang = g.pick(['rust', 'rust', 'toml', 'bash']);
      blocks.push(`\`\`\`${lang}`, g.pick(SNIPPETS[lang]), '```', '');
      codeLeft -= 1;
    }
    if (section % 2 === 0) {
      blocks.push(...Array.from({length: 3 + Math.floor(g.next() * 3)}, () => `- ${g.sentence()}`), '');
    }
    if (!tableDone && section >= 1) {
      blocks.push('| Name | Type | Description |', '|---|---|---|');
      for (let row = 0; row < 4; row += 1)
        blocks.push(`| \`${g.pick(WORDS)}\` | \`${g.pick(['u32', 'bool', 'Address', 'U256', 'Vec<u8>'])}\` | ${g.sentence()} |`);
      blocks.push('');
      tableDone = true;
    }
    if (g.next() < 0.5) blocks.push(`### ${g.title()}`, '', g.paragraph(), '');
  }
  return [...head, ...blocks].join('\n');
}

const CONFIG = (versions) => `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Vanilla docs',
  tagline: 'A vanilla Docusaurus ${DOCUSAURUS_VERSION} site of the same size',
  favicon: 'img/favicon.svg',
  future: {
    faster: true,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: ${JSON.stringify({current: {label: 'v6', path: 'v6'}, ...Object.fromEntries(versions.map((v) => [v, {label: v, path: v}]))})},
        },
        blog: {showReadingTime: true, blogSidebarCount: 'ALL', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore'},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [['content-docs', {id: 'tutorials', path: 'tutorials', routeBasePath: 'tutorials', sidebarPath: './sidebars.ts'}]],
  themeConfig: {
    navbar: {
      title: 'Vanilla docs',
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {to: '/tutorials/overview', label: 'Tutorials', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Docs', to: '/docs/v6/intro'}]},
        {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
      ],
      copyright: 'Generated for a benchmark.',
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula, additionalLanguages: ['rust', 'toml', 'bash']},
  } satisfies Preset.ThemeConfig,
};

export default config;
`;

const SIDEBARS = `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {docs: [{type: 'autogenerated', dirName: '.'}]};

export default sidebars;
`;

const HOME = `import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const features = [
  {title: 'Rust contracts', description: 'Write smart contracts in Rust, with the tooling you know.'},
  {title: 'Tested end to end', description: 'Unit and end-to-end tests run against a real node.'},
  {title: 'Small and fast', description: 'Contracts compile to small binaries that run fast.'},
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      <header className={clsx('hero hero--primary')}>
        <div className="container">
          <Heading as="h1" className="hero__title">{siteConfig.title}</Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg" to="/docs/v6/intro">Get started</Link>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg">
          <div className="row">
            {features.map(({title, description}) => (
              <div key={title} className="col col--4 padding-horiz--md">
                <Heading as="h3">{title}</Heading>
                <p>{description}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
`;

/** The template's stylesheet. */
const CUSTOM_CSS = `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darker: #277148;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-color-primary-light: #33925d;
  --ifm-color-primary-lighter: #359962;
  --ifm-color-primary-lightest: #3cad6e;
  --ifm-code-font-size: 95%;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.1);
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-color-primary-darker: #1fa588;
  --ifm-color-primary-darkest: #1a8870;
  --ifm-color-primary-light: #29d5b0;
  --ifm-color-primary-lighter: #32d8b4;
  --ifm-color-primary-lightest: #4fddbf;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.3);
}
`;

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#2e8555"/></svg>\n';

function write(file, text) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/**
 * Writes the vanilla site's sources into `dir` (package.json included; node_modules and the
 * build are left alone): config, sidebars, versions and one page per planned page.
 */
export function writeVanillaSite(dir, {versions, pages}) {
  for (const sub of ['docs', 'versioned_docs', 'versioned_sidebars', 'tutorials', 'blog', 'src', 'static'])
    rmSync(path.join(dir, sub), {recursive: true, force: true});
  write(path.join(dir, 'package.json'), `${JSON.stringify(VANILLA_PACKAGE, null, 2)}\n`);
  write(path.join(dir, 'docusaurus.config.ts'), CONFIG(versions));
  write(path.join(dir, 'sidebars.ts'), SIDEBARS);
  write(
    path.join(dir, 'tsconfig.json'),
    `${JSON.stringify({extends: '@docusaurus/tsconfig', compilerOptions: {baseUrl: '.'}, exclude: ['.docusaurus', 'build']}, null, 2)}\n`,
  );
  write(path.join(dir, 'versions.json'), `${JSON.stringify(versions)}\n`);
  for (const v of versions)
    write(
      path.join(dir, `versioned_sidebars/version-${v}-sidebars.json`),
      `${JSON.stringify({docs: [{type: 'autogenerated', dirName: '.'}]})}\n`,
    );
  write(path.join(dir, 'src/css/custom.css'), CUSTOM_CSS);
  write(path.join(dir, 'static/img/favicon.svg'), FAVICON);
  write(path.join(dir, 'src/pages/index.tsx'), HOME);
  for (const page of pages) {
    const frontMatter = page.file.startsWith('blog/') ? {tags: '[release, tooling]'} : {};
    let text = markdownPage({seed: page.file, bytes: page.bytes, codeBlocks: Math.max(2, page.codeBlocks), frontMatter});
    // Blog posts show a truncated preview on the list pages, as ours do.
    if (page.file.startsWith('blog/')) text = text.replace(/\n## /, '\n<!-- truncate -->\n\n## ');
    // Docs that the site links to by these ids: the intro of each docs instance.
    write(path.join(dir, page.file), text);
  }
  for (const [instance, id] of [
    ['docs', 'intro'],
    ['tutorials', 'overview'],
    ...versions.map((v) => [`versioned_docs/version-${v}`, 'intro']),
  ]) {
    const file = path.join(dir, instance, `${id}.md`);
    if (!existsSync(file)) write(file, markdownPage({seed: file, bytes: 4000, codeBlocks: 2}));
  }
  return pages.length;
}
