/**
 * Every place the site depends on a Docusaurus internal (a module path, a component's props, a
 * generated file's layout, a class name), each with what it relies on in the installed package.
 * An upgrade that changes one of them fails here, naming the place to revisit, before a reader
 * meets the breakage. The README's "Couplings to Docusaurus internals" lists the same places.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const MODULES = path.join(__dirname, '../../node_modules');

type Coupling = {where: string; relies: string; file: string; pattern: RegExp};

const COUPLINGS: Coupling[] = [
  {
    where: 'plugins/code-blocks/remark.ts',
    relies: 'the code element of a fenced block reaches the theme’s CodeBlock with all its props (our `html`)',
    file: '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js',
    pattern: /<CodeBlock \{\.\.\.props\} \/>/,
  },
  {
    where: 'plugins/code-blocks/remark.ts',
    relies: 'a code element without children (our blocks: the HTML is all they carry) is a block, not inline code',
    file: '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js',
    pattern: /typeof props\.children !== 'undefined' &&/,
  },
  {
    where: 'plugins/code-blocks/client/codeButtonsBox.tsx',
    relies: 'the code-block context the theme’s buttons read, and its word-wrap hook',
    file: '@docusaurus/theme-common/lib/internal.js',
    pattern: /CodeBlockContextProvider[\s\S]*useCodeWordWrap|useCodeWordWrap[\s\S]*CodeBlockContextProvider/,
  },
  {
    where: 'plugins/code-blocks/client/codeButtonsBox.tsx',
    relies: 'the word-wrap hook reads and styles the block’s `<pre>` through the ref it returns (set to the server’s `<pre>`)',
    file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    pattern: /const codeBlockRef = useRef\(null\);[\s\S]*codeBlockRef\.current\.querySelector\('code'\)/,
  },
  {
    where: 'plugins/code-blocks/client/codeButtons.module.css',
    relies:
      'the theme renders a block’s buttons in the browser only (not in the server’s HTML), in a group our stylesheet copies',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js',
    pattern: /<BrowserOnly>[\s\S]*styles\.buttonGroup[\s\S]*<WordWrapButton \/>\s*<CopyButton \/>/,
  },
  {
    where: 'src/theme/DocItem/Content',
    relies: 'upstream’s markup it repeats: a synthetic title unless hidden or the Markdown has an h1, inside `div.markdown`',
    file: '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js',
    pattern:
      /!frontMatter\.hide_title && typeof contentTitle === 'undefined'[\s\S]*ThemeClassNames\.docs\.docMarkdown, 'markdown'/,
  },
  {
    where: 'src/theme/BlogPostItem/Content',
    relies: 'upstream’s markup it repeats: the post’s `div.markdown`, with the feeds’ container id on a post’s own page',
    file: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Content/index.js',
    pattern: /id=\{isBlogPostPage \? blogPostContainerID : undefined\}[\s\S]*clsx\('markdown', className\)/,
  },
  {
    where: 'src/components/StaticContent',
    relies: 'an id from `useId` while hydrating is the server’s (`_R_…`), one made on the client is of another form (`_r_…`)',
    file: 'react-dom/cjs/react-dom-client.production.js',
    pattern: /"_" \+ identifierPrefix \+ "R_"[\s\S]*"_" \+\s*identifierPrefix \+\s*"r_"/,
  },
  {
    where: 'plugins/code-blocks/client/codeButtonsBox.tsx',
    relies: 'the copy button copies `metadata.code` from that context',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
    pattern: /metadata: \{code\}/,
  },
  {
    where: 'plugins/code-blocks/index.ts (alias to noPrism.ts)',
    relies: 'theme-classic’s Prism comes from the package `prism-react-renderer`, in a client module of every page',
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    pattern: /from 'prism-react-renderer'/,
  },
  {
    where: 'plugins/code-blocks/theme/prism-include-languages.ts',
    relies: 'that client module registers languages through the swizzlable `@theme/prism-include-languages`',
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    pattern: /from '@theme\/prism-include-languages'/,
  },
  {
    where: 'src/theme/Tabs (wrap) + src/theme/TabItem (eject)',
    relies: 'Tabs spreads each item’s `attributes` onto its tab; `useTabs` gives the selected value',
    file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    pattern: /\{\.\.\.attributes\}/,
  },
  {
    where: 'src/theme/TabItem, src/theme/BlogArchivePage',
    relies: '`useTabs` and `useDateTimeFormat` from theme-common’s internal entry',
    file: '@docusaurus/theme-common/lib/internal.js',
    pattern: /useTabs[\s\S]*useDateTimeFormat|useDateTimeFormat[\s\S]*useTabs/,
  },
  {
    where: 'plugins/search/indexer/html.ts',
    relies: 'the docsearch meta tags (language, docusaurus_tag) every page carries',
    file: '@docusaurus/theme-classic/lib/theme/SearchMetadata/index.js',
    pattern: /name="docsearch:language"[\s\S]*name="docsearch:docusaurus_tag"/,
  },
  {
    where: 'plugins/search/indexer/html.ts, config/noScript.ts',
    relies: 'the theme’s stable class names (doc markdown, breadcrumbs, mobile TOC, sidebar container)',
    file: '@docusaurus/theme-common/lib/utils/ThemeClassNames.js',
    pattern: /'theme-doc-markdown'[\s\S]*'theme-doc-toc-mobile'[\s\S]*'theme-doc-sidebar-container'/,
  },
  {
    where: 'tests/e2e/crawl.spec.ts, plugins/finished-pages/security-policy.ts',
    relies: 'client-redirects writes a meta refresh and one inline script per redirect page',
    file: '@docusaurus/plugin-client-redirects/lib/templates/redirectPage.template.html.js',
    pattern: /http-equiv="refresh"[\s\S]*<script>/,
  },
  {
    where: 'plugins/finished-pages/index.ts',
    relies:
      'client-redirects is a plugin whose whole work is its postBuild, which writes the redirect pages (the pass runs it before its own)',
    file: '@docusaurus/plugin-client-redirects/lib/index.js',
    pattern:
      /return \{\s*name: PluginName,\s*async postBuild\(props\) \{[\s\S]*await \(0, writeRedirectFiles_1\.default\)\(redirectFiles\);\s*\},\s*\};/,
  },
  {
    where: 'plugins/search/index.ts (stubs in the embedded build)',
    relies: 'the search page imports the Algolia client as `algoliasearch/lite`',
    file: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
    pattern: /from 'algoliasearch\/lite'/,
  },
  {
    where: 'plugins/search/theme (SearchBar, SearchPage)',
    relies: 'the site’s plugins come after the preset’s themes, so their theme components shadow theme-search-algolia’s',
    file: '@docusaurus/core/lib/server/plugins/configs.js',
    pattern: /\.\.\.preset\.themes,[\s\S]*\.\.\.standalonePlugins,/,
  },
  {
    where: 'plugins/search/theme (SearchBar, SearchPage)',
    relies: 'a later theme path takes over an alias that an earlier one set (`@theme/X` → the last theme providing X)',
    file: '@docusaurus/core/lib/webpack/aliases/index.js',
    pattern: /for \(const themePath of themePaths\)[\s\S]*aliases\[aliasKey\] = alias;/,
  },
  {
    where: 'plugins/route-styles',
    relies: 'the client build writes react-loadable-ssr-addon’s manifest to `client-manifest.json`',
    file: '@docusaurus/core/lib/webpack/client.js',
    pattern: /'client-manifest\.json'/,
  },
  {
    where: 'plugins/route-styles',
    relies: 'the `styles` split-chunks group it turns off',
    file: '@docusaurus/core/lib/webpack/base.js',
    pattern: /styles: \{\s*name: 'styles',\s*type: 'css\/mini-extract'/,
  },
  {
    where: 'plugins/route-styles',
    relies: 'the server rendering asks the manifest for the files of the modules its routes rendered, CSS and scripts',
    file: '@docusaurus/core/lib/ssg/ssgTemplate.js',
    pattern: /getBundles\)\(manifest, modulesToBeLoaded\)[\s\S]*bundles\.css/,
  },
  {
    where: 'src/components/DesktopOnly',
    relies: 'the theme counts a window wider than 996 px as desktop (the breakpoint DesktopOnly repeats)',
    file: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    pattern: /const DesktopBreakpoint = 996;[\s\S]*window\.innerWidth > desktopBreakpoint/,
  },
  {
    where: 'src/components/DesktopOnly',
    relies: '`useIsBrowser` is false while the page hydrates and true from the effect after its first commit',
    file: '@docusaurus/core/lib/client/browserContext.js',
    pattern: /useState\(false\);\s*useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\);/,
  },
  {
    where: 'src/theme/DocSidebar/Desktop',
    relies: 'the docs sidebar of wide screens is rendered while hydrating and dropped once the window is narrow',
    file: '@docusaurus/theme-classic/lib/theme/DocSidebar/index.js',
    pattern: /const shouldRenderSidebarDesktop =\s*windowSize === 'desktop' \|\| windowSize === 'ssr';/,
  },
  {
    where: 'src/theme/DocSidebar/Desktop',
    relies: 'its root element, which DesktopOnly keeps while hydrating a narrow window, is a `div`',
    file: '@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/index.js',
    pattern: /\} = useThemeConfig\(\);\s*return \(\s*<div\b/,
  },
  {
    where: 'src/theme/DocItem/TOC/Desktop',
    relies: 'a doc’s desktop table of contents is rendered while hydrating and dropped once the window is narrow',
    file: '@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js',
    pattern: /canRender && \(windowSize === 'desktop' \|\| windowSize === 'ssr'\) \? \(\s*<DocItemTOCDesktop \/>/,
  },
  {
    where: 'src/theme/DocItem/TOC/Desktop',
    relies: 'its root element is the `TOC`’s, a `div`',
    file: '@docusaurus/theme-classic/lib/theme/TOC/index.js',
    pattern: /return \(\s*<div className=\{clsx\(styles\.tableOfContents/,
  },
  {
    where: 'src/theme/BlogSidebar/Desktop',
    relies: 'the blog’s recent posts of wide screens are rendered unless the window is narrow, their root an `aside`',
    file: '@docusaurus/theme-classic/lib/theme/BlogSidebar/index.js',
    pattern:
      /if \(windowSize === 'mobile'\) \{\s*return <BlogSidebarMobile sidebar=\{sidebar\} \/>;\s*\}\s*return <BlogSidebarDesktop/,
  },
  {
    where: 'src/theme/BlogSidebar/Desktop',
    relies: 'its root element is an `aside`',
    file: '@docusaurus/theme-classic/lib/theme/BlogSidebar/Desktop/index.js',
    pattern: /function BlogSidebarDesktop\(\{sidebar\}\) \{[^}]*return \(\s*<aside className="col col--3">/,
  },
  {
    where: 'src/theme/Navbar/MobileSidebar',
    relies: 'the menu button it waits for is the `.navbar__toggle` element',
    file: '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js',
    pattern: /className="navbar__toggle clean-btn"/,
  },
  {
    where: 'src/theme/Navbar/MobileSidebar',
    relies: 'the internal entry’s `useNavbarMobileSidebar` says whether the menu is shown',
    file: '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
    pattern: /useMemo\(\(\) => \(\{ disabled, shouldRender, toggle, shown \}\)/,
  },
  {
    where: 'src/theme/NavbarItem',
    relies: 'an item without a type but with `items` is a dropdown',
    file: '@docusaurus/theme-classic/lib/theme/NavbarItem/index.js',
    pattern: /if \(!type \|\| type === 'default'\) \{\s*return 'items' in props \? 'dropdown' : 'default';/,
  },
  {
    where: 'src/theme/NavbarItem',
    relies: 'a link of the desktop navbar is its `NavbarNavLink`, whose every return is a `Link` (an `a`)',
    file: '@docusaurus/theme-classic/lib/theme/NavbarItem/DefaultNavbarItem/Desktop/index.js',
    pattern: /if \(isDropdownItem\) \{\s*return <li>\{element\}<\/li>;\s*\}\s*return element;/,
  },
  {
    where: 'src/theme/NavbarItem',
    relies: '`NavbarNavLink` renders a `Link` in each of its two returns',
    file: '@docusaurus/theme-classic/lib/theme/NavbarItem/NavbarNavLink.js',
    pattern: /^(?![\s\S]*return (?!\(\s*<Link)[\s\S]*$)[\s\S]*return \(\s*<Link[\s\S]*return \(\s*<Link/,
  },
  {
    where: 'src/theme/NavbarItem',
    relies: 'a dropdown of the desktop navbar has a `div` for root',
    file: '@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js',
    pattern: /return \(\s*<div\s+ref=\{dropdownRef\}\s+className=\{clsx\('navbar__item', 'dropdown'/,
  },
  {
    where: 'src/theme/NavbarItem',
    relies: 'the languages item is always a dropdown',
    file: '@docusaurus/theme-classic/lib/theme/NavbarItem/LocaleDropdownNavbarItem/index.js',
    pattern: /return \(\s*<DropdownNavbarItem\s/,
  },
  {
    where: 'src/theme/NavbarItem',
    relies:
      'the versions item is a dropdown of the items before, one per configured version and after, a link when there is one item or none',
    file: '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js',
    pattern:
      /const items = \[\s*\.\.\.dropdownItemsBefore,\s*\.\.\.versionItems\.map\(versionItemToLink\),\s*\.\.\.dropdownItemsAfter,\s*\];[\s\S]*if \(items\.length <= 1\) \{\s*return \(\s*<DefaultNavbarItem[\s\S]*return \(\s*<DropdownNavbarItem/,
  },
  {
    where: 'plugins/lean-main (activePlugin.ts)',
    relies:
      'the docs client entry imports `getActivePlugin` from ./docsClientUtils, which sorts plugin paths with `localeCompare`',
    file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    pattern:
      /export function getActivePlugin\(allPluginData, pathname, options = \{\}\) \{\s*const activeEntry = Object\.entries\(allPluginData\)[^;]*\.sort\(\(a, b\) => b\[1\]\.path\.localeCompare\(a\[1\]\.path\)\)/,
  },
  {
    where: 'plugins/lean-main (activePlugin.ts)',
    relies: 'the docs client entry imports the utilities as `./docsClientUtils`',
    file: '@docusaurus/plugin-content-docs/lib/client/index.js',
    pattern: /\} from '\.\/docsClientUtils';/,
  },
  {
    where: 'plugins/lean-main (shallowMemo.ts)',
    relies: '`useShallowMemoObject` of theme-common’s React utilities sorts keys with `localeCompare`',
    file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    pattern:
      /export function useShallowMemoObject\(obj\) \{\s*const deps = Object\.entries\(obj\);[^}]*deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/,
  },
  {
    where: 'plugins/lean-main (dateFormat.ts)',
    relies: 'theme-common’s `useDateTimeFormat` makes an `Intl.DateTimeFormat` of the locale, its calendar and the options',
    file: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    pattern:
      /export function useDateTimeFormat\(options = \{\}\) \{[\s\S]*?return new Intl\.DateTimeFormat\(currentLocale, \{\s*calendar,\s*\.\.\.options,\s*\}\);/,
  },
  {
    where: 'plugins/lean-main (dateFormat.ts)',
    relies: 'the internal entry imports the Intl utilities as `./utils/IntlUtils`',
    file: '@docusaurus/theme-common/lib/internal.js',
    pattern: /export \{ useDateTimeFormat \} from '\.\/utils\/IntlUtils';/,
  },
  {
    where: 'plugins/lean-main (dateFormat.ts)',
    relies:
      'a blog post’s header asks for a UTC date of numeric day, long month and numeric year, the format written without `Intl`',
    file: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/index.js',
    pattern: /useDateTimeFormat\(\{\s*day: 'numeric',\s*month: 'long',\s*year: 'numeric',\s*timeZone: 'UTC',\s*\}\)/,
  },
  {
    where: 'plugins/lean-main (lazyRoutes.ts)',
    relies: 'the generated routes module imports `@docusaurus/ComponentCreator` and calls it for each route',
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    pattern:
      /`component: ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)`[\s\S]*import ComponentCreator from '@docusaurus\/ComponentCreator';/,
  },
  {
    where: 'plugins/lean-main (lazyRoutes.ts)',
    relies: '`@docusaurus/X` is an alias of the file `client/exports/X.js`, extension included',
    file: '@docusaurus/core/lib/webpack/aliases/index.js',
    pattern:
      /const aliasName = `@docusaurus\/\$\{fileNameWithoutExtension\}`;\s*aliases\[aliasName\] = path_1\.default\.resolve\(dirPath, fileName\);/,
  },
  {
    where: 'plugins/lean-main (lazyRoutes.ts)',
    relies: 'a route is preloaded through its component’s `preload`, before it renders',
    file: '@docusaurus/core/lib/client/preload.js',
    pattern: /matches\.map\(\(match\) => match\.route\.component\.preload\?\.\(\)\)/,
  },
  {
    where: 'plugins/lean-main (head.ts)',
    relies: 'the client entry takes `HelmetProvider` alone from react-helmet-async and renders it without a context',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    pattern: /import \{ HelmetProvider \} from 'react-helmet-async';[\s\S]*<HelmetProvider>/,
  },
  {
    where: 'plugins/lean-main (head.ts)',
    relies: '`@docusaurus/Head` is react-helmet-async’s `Helmet` given the props as they are (children only, in every use)',
    file: '@docusaurus/core/lib/client/exports/Head.js',
    pattern:
      /import \{ Helmet \} from 'react-helmet-async';\s*export default function Head\(props\) \{\s*return <Helmet \{\.\.\.props\}\/>;/,
  },
  {
    where: 'plugins/lean-main (tslib for @docusaurus/utils-common)',
    relies: 'the entry of utils-common requires tslib, and calls its `__importDefault` and no other helper',
    file: '@docusaurus/utils-common/lib/index.js',
    pattern: /^(?![\s\S]*tslib_1\.__(?!importDefault\b))[\s\S]*tslib_1\.__importDefault\(/,
  },
  {
    where: 'plugins/lean-main (named chunk ids)',
    relies: 'the client build adds `ChunkAssetPlugin`, the one plugin that writes `__webpack_require__.gca`, replaced by ours',
    file: '@docusaurus/core/lib/webpack/client.js',
    pattern: /new ChunkAssetPlugin_1\.default\(\)/,
  },
  {
    where: 'plugins/lean-main (named chunk ids)',
    relies: '`gca` maps a chunk name to its id, else takes the name for the id, then asks for the script URL',
    file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    pattern:
      /chunkId = \$\{JSON\.stringify\(chunkNameToId\)\}\[chunkId\]\|\|chunkId; return \$\{publicPath\} \+ \$\{getChunkScriptFilename\}\(chunkId\)/,
  },
  {
    where: 'plugins/lean-main (named chunk ids)',
    relies: '`gca`’s one caller is the route prefetch, which skips a chunk without a URL (so ours gives each URL once)',
    file: '@docusaurus/core/lib/client/docusaurus.js',
    pattern:
      /const chunkAsset = __webpack_require__\.gca\(chunkName\);[\s\S]*if \(chunkAsset && !chunkAsset\.includes\('undefined'\)\)/,
  },
  {
    where: 'plugins/lean-main (site config)',
    relies: 'the client reads the site config from `@generated/docusaurus.config`, the whole config as JSON',
    file: '@docusaurus/core/lib/client/docusaurusContext.js',
    pattern: /import siteConfig from '@generated\/docusaurus\.config';/,
  },
  {
    where: 'plugins/lean-main (site config)',
    relies: '`@generated` is an alias of the generated files, which an alias of the whole request placed first takes over',
    file: '@docusaurus/core/lib/webpack/base.js',
    pattern: /'@generated': generatedFilesDir,/,
  },
  {
    where: 'plugins/lean-infima',
    relies: 'the theme’s client modules import Infima’s stylesheet from this file (left to right)',
    file: '@docusaurus/theme-classic/lib/index.js',
    pattern: /return `infima\/dist\/css\/default\/default\$\{direction === 'rtl' \? '-rtl' : ''\}\.css`;/,
  },
];

describe('couplings to Docusaurus internals', () => {
  it.each(COUPLINGS.map((c) => [c.where, c] as const))('%s still finds what it relies on', (_where, {relies, file, pattern}) => {
    const source = readFileSync(path.join(MODULES, file), 'utf8');
    expect(pattern.test(source), `${file}: ${relies}`).toBe(true);
  });

  it('runs against the Docusaurus version the site pins', () => {
    const pinned = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')).dependencies['@docusaurus/core'];
    const installed = JSON.parse(readFileSync(path.join(MODULES, '@docusaurus/core/package.json'), 'utf8')).version;
    expect(installed).toBe(pinned);
  });
});
