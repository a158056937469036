/**
 * Code blocks finished at build time. The remark step (./remark.ts, added to every content
 * plugin's `remarkPlugins` in config/) turns each fenced block into highlighted HTML; this plugin
 * brings what the browser needs for it and nothing more:
 * - the token colours of both colour modes as one stylesheet (./palette.ts), so a block is the
 *   same HTML in both modes;
 * - the theme's `CodeBlock` (./theme), which shows that HTML inside the theme's chrome, and the
 *   block's buttons, rendered when a reader first reaches the block (./client/codeButtons.ts);
 * - the TSX pages' code samples, highlighted the same way (./samples.ts);
 * - the card of a linked ink! name (./client/apiCardBox.ts, a chunk that ./client/apiCard.ts loads
 *   when a reader first reaches a linked name),
 *   whose text it fetches from a card file per release: after a build, the cards of every name the
 *   built pages link (./apiLinks.ts `writeApiCards`); for the dev server, every definition;
 * - no Prism: theme-classic still imports `prism-react-renderer` in a client module of its own
 *   (`lib/prism-include-languages.js`, which registers Prism languages on every page) and in the
 *   code-block components this plugin replaces, so the client bundles resolve that package to an
 *   empty module.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CODE_SAMPLES} from '../../src/data/codeSamples';
import {allApiCards, linkedApiCards, writeApiCards} from './apiLinks';
import {env} from '../../config/env';
import {codeThemeCss, highlightStats, holdHighlighter, storeHighlights} from './highlight';
import {writeSamples} from './samples';
import {afterBundling} from '../../tools/lib/after-bundling';

export {default as remarkCodeBlocks} from './remark';

export default function codeBlocks(context: LoadContext): Plugin {
  // A build keeps the highlighter (its worker, Shiki and the compiled grammars) from the stylesheet
  // and the samples here to the end of bundling, where the last page's blocks are: between the two,
  // the content loads and the pages parse for longer than the worker would wait idle, and a second
  // worker would load and compile it all again. The dev server's stops when idle.
  const bundled = env.devServer ? undefined : afterBundling('code-blocks', holdHighlighter());
  const stylesheet = path.join(context.generatedFilesDir, 'code-blocks', 'code-theme.css');
  // Asked for now (from the disk cache, else the worker loads Shiki for it); the plugins' content
  // loading, which waits for every plugin to be made, does not wait for it: the stylesheet and the
  // samples are written while the other plugins load their content.
  const themeCss = codeThemeCss();
  themeCss.catch(() => undefined);
  return {
    name: 'code-blocks',
    getThemePath: () => path.join(__dirname, 'theme'),
    loadContent: async () => {
      mkdirSync(path.dirname(stylesheet), {recursive: true});
      writeFileSync(stylesheet, `${await themeCss}\n`);
      await writeSamples(path.dirname(stylesheet), CODE_SAMPLES);
    },
    postBuild: async ({outDir}) => {
      await storeHighlights();
      const {rendered, fromDisk, fromMemory} = highlightStats();
      const cards = writeApiCards(outDir, await linkedApiCards(outDir));
      console.log(
        `[code-blocks] ${rendered} blocks highlighted, ${fromDisk} from the disk cache, ${fromMemory} repeats; ${cards} ink! name cards`,
      );
    },
    getClientModules: () => [
      stylesheet,
      path.join(__dirname, 'client/apiCard.ts'),
      path.join(__dirname, 'client/apiCard.css'),
      path.join(__dirname, 'client/codeButtons.ts'),
    ],
    configureWebpack: (config, isServer) => {
      // Coupling to theme-classic 3.10.2: the package name its Prism imports use.
      const resolve = {alias: {'prism-react-renderer$': path.join(__dirname, 'noPrism.ts')}};
      // The highlighter goes once the client and the server bundle are both done.
      if (bundled) return {resolve, plugins: [bundled()]};
      if (isServer || config.mode !== 'development') return {resolve};
      // The dev server builds no page to read the links from: it serves every definition's card.
      const devRoot = path.join(context.generatedFilesDir, 'code-blocks', 'dev-static');
      writeApiCards(devRoot, allApiCards());
      return {resolve, devServer: {static: [{directory: devRoot, publicPath: context.baseUrl}]}};
    },
  };
}
