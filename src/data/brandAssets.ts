import {latestDoc} from '@site/config/versions';
import type {SitePath} from './sitePaths';

export type BrandAssetKit = {
  id: string;
  title: string;
  description: string;
  /** Small original preview shown on /brand-assets, under static/. */
  preview: string;
  previewAlt: string;
  path: SitePath;
};

export const BRAND_ASSET_KITS: readonly BrandAssetKit[] = [
  {
    id: 'ink',
    title: 'ink! logo',
    description:
      'The ink! logo and wordmark, with guidance on how to use them on slides, sites and documentation without changing what they look like.',
    preview: '/img/pages/brand-logo.svg',
    previewAlt: 'Sketch of a logo sheet with a wordmark on a light and on a dark tile',
    path: latestDoc('brand-assets/ink'),
  },
  {
    id: 'community-badges',
    title: 'Community badges',
    description:
      'Badges a project can add to its README or its site to show that it is built with ink!, next to the usual build and licence badges.',
    preview: '/img/pages/brand-badge.svg',
    previewAlt: 'Sketch of a small two-part badge like the ones shown in project READMEs',
    path: latestDoc('brand-assets/community-badges'),
  },
  {
    id: 'cargo-contract',
    title: 'cargo-contract logo',
    description:
      'The logo of the cargo-contract command line tool, for tutorials, talks and tool listings that show the ink! toolchain.',
    preview: '/img/pages/brand-cli.svg',
    previewAlt: 'Sketch of a terminal window with a prompt',
    path: latestDoc('brand-assets/cargo-contract'),
  },
  {
    id: 'stickers',
    title: 'Stickers',
    description: 'Sticker artwork for meetups, hackathons and workshops, for when the ink! community meets in person.',
    preview: '/img/pages/brand-sticker.svg',
    previewAlt: 'Sketch of a round sticker with a peeled corner',
    path: latestDoc('brand-assets/stickers'),
  },
];
