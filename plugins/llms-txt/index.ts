/**
 * Docs that AI tools can read (https://llmstxt.org): `/llms.txt` (the site's summary, then the
 * latest docs and the tutorials as lists of `[title](url.md): description` grouped by sidebar
 * category), `/llms-full.txt` (the latest docs in one text), `/docs/vN/llms.txt` per version,
 * and a clean Markdown copy of every doc at its URL plus `.md`. Built from the docs plugins'
 * loaded content and the doc sources (the copies from the pages as Docusaurus compiled them, see
 * ./copies.ts, whose `remarkLlmsCopies` the docs plugins run); written after the build, and served
 * by the dev server.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
// Its types add `devServer` to the webpack configuration `configureWebpack` returns.
import type {} from 'webpack-dev-server';
import {DOCS_PLUGIN, isDocsContent, sourcePath} from '../../tools/markdown/content';
import {cleanerFor, madeCopies, storeCopies, type CopyRequest} from './copies';
import {llmsFullTxt, llmsTxt, versionSections, type LlmsSite, type LlmsVersion} from './llms';
import {markdownPath} from './paths';

export type Options = {
  /** The summary `/llms.txt` opens with (its quote line), e.g. the site's tagline. */
  summary: string;
  /** The paragraph after the summary: what the site is and how these files are laid out. */
  details: string;
  /** Id of the docs plugin whose versions are listed (its latest in `/llms.txt`). */
  docsPluginId: string;
  /** Other docs plugins listed in `/llms.txt` after the latest docs, by id, with a heading each. */
  extraDocs: {pluginId: string; name: string}[];
  /** Serve the files from the dev server too (for `docusaurus start`). */
  devServer: boolean;
};

function docsContent(allContent: AllContent, pluginId: string): DocsContent {
  const content = allContent[DOCS_PLUGIN]?.[pluginId];
  if (!isDocsContent(content)) throw new Error(`[llms-txt] no docs plugin with id "${pluginId}"`);
  return content;
}

/** `plugins: [llmsTxt(options)]` — typed options instead of an untyped options object. */
export default function llmsTxtPlugin(options: Options): PluginModule {
  return (context) => plugin(context, options);
}

