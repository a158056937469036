import type {Config, Plugin} from '@docusaurus/types';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import {analyticsScripts} from './config/analytics';
import {buildChecks} from './config/buildChecks';
import {announcementBar, announcementResetHeadTag} from './config/announcement';
import {referenceDocs, tutorialsDocs} from './config/docs';
import {env} from './config/env';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {TOP_LEVEL_PAGES} from './config/pages';
import {codeBlockRemarkPlugins, prism} from './config/codeBlocks';
import {redirectsTo} from './config/redirects';
import {REFERRER_POLICY, contentSecurityPolicy} from './config/securityPolicy';
import {algolia, searchOptions} from './config/search';
import {EDIT_URL, site} from './config/site';
import {noScriptHeadTags} from './config/noScript';
import {storageFallbackHeadTag} from './config/storage';
import {themeChoiceGuardHeadTag} from './config/colorMode';
import search from './plugins/search';
import llmsTxt from './plugins/llms-txt';
import robotsTxt from './plugins/robots-txt';
import finishedPages from './plugins/finished-pages';
import codeBlocks from './plugins/code-blocks';
import buildMemory from './plugins/build-memory';
import routeStyles from './plugins/route-styles';
import leanMain from './plugins/lean-main';
import leanInfima from './plugins/lean-infima';
import {llmsTxtOptions} from './config/llms';

const blog = {
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  editUrl: EDIT_URL,
  feedOptions: {type: ['rss', 'atom'], xslt: false},
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins: codeBlockRemarkPlugins,
} satisfies BlogOptions;

const announcement = announcementBar(env.announcement);
const checks = buildChecks(env.strictBuild);

/**
 * The inline head tags every page runs before its scripts. A plugin's rather than the config's
 * `headTags`, which Docusaurus also writes into the site config that every page's `main` script
 * carries, where nothing reads them. Last of the plugins: they stay where `headTags` put them.
 */
const inlineHeadTags = (): Plugin => ({
  name: 'inline-head-tags',
  injectHtmlTags: () => ({
    headTags: [storageFallbackHeadTag, themeChoiceGuardHeadTag(), ...announcementResetHeadTag(announcement), ...noScriptHeadTags],
  }),
});

const config = {
  title: site.title,
  tagline: site.tagline,
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  organizationName: 'use-ink',
  projectName: 'ink-docs',

  onBrokenLinks: checks.onBrokenLinks,
  onBrokenAnchors: checks.onBrokenAnchors,
  onDuplicateRoutes: checks.onDuplicateRoutes,
  markdown: {hooks: {onBrokenMarkdownLinks: checks.onBrokenMarkdownLinks}},
  baseUrlIssueBanner: env.baseUrlWarning,
  scripts: analyticsScripts(env.analytics),

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory'}},
  },

  future: {
    faster: true,
    // Only this v4 flag: `faster` requires it. All of `v4` would also namespace storage keys,
    // and readers' stored choice lives under the plain `theme` key.
    v4: {removeLegacyPostBuildHeadAttribute: true},
    // No page shows when or by whom it was last changed, so the build does not read Git's history
    // (`faster` would read all of it at start-up, a second of the two cores' time).
    experimental_vcs: false,
  },

  presets: [
    [
      'classic',
      {
        docs: referenceDocs,
        blog,
        pages: {remarkPlugins: codeBlockRemarkPlugins},
        theme: {customCss: './src/css/custom.css'},
      } satisfies PresetOptions,
    ],
  ],

  plugins: [
    ['content-docs', tutorialsDocs],
    finishedPages({
      // No `fromExtensions`: every page is also built as `x.html` (plugins/finished-pages/page-files.ts),
      // which hosts serve for `/x.html` too, and the client router shows the page there.
      createRedirects: (existingPath) => redirectsTo(existingPath, TOP_LEVEL_PAGES),
      policyFor: (hashes) => contentSecurityPolicy(env, hashes),
      referrerPolicy: REFERRER_POLICY,
    }),
    // Site plugins come after the preset's themes: this one's SearchBar and SearchPage shadow theme-search-algolia's.
    search(searchOptions),
    llmsTxt(llmsTxtOptions),
    robotsTxt,
    codeBlocks,
    buildMemory,
    routeStyles,
    leanMain,
    // The dev server keeps all of Infima: a class a page gains while it is edited is styled at once.
    ...(env.devServer ? [] : [leanInfima]),
    ...(env.bundleReport ? [['./plugins/bundle-report/index.ts', {reportFile: env.bundleReport}] as [string, object]] : []),
    inlineHeadTags,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    announcementBar: announcement,
    colorMode: {defaultMode: 'dark', disableSwitch: !env.colorModeSwitch, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism,
    navbar,
    footer,
    algolia,
  } satisfies ThemeConfig,
} satisfies Config;

export default config;
