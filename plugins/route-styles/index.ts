/**
 * Each page's stylesheets are the site's shared ones plus its own route's, not every stylesheet of
 * the site. Docusaurus 3.10 makes one CSS file of every CSS module (its `styles` split-chunks
 * group), because it cannot name a route's files in the page: its server rendering reports the
 * modules a route rendered (`@site/docs/x.md`, `@theme/DocItem`) and asks the client manifest
 * (react-loadable-ssr-addon) for their files, but under webpack 5 and Rspack that manifest knows
 * the route chunks by chunk name only, so every page gets `main`'s files alone.
 * This plugin:
 * - turns the `styles` group off: a route chunk's CSS stays with it, `main`'s CSS is the shared file;
 * - after the client build, adds to the manifest each route chunk under the module its `import()`
 *   names (the registry's import of `@site/docs/x.md`), so the server rendering finds a page's
 *   chunks: the page links its route's stylesheets (styled on first paint) and scripts, and the
 *   client's chunk loader finds those stylesheets in the page instead of loading them again. On a
 *   client-side navigation it links the next route's stylesheets before showing it.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The part of react-loadable-ssr-addon's manifest this plugin reads and extends. */
type ClientManifest = {origins: Record<string, (string | number)[]>};
/** A chunk group of the compilation as Rspack and webpack 5 both expose it. */
type ChunkGroup = {name?: string | null; origins: {request?: string | null}[]};

/**
 * `manifest` with every named chunk group also listed under the requests of its `import()`s
 * (`@site/docs/x.md` → the chunks of `"0073c689"`); keys the manifest has already are kept.
 */
export function withImportRequests(manifest: ClientManifest, chunkGroups: Iterable<ChunkGroup>): ClientManifest {
  const origins = {...manifest.origins};
  for (const {name, origins: imports} of chunkGroups) {
    const chunks = name ? manifest.origins[name] : undefined;
    if (!chunks) continue;
    for (const {request} of imports) if (request && !(request in origins)) origins[request] = chunks;
  }
  return {...manifest, origins};
}

export default function routeStyles(context: LoadContext): Plugin {
  // Coupling to @docusaurus/core 3.10.2: where the client build writes the manifest.
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'route-styles',
    configureWebpack: (config, isServer) => {
      const optimization = {splitChunks: {cacheGroups: {styles: false as const}}};
      // The dev server writes no manifest and renders no pages.
      if (isServer || config.mode === 'development') return isServer ? {} : {optimization};
      return {
        optimization,
        plugins: [
          {
            apply(compiler: {
              hooks: {afterEmit: {tap(name: string, run: (compilation: {chunkGroups: ChunkGroup[]}) => void): void}};
            }) {
              // After the addon wrote the manifest (in `emit`), before the pages are rendered.
              compiler.hooks.afterEmit.tap('route-styles', ({chunkGroups}) => {
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                writeFileSync(manifestFile, JSON.stringify(withImportRequests(manifest, chunkGroups)));
              });
            },
          },
        ],
      };
    },
  };
}
