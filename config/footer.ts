import type {Footer} from '@docusaurus/theme-common';
import {site} from './site';
import {LATEST_VERSION_LABEL} from './versions';

export const community = {
  messaging: {label: 'Telegram', href: 'https://t.me/inkathon'},
  video: {label: 'YouTube', href: 'https://www.youtube.com/@ink-lang'},
  social: {label: 'X', href: 'https://x.com/ink_lang'},
  code: {label: 'GitHub', href: 'https://github.com/use-ink'},
} as const;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Build with ink!',
      items: [
        {label: 'Docs', to: '/docs'},
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
        {label: 'FAQ', to: `/docs/${LATEST_VERSION_LABEL}/faq`},
      ],
    },
    {
      title: 'Get In Touch',
      items: Object.values(community).map(({label, href}) => ({label, href})),
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ink!`,
} satisfies Footer;
