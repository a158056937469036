/** DocSearch 3's lazy entry points (the same code as the package's main entry). */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

// webpack-bundle-analyzer ships no types; the one option set plugins/bundle-report uses.
declare module 'webpack-bundle-analyzer' {
  export class BundleAnalyzerPlugin {
    constructor(options: {analyzerMode: 'json'; reportFilename: string; openAnalyzer: boolean; logLevel: 'warn'});
    apply(compiler: unknown): void;
  }
}
