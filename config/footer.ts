import type {Footer} from '@docusaurus/theme-common';
import {site} from './site';
import {latestDoc} from './versions';

/** The services a reader can reach the community on, one per kind: messaging, video, social, code hosting. */
export type CommunityChannel = {
  kind: 'messaging' | 'video' | 'social' | 'code';
  label: string;
  href: string;
};

export const community = {
  messaging: {kind: 'messaging', label: 'Telegram', href: 'https://t.me/inkathon'},
  video: {kind: 'video', label: 'YouTube', href: 'https://www.youtube.com/@ink-lang'},
  social: {kind: 'social', label: 'X', href: 'https://x.com/ink_lang'},
  code: {kind: 'code', label: 'GitHub', href: 'https://github.com/use-ink'},
} as const satisfies Record<CommunityChannel['kind'], CommunityChannel>;

/** The 'Get In Touch' block the footer renders after its link columns (src/theme/Footer/Links). */
export const getInTouch: {title: string; channels: readonly CommunityChannel[]} = {
  title: 'Get In Touch',
  channels: [community.messaging, community.video, community.social, community.code],
};

/** The copyright line for a year: the build year in the HTML, the reader's year once loaded. */
export function copyrightLine(year: number): string {
  return `Copyright © ${year} ink!`;
}

export const footer = {
  style: 'dark',
  logo: {alt: 'ink! home', src: 'img/logo-dark.svg', href: '/', width: 96, height: 32},
  links: [
    {
      title: 'Build with ink!',
      items: [
        {label: 'Docs', to: latestDoc('')},
        {label: 'Tutorials', to: '/tutorials'},
        {label: 'Chains', to: '/chains'},
        {label: 'Projects', to: '/projects'},
      ],
    },
    {
      title: 'Join our community',
      items: [
        {label: 'About', to: '/about'},
        {label: 'Bounties', to: '/bounties'},
        {label: 'Stories', to: '/stories'},
        {label: 'YouTube', href: community.video.href},
      ],
    },
    {
      title: 'Helpful Links',
      items: [
        {label: 'Incubator', to: '/inkubator'},
        {label: 'Examples', href: site.examplesRepository},
        {label: 'Brand Assets', to: '/brand-assets'},
        {label: 'FAQ', to: latestDoc('faq')},
      ],
    },
  ],
  copyright: copyrightLine(new Date().getFullYear()),
} satisfies Footer;
