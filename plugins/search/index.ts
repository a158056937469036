/**
 * The embedded search index: DocSearch-shaped records cut from the built HTML (`postBuild`),
 * saved as JSON lists of records — one file per docs version and one for tutorials, blog and pages —
 * so a reader downloads only the slice their context searches. The list of files is global data
 * (`usePluginData('search-index')`). Under `docusaurus start` the index is cut from the Markdown
 * sources and served by the dev server.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
// Its types add `devServer` to the webpack configuration `configureWebpack` returns.
import type {} from 'webpack-dev-server';
import {SEARCH_INDEX_DIR, SEARCH_INDEX_PLUGIN} from './engine/constants';
import {bodyPath, encodeIndex} from './engine/indexFormat';
import type {SearchIndexFile, SearchIndexManifest} from './engine/schema';
import {isRecord} from '../../src/utils/isRecord';
import {recordsFromHtml} from './indexer/html';
import {DOCS_PLUGIN, isDocsContent, pagesFromMarkdown} from './indexer/markdown';
import {pageRecords, type PageRecord} from './indexer/records';

/** Modules only hosted search uses, and the stub each becomes in a build with the embedded index. */
const HOSTED_ONLY_MODULES: Record<string, string> = {
  '^algoliasearch/lite$': 'hostedStubs/algoliasearchLite.ts',
  '^search-insights$': 'hostedStubs/searchInsights.ts',
};

const EMBEDDED_CACHE_SUFFIX = '-embedded-search';

export type Options = {
  /** Cut the index from Markdown and serve it from the dev server (for `docusaurus start`). */
  devServer: boolean;
  /** Route paths never indexed, without the base URL (e.g. the search page itself). */
  excludePaths: string[];
};

/** One file per version of the main docs; everything else (tutorials, blog, pages) shares one. */
export function indexFiles(allContent: AllContent): SearchIndexFile[] {
  const versionTags: string[] = [];
  const siteTags = ['default'];
  for (const [pluginId, content] of Object.entries(allContent[DOCS_PLUGIN] ?? {})) {
    if (!isDocsContent(content)) continue;
    for (const {versionName} of content.loadedVersions) {
      (pluginId === 'default' ? versionTags : siteTags).push(`docs-${pluginId}-${versionName}`);
    }
  }
  return [
    ...versionTags.map((tag) => ({path: `${SEARCH_INDEX_DIR}/${tag}.json`, tags: [tag]})),
    {path: `${SEARCH_INDEX_DIR}/site.json`, tags: siteTags},
  ];
}

/**
 * The head and body texts of an index file holding `records` (`src/search/indexFormat.ts`): each
 * page once, its headings, its texts. The browser builds the MiniSearch index from them with
 * `addAll`, which downloads less than any serialised index and cannot fall out of step with the
 * search options.
 */
export function indexJson(records: PageRecord[]): {head: string; body: string} {
  return encodeIndex(records);
}

/**
 * Write each file of the manifest (head and body) into `dir`, and the manifest as
 * `manifest.json` for tools reading a build; returns each file's record count. Each file is
 * replaced whole (written aside, then renamed), so a reader never gets half.
 */
async function writeIndexes(dir: string, files: SearchIndexFile[], records: PageRecord[]): Promise<Map<string, number>> {
  await mkdir(path.join(dir, SEARCH_INDEX_DIR), {recursive: true});
  const counts = new Map<string, number>();
  await Promise.all(
    files.map(async (file) => {
      const mine = records.filter((record) => file.tags.includes(record.tag));
      counts.set(file.path, mine.length);
      const {head, body} = indexJson(mine);
      await replaceFile(path.join(dir, file.path), head);
      await replaceFile(path.join(dir, bodyPath(file)), body);
    }),
  );
  await replaceFile(path.join(dir, SEARCH_INDEX_DIR, 'manifest.json'), JSON.stringify({files}));
  return counts;
}

async function replaceFile(target: string, text: string): Promise<void> {
  await writeFile(`${target}.tmp`, text);
  await rename(`${target}.tmp`, target);
}

/** After a content change in the dev server, re-index once edits pause, not on every reload. */
const DEV_INDEX_DELAY_MS = 1000;

/** The HTML file Docusaurus wrote for a route (`/a/b` → `a/b/index.html` or `a/b.html`). */
function htmlFile(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}

/** `plugins: [searchIndex(options)]` — typed options instead of an untyped options object. */
export default function searchIndex(options: Options): PluginModule {
  return (context) => searchIndexPlugin(context, options);
}

function searchIndexPlugin(context: LoadContext, options: Options): Plugin {
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
        .catch((error: unknown) => console.error('[search-index] dev index failed:', error));
    }, DEV_INDEX_DELAY_MS);
    devIndexTimer.unref();
  }

  return {
    name: SEARCH_INDEX_PLUGIN,
    getThemePath: () => path.join(__dirname, 'theme'),

    async allContentLoaded({allContent, actions}) {
      files = indexFiles(allContent);
      const manifest: SearchIndexManifest = {files, version: Date.now().toString(36)};
      actions.setGlobalData(manifest);
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
      const withoutHostedClients = {
        plugins: Object.entries(HOSTED_ONLY_MODULES).map(
          ([request, stub]) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(request), path.join(__dirname, stub)),
        ),
      };
      if (!options.devServer) return withoutHostedClients;
      // Served as static files like the built ones; not watched, so re-indexing reloads nothing.
      return {...withoutHostedClients, devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: false}]}};
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const started = Date.now();
      const routes = [...new Set(routesPaths)].filter(
        (route) => !excluded.has(route) && !routesBuildMetadata[route]?.noIndex && !route.endsWith('/404.html'),
      );
      const records = (
        await Promise.all(
          routes.map(async (route) => {
            const file = htmlFile(outDir, baseUrl, route);
            return file ? recordsFromHtml(await readFile(file, 'utf8'), route, titleSuffix) : [];
          }),
        )
      ).flat();
      const counts = await writeIndexes(outDir, files, records);
      const summary = [...counts].map(([file, count]) => `${path.basename(file)} ${count}`).join(', ');
      console.log(
        `[search-index] ${records.length} records from ${routes.length} routes in ${Date.now() - started} ms: ${summary}`,
      );
    },
  };
}