function plugin(context: LoadContext, options: Options): Plugin {
  const {baseUrl, siteDir, generatedFilesDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const devDir = path.join(generatedFilesDir, 'llms-txt-dev');
  /** Output file (relative to the output directory) → its text, once made. */
  let files: Promise<Map<string, string>> = Promise.resolve(new Map());
  /** Resolves once a build has compiled its pages (at postBuild): the copies made from them are in. */
  let pagesCompiled = (): void => undefined;
  const compiled = new Promise<void>((resolve) => (pagesCompiled = resolve));

  const site: LlmsSite = {title: siteConfig.title, summary: options.summary, details: options.details, url: siteUrl};
  const fileOf = (routePath: string) =>
    routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');

  /** A docs plugin's versions, each with its pages' sources. */
  async function sourcesOf(allContent: AllContent, pluginId: string) {
    return Promise.all(
      docsContent(allContent, pluginId).loadedVersions.map(async (version) => {
        const files = new Map(version.docs.map((doc) => [doc.id, sourcePath(siteDir, doc.source)]));
        const read = async (doc: (typeof version.docs)[number]) =>
          [doc.id, await readFile(files.get(doc.id) ?? '', 'utf8')] as const;
        return {version, files, sources: new Map(await Promise.all(version.docs.map(read)))};
      }),
    );
  }

  async function buildFiles(allContent: AllContent, copiesReady: Promise<void>): Promise<Map<string, string>> {
    const root = `${siteUrl}${baseUrl}`;
    const reference = await sourcesOf(allContent, options.docsPluginId);
    const extraDocs = await Promise.all(
      options.extraDocs.map(async ({pluginId, name}) => ({
        name,
        versions: (await sourcesOf(allContent, pluginId)).filter(({version}) => version.isLast),
      })),
    );
    // Every listed page's Markdown copy made at once (./copies.ts), before the sections are laid out.
    const clean = await cleanerFor(
      [...reference, ...extraDocs.flatMap(({versions}) => versions)].flatMap(({version, sources, files}) =>
        version.docs
          .filter((doc) => !doc.unlisted)
          .map((doc) => [[sources.get(doc.id) ?? '', doc.title, root] satisfies CopyRequest, files.get(doc.id) ?? ''] as const),
      ),
      copiesReady,
    );
    const asVersion = (
      {version, sources}: (typeof reference)[number],
      name: string,
    ): LlmsVersion & {isLast: boolean; label: string} => ({
      name,
      path: version.path,
      isLast: version.isLast,
      label: version.label,
      sections: versionSections(version, name, sources, root, clean),
    });
    const docs = reference.map((loaded) => asVersion(loaded, `Docs ${loaded.version.label}`));
    const extras = extraDocs.flatMap(({name, versions}) => versions.map((loaded) => asVersion(loaded, name)));
    const latest = docs.find((version) => version.isLast);
    if (!latest) throw new Error('[llms-txt] the docs have no latest version');
    const older = docs.filter((version) => version !== latest);
    const out = new Map<string, string>();
    for (const version of [...docs, ...extras]) {
      for (const page of version.sections.flatMap((section) => section.pages))
        out.set(fileOf(markdownPath(page.permalink)), page.markdown);
    }
    const llmsUrl = (version: LlmsVersion) => `${siteUrl}${version.path.replace(/\/+$/, '')}/llms.txt`;
    out.set(
      'llms.txt',
      llmsTxt(
        site,
        [latest, ...extras],
        [
          {
            title: `${latest.name}, full text`,
            url: `${siteUrl}${baseUrl}llms-full.txt`,
            description: `every page of ${latest.name} in one file`,
          },
          ...older.map((version) => ({
            title: version.name,
            url: llmsUrl(version),
            description: `the pages of ink! ${version.label}, an older version`,
          })),
        ],
      ),
    );
    out.set('llms-full.txt', llmsFullTxt(site, latest));
    for (const version of docs) {
      const status =
        version === latest ? 'the latest version' : `an older version; the latest is listed in ${siteUrl}${baseUrl}llms.txt`;
      const details = `The pages of the ink! ${version.label} documentation (${status}), grouped as in the site's sidebar. Every page is also plain Markdown at its URL plus \`.md\`.`;
      out.set(fileOf(`${version.path.replace(/\/+$/, '')}/llms.txt`), llmsTxt(site, [version], [], details));
    }
    return out;
  }

  async function writeFiles(dir: string): Promise<Map<string, string>> {
    const made = await files;
    await Promise.all(
      [...made].map(async ([file, text]) => {
        const target = path.join(dir, file);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, text);
      }),
    );
    return made;
  }

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent}) {
      // The dev server's copies are made before any page compiles (./copies.ts reads the pages).
      // A build's come from its compiled pages, or from the cache: with every copy cached (a warm
      // build), the files are made while the site is bundled.
      files = buildFiles(allContent, options.devServer ? Promise.resolve() : compiled);
      files.catch(() => undefined);
      if (options.devServer) await writeFiles(devDir);
    },

    configureWebpack() {
      if (!options.devServer) return undefined;
      return {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: false}]}};
    },

    async postBuild({outDir}) {
      pagesCompiled();
      const written = await writeFiles(outDir);
      // The copies made this build are all in the cache by now (they were made before the files).
      await storeCopies();
      const pages = [...written.keys()].filter((file) => file.endsWith('.md')).length;
      const {fromCompile, inWorker} = madeCopies;
      console.log(
        `[llms-txt] llms.txt, llms-full.txt, ${written.size - pages - 2} version llms.txt and ${pages} Markdown pages ` +
          `(copies: ${fromCompile} from the compiled pages, ${inWorker} read again, the others from the cache)`,
      );
    },
  };
}
