import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** The docs sidebar of wide screens, not hydrated on a phone (`DesktopOnly`). */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
