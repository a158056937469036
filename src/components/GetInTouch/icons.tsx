import type {ReactNode} from 'react';
import type {CommunityChannel} from '@site/config/footer';

type Props = {className?: string};

/** One monochrome glyph per kind of channel; the label beside it names the service. */
const paths: Record<CommunityChannel['kind'], ReactNode> = {
  messaging: (
    <path d="M4 5.5h16a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17.5H4A1.5 1.5 0 0 1 2.5 16V7A1.5 1.5 0 0 1 4 5.5Z" />
  ),
  video: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9.2 5 2.8-5 2.8Z" />
    </>
  ),
  social: (
    <>
      <circle cx="12" cy="12" r="3.5" />
      <path d="M15.5 12v1.6a2.6 2.6 0 0 0 5.2 0V12a8.7 8.7 0 1 0-3.4 6.9" />
    </>
  ),
  code: <path d="m8.5 7-5 5 5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15" />,
};

export function ChannelIcon({kind, className}: Props & {kind: CommunityChannel['kind']}): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true">
      {paths[kind]}
    </svg>
  );
}
