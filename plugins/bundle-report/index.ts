/**
 * With `BUNDLE_REPORT=<file>` at build time, webpack-bundle-analyzer (a dependency of
 * @docusaurus/core) writes what each browser chunk is made of — every module with its minified
 * and gzipped size — as JSON to that file. `npm run analyze` (tools/analyze-bundle.ts) builds with it and
 * prints the table. Off by default: the analysis adds a few seconds to a build. The config names
 * this plugin by its path, so a build without the report does not load the analyzer (and its
 * server's packages) with the config.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BundleAnalyzerPlugin} from 'webpack-bundle-analyzer';

export default function bundleReportPlugin(_context: LoadContext, {reportFile}: {reportFile: string}): Plugin {
  return {
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
  };
}
