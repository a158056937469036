import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in the reader's browser: the site's own and the plugins' theme and client modules. */
const BROWSER_CODE = ['src/**/*.{ts,tsx,js,jsx}', 'plugins/*/theme/**/*.{ts,tsx}', 'plugins/*/client/**/*.{ts,tsx}'];
/** The search engine: it answers in the reader's browser (a worker) as well as in Node (tests, benchmarks). */
const SEARCH_ENGINE = ['plugins/search/engine/**/*.ts'];

export default tseslint.config(
  {ignores: ['build/', 'build-*/', '.bench/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: BROWSER_CODE,
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Links through `<Link>` (base URL, prefetching, broken-link check); headings through
    // `<Heading>` (anchor and hash link).
    files: BROWSER_CODE,
    plugins: {'@docusaurus': docusaurus},
    rules: {'@docusaurus/no-html-links': 'error', '@docusaurus/prefer-docusaurus-heading': 'error'},
  },
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
      ],
      'no-console': ['error', {allow: ['warn', 'error']}],
    },
  },
  {
    files: ['bench/**', 'tools/**', 'plugins/**', 'tests/**', '*.config.*'],
    rules: {'no-console': 'off'},
  },
  {
    // Node's `process` does not exist in a browser: a reference to it throws there and the search
    // fails ("Unable to fetch results"), while Node's tests of the same code pass.
    files: [...BROWSER_CODE, ...SEARCH_ENGINE],
    rules: {
      'no-restricted-globals': ['error', {name: 'process', message: 'Node only: this code runs in the browser.'}],
      'no-console': ['error', {allow: ['warn', 'error']}],
    },
  },
);
