import type {Navbar} from '@docusaurus/theme-common';
import {LATEST_VERSION_LABEL} from './versions';

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
    {to: `/docs/${LATEST_VERSION_LABEL}`, label: 'Docs', position: 'left', activeBasePath: 'docs'},
    {to: '/tutorials', label: 'Tutorials', position: 'left', activeBasePath: 'tutorials'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {href: 'https://polkadot.com', label: 'Powered by Polkadot', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Navbar;
