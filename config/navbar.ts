import type {Navbar} from '@docusaurus/theme-common';
import {DOCS_VERSIONS, LATEST_DOCS} from './versions';

/**
 * The version dropdown names each version "ink! vN", newest first. The first item, the newest
 * version, carries a `latest` badge drawn by src/css/custom.css (`.docs-version-dropdown`).
 */
const versionLabels = Object.fromEntries(DOCS_VERSIONS.map(({name, label}) => [name, {label: `ink! ${label}`}]));

export const navbar = {
  title: '',
  hideOnScroll: true,
  logo: {
    alt: 'ink! home',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 96,
    height: 32,
  },
  items: [
    {to: LATEST_DOCS, label: 'Docs', position: 'left', activeBasePath: 'docs'},
    {to: '/tutorials', label: 'Tutorials', position: 'left', activeBasePath: 'tutorials'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {href: 'https://polkadot.com', label: 'Powered by Polkadot', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right', className: 'docs-version-dropdown', versions: versionLabels},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Navbar;
