import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      // As the Docusaurus bundler resolves it, for the theme modules under test.
      '@docusaurus/router': path.resolve(__dirname, 'node_modules/@docusaurus/core/lib/client/exports/router.js'),
    },
  },
  // Theme components under test use React's automatic runtime, as in the Docusaurus build.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest leaves a core to its main process by default (one worker on a 2-core machine, every
    // file in turn); that process is idle while the files run: two workers took 48–52 s against
    // 62–65 s for the same files.
    maxWorkers: '100%',
  },
});
