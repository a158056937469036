/**
 * Keeps out of every page's first scripts (`main`, `runtime~main`) what Docusaurus's client pulls
 * in for little use.
 * - `tslib`: `@docusaurus/utils-common` (compiled to CommonJS with `importHelpers`) requires it for
 *   `__importDefault` alone, and a CommonJS `require` keeps the whole library (about 4 KB
 *   gzipped). For that package only, `tslib` resolves to ./tslib.ts, which has that one helper.
 * - Chunk ids: the client build names each chunk's id after the chunk (`optimization.chunkIds:
 *   'named'`), so a route chunk's id is the name Docusaurus gives it (`17896441`). The runtime then
 *   needs no map from numeric ids to names, and Docusaurus's `__webpack_require__.gca` (chunk name
 *   → script URL, for preloading a route) no map from names to ids: its ChunkAssetPlugin is
 *   replaced by the same function whose map keeps only the names that differ from their ids (none),
 *   and which gives each chunk's URL once, so the route prefetch asks for a chunk once. (Rspack's
 *   persistent cache keeps a runtime module it has built: after changing one, `npm run clear`.)
 *   Together about 5.5 KB gzipped of `runtime~main`. Chunks Docusaurus does not name (shared code)
 *   get an id from their modules' paths.
 * - The site config: every page's `main` carries it (`@generated/docusaurus.config`), with the
 *   options of every preset and plugin, which nothing reads in the browser (about 0.5 KB gzipped).
 *   The bundles import instead a copy without `presets`, `plugins` and `themes` (./leanSiteConfig.mjs
 *   in the generated files), written as Docusaurus writes the whole.
 * - The browser's locale data: the first `localeCompare` of a page starts the browser's collator
 *   (7–19 ms of main-thread work at full CPU speed here), and the theme calls it while every docs
 *   page hydrates to sort what needs no locale: plugin paths (./activePlugin.ts) and object keys
 *   (./shallowMemo.ts). The first `Intl.DateTimeFormat` loads the date data (17–50 ms), and a blog
 *   post's header calls it to write its date (./dateFormat.ts). Each is replaced for the modules
 *   that import it.
 * - Route components made at start: the routes module makes a react-loadable component for each
 *   of the site's routes when the bundle starts; in the browser each is made when its route is
 *   first rendered or preloaded (./lazyRoutes.ts).
 * - The head's manager: in the browser, react-helmet-async sums a page's 17 or so `<Head>` elements
 *   again each time one mounts and makes every tag anew to compare it with the head's; ./head.ts
 *   applies the library's rules once per frame and changes only what differs (the server build
 *   keeps the library, which writes each page's head). About 3 KB gzipped less in `main`.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * `__webpack_require__.gca` as Docusaurus's ChunkAssetPlugin writes it, minus its map's
 * `name: name` entries, and giving each chunk's URL once. Its one caller, Docusaurus's route
 * prefetch, appends a `<link rel="prefetch">` for every chunk of every route whose link comes
 * into view, shared chunks (layouts, sidebars, version data) again for each link: 120 links for
 * 18 chunks on a v6 page read on a phone, each one main-thread work. It skips a chunk without a URL.
 */
export function chunkAssetCode(
  idToName: Record<string, string>,
  {publicPath, getChunkScriptFilename}: {publicPath: string; getChunkScriptFilename: string},
): string {
  const renamed = Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
  return `__webpack_require__.gca = (function() { var given = {}; return function(chunkId) { chunkId = ${JSON.stringify(renamed)}[chunkId]||chunkId; var url = ${publicPath} + ${getChunkScriptFilename}(chunkId); if (given[url]) return undefined; given[url] = 1; return url; }; })();`;
}

/**
 * Modules of the theme that start the browser's locale data (`localeCompare`, `Intl`) while a page
 * hydrates, each replaced, for the modules that import it, by one of ours that re-exports it but
 * for the function that does.
 */
