/**
 * The site's search, one plugin in both modes (see ./README.md):
 * - always: the theme's `SearchBar` and `SearchPage` (./theme), and the mode as global data
 *   (`usePluginData('search')`), which is how they know which back-end answers;
 * - embedded (no Algolia account): the index, cut from the built HTML after the build
 *   (`postBuild`, ./indexer) into `search-index/`, its file list in the global data, the Algolia
 *   clients replaced by stubs in the bundles, and under `docusaurus start` an index cut from the
 *   Markdown sources and served by the dev server.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
// Its types add `devServer` to the webpack configuration `configureWebpack` returns.
import type {} from 'webpack-dev-server';
import {SEARCH_PLUGIN} from './engine/constants';
import type {SearchGlobalData, SearchIndexFile} from './engine/schema';
import {indexFiles, recordsFromBuild, writeIndexes} from './indexer/files';
import {pagesFromMarkdown} from './indexer/markdown';
import {pageRecords} from './indexer/records';
import {isRecord} from '../../src/utils/isRecord';

/** Modules only hosted search uses: a build with the embedded index gets ./hostedStub.ts instead. */
const HOSTED_ONLY_MODULES = /^(algoliasearch\/lite|search-insights)$/;

const EMBEDDED_CACHE_SUFFIX = '-embedded-search';

/**
 * The bundler's own vendors group (its defaults, which a group given here replaces), but for
 * MiniSearch and its stemmer: they stay in the chunks of the engine (the search worker's script,
 * and the engine loaded in the page where there are no workers) instead of a chunk both share.
 * A worker loads a shared chunk only once its own script has run, one more request before the
 * index files are even asked for; the page's copy loads only in browsers without workers.
 */
const ENGINE_IN_ITS_CHUNKS = {
  idHint: 'vendors',
  reuseExistingChunk: true,
  priority: -10,
  test: /[\\/]node_modules[\\/](?!(?:minisearch|stemmer)[\\/])/i,
};

/** After a content change in the dev server, re-index once edits pause, not on every reload. */
const DEV_INDEX_DELAY_MS = 1000;

export type Options = {
  /** `hosted`: Algolia DocSearch answers and the plugin brings only the theme; `embedded`: also the index. */
  mode: SearchGlobalData['mode'];
  /** Cut the index from Markdown and serve it from the dev server (for `docusaurus start`). */
  devServer: boolean;
  /** Route paths never indexed, without the base URL (e.g. the search page itself). */
  excludePaths: string[];
};

/** The theme components, in both modes. */
const THEME = {name: SEARCH_PLUGIN, getThemePath: () => path.join(__dirname, 'theme')};

/** `plugins: [search(options)]` — typed options instead of an untyped options object. */
export default function search(options: Options): PluginModule {
  return (context) =>
    options.mode === 'embedded'
      ? {...THEME, ...embeddedIndex(context, options)}
      : {...THEME, allContentLoaded: async ({actions}) => actions.setGlobalData({mode: 'hosted'} satisfies SearchGlobalData)};
}

/** What the site's code is made of: its config, plugins, components and locked dependencies. */
const CODE = ['docusaurus.config.ts', 'package-lock.json', 'config', 'plugins', 'src'];

/**
 * The index files' version, which the browser asks them by (`?v=`), so that a new index is never
 * read from an old cache: a hash of what the index is made from, the site's content and its code
 * (the pages' markup, the indexer). A build of the same site gives the same version, so it leaves
 * the bundles as they were: a rebuild with nothing changed reuses every chunk.
 */
export function indexVersion(siteDir: string, allContent: AllContent): string {
  const hash = createHash('sha256').update(JSON.stringify(allContent));
  for (const entry of CODE) {
    const full = path.join(siteDir, entry);
    if (!existsSync(full)) continue;
    const files = entry.includes('.')
      ? [full]
      : readdirSync(full, {recursive: true, withFileTypes: true})
          .filter((f) => f.isFile())
          .map((f) => path.join(f.parentPath, f.name))
          .sort();
    for (const file of files) hash.update(path.relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('base64url').slice(0, 16);
}

function embeddedIndex(context: LoadContext, options: Options): Omit<Plugin, 'name'> {
  const {baseUrl, siteDir, generatedFilesDir} = context;
  const language = context.i18n.currentLocale;
  const titleSuffix = ` ${context.siteConfig.titleDelimiter} ${context.siteConfig.title}`;
  const devDir = path.join(generatedFilesDir, 'search-index-dev');
  const excluded = new Set(options.excludePaths.map((route) => `${baseUrl}${route.replace(/^\//, '')}`));
  let files: SearchIndexFile[] = [];
  let devIndexTimer: ReturnType<typeof setTimeout> | undefined;

  /** Cut the dev index from Markdown (1–2 s for all versions), off the path of the live reload. */
  function scheduleDevIndex(allContent: AllContent) {
    clearTimeout(devIndexTimer);
    devIndexTimer = setTimeout(() => {
      pagesFromMarkdown(allContent, siteDir, language)
        .then((pages) => writeIndexes(devDir, files, pages.flatMap(pageRecords)))
        .catch((error: unknown) => console.error('[search] dev index failed:', error));
    }, DEV_INDEX_DELAY_MS);
    devIndexTimer.unref();
  }

  return {
    async allContentLoaded({allContent, actions}) {
      files = indexFiles(allContent);
      actions.setGlobalData({mode: 'embedded', files, version: indexVersion(siteDir, allContent)} satisfies SearchGlobalData);
      if (options.devServer) scheduleDevIndex(allContent);
    },

    configureWebpack(config, _isServer, {currentBundler}) {
      // With the embedded index nothing talks to Algolia: the search page's Algolia client and
      // the click-analytics client are replaced by stubs that say so if anything ever calls them.
      // Rspack's persistent cache does not see a replacement, so builds with the embedded index
      // keep a cache of their own; a hosted build after an embedded one would get the stubs.
      const cache: unknown = config.experiments?.cache;
      if (isRecord(cache) && typeof cache.version === 'string' && !cache.version.endsWith(EMBEDDED_CACHE_SUFFIX)) {
        cache.version += EMBEDDED_CACHE_SUFFIX;
      }
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = [new NormalModuleReplacementPlugin(HOSTED_ONLY_MODULES, path.join(__dirname, 'hostedStub.ts'))];
      const optimization = {splitChunks: {cacheGroups: {defaultVendors: ENGINE_IN_ITS_CHUNKS}}};
      if (!options.devServer) return {plugins, optimization};
      // Served as static files like the built ones; not watched, so re-indexing reloads nothing.
      return {plugins, optimization, devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: false}]}};
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const started = Date.now();
      const routes = [...new Set(routesPaths)].filter(
        (route) => !excluded.has(route) && !routesBuildMetadata[route]?.noIndex && !route.endsWith('/404.html'),
      );
      const records = await recordsFromBuild(outDir, baseUrl, routes, titleSuffix);
      const counts = await writeIndexes(outDir, files, records);
      const summary = [...counts].map(([file, count]) => `${path.basename(file)} ${count}`).join(', ');
      console.log(`[search] ${records.length} records from ${routes.length} routes in ${Date.now() - started} ms: ${summary}`);
    },
  };
}
