/**
 * Code highlighting that costs the first visit nothing and each code block one rendering:
 * - Prism (prism-react-renderer and the extra languages) leaves the script every page loads:
 *   theme-classic's client module that registers the extra languages on load is replaced by an
 *   empty one, and src/theme/CodeBlock/Content loads Prism lazily, with the languages, where a
 *   code block is rendered. The server waits for it, so the HTML is highlighted as before.
 * - The token colours of both colour modes become a stylesheet (`css`, from config/prism.ts), so
 *   the theme Docusaurus renders with is the same in both modes.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const PRISM_ON_LOAD = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function codeHighlighting(css: string): (context: LoadContext) => Plugin {
  return (context) => {
    const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'code-theme.css');
    mkdirSync(path.dirname(stylesheet), {recursive: true});
    writeFileSync(stylesheet, `${css}\n`);
    return {
      name: 'code-highlighting',
      getClientModules: () => [stylesheet],
      configureWebpack(_config, _isServer, {currentBundler}) {
        return {
          plugins: [
            new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_ON_LOAD, path.join(__dirname, 'noPrismOnLoad.ts')),
          ],
        };
      },
    };
  };
}