const LOCALE_DATA_FREE = [
  {
    importers: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]index\.js$/,
    original: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    replacement: 'activePlugin.ts',
  },
  {
    importers: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]/,
    original: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js'),
    replacement: 'shallowMemo.ts',
  },
  {
    importers: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]/,
    original: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/IntlUtils.js'),
    replacement: 'dateFormat.ts',
  },
].map(({importers, original, replacement}) => ({
  importers,
  // As the importers ask for it: a relative path without the extension.
  original: require.resolve(original).replace(/\.js$/, ''),
  replacement: path.join(__dirname, replacement),
}));

const chunkAssets = {
  apply(compiler: Compiler) {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetRuntimeModule', 10); // RuntimeModule.STAGE_ATTACH
        this.fullHash = true;
      }
      override generate(): string {
        return chunkAssetCode(this.chunk?.getChunkMaps(false).name ?? {}, RuntimeGlobals);
      }
    }
    compiler.hooks.thisCompilation.tap('lean-main', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('lean-main', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  },
};

/** The module of the site config the bundles import: the whole but its plugins' options. */
export function leanSiteConfigModule(siteConfig: DocusaurusConfig): string {
  return `export default ${JSON.stringify({...siteConfig, presets: [], plugins: [], themes: []}, null, 2)};\n`;
}

export default function leanMain(context: LoadContext): Plugin {
  const leanSiteConfig = path.join(context.generatedFilesDir, 'lean-main', 'leanSiteConfig.mjs');
  return {
    name: 'lean-main',
    configureWebpack: (config, isServer) => {
      mkdirSync(path.dirname(leanSiteConfig), {recursive: true});
      writeFileSync(leanSiteConfig, leanSiteConfigModule(context.siteConfig));
      // Coupling to @docusaurus/core 3.10.2: the client imports `@generated/docusaurus.config`, and
      // `@generated` is an alias; an alias of the whole request, first, takes over that one module.
      config.resolve = {...config.resolve, alias: {'@generated/docusaurus.config$': leanSiteConfig, ...config.resolve?.alias}};
      const module = {
        rules: [
          // Coupling to @docusaurus/plugin-content-docs and theme-common 3.10.2: the modules that
          // import the files of `LOCALE_DATA_FREE` import them by these paths.
          ...LOCALE_DATA_FREE.map(({importers, original, replacement}) => ({
            test: importers,
            resolve: {alias: {[original]: replacement}},
          })),
          {
            // Coupling to @docusaurus/utils-common 3.10.2: its entry's one tslib helper.
            test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
            resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}},
          },
        ],
      };
      if (isServer) return {module};
      // Coupling to @docusaurus/core 3.10.2: the generated routes module imports
      // `@docusaurus/ComponentCreator` and calls it for every route. In the client build only: the
      // server renders each page's routes once and collects their chunks through react-loadable.
      const lazyRoutes = {
        test: path.join(context.generatedFilesDir, 'routes.js'),
        // As `@docusaurus/ComponentCreator` resolves through Docusaurus's own alias.
        resolve: {
          alias: {
            [require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js')]: path.join(__dirname, 'lazyRoutes.ts'),
          },
        },
      };
      // Coupling to @docusaurus/core 3.10.2: its client build's ChunkAssetPlugin, replaced in place.
      const plugins = config.plugins ?? [];
      const index = plugins.findIndex((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin');
      if (index < 0) throw new Error('lean-main: no ChunkAssetPlugin in the client build to replace');
      plugins.splice(index, 1, chunkAssets);
      return {
        module: {rules: [...module.rules, lazyRoutes]},
        // Coupling to @docusaurus/core 3.10.2: its client entry and `@docusaurus/Head` import
        // `HelmetProvider` and `Helmet` from react-helmet-async, and nothing else of it.
        resolve: {alias: {'react-helmet-async$': path.join(__dirname, 'head.ts')}},
        optimization: {chunkIds: 'named'},
      };
    },
  };
}
