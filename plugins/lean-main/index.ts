/**
 * Keeps out of every page's `main` script what Docusaurus's client pulls in for one small use.
 * - `tslib`: `@docusaurus/utils-common` (compiled to CommonJS with `importHelpers`) requires it for
 *   `__importDefault` alone, and a CommonJS `require` keeps the whole library (about 4 KB
 *   gzipped). For that package only, `tslib` resolves to ./tslib.ts, which has that one helper.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanMain(): Plugin {
  return {
    name: 'lean-main',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            // Coupling to @docusaurus/utils-common 3.10.2: its entry's one tslib helper.
            test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
            resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}},
          },
        ],
      },
    }),
  };
}
