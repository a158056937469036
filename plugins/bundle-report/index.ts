/**
 * With `BUNDLE_REPORT=<file>` at build time, webpack-bundle-analyzer (a dependency of
 * @docusaurus/core) writes what each browser chunk is made of — every module with its minified
 * and gzipped size — as JSON to that file. `npm run analyze` (tools/analyze-bundle.ts) builds with it and
 * prints the table. Off by default: the analysis adds a few seconds to a build.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {BundleAnalyzerPlugin} from 'webpack-bundle-analyzer';

export default function bundleReportPlugin(reportFile: string): () => Plugin {
  return () => ({
    name: 'bundle-report',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            analyzerMode: 'json',
            reportFilename: path.resolve(reportFile),
            openAnalyzer: false,
            logLevel: 'warn',
          }),
        ],
      };
    },
  });
}
