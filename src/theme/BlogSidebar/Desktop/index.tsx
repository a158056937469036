import type {ReactNode} from 'react';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import type BlogSidebarDesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof BlogSidebarDesktopType>;

/** The blog's recent posts of wide screens, not hydrated on a phone (`DesktopOnly`). */
export default function BlogSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly as="aside">
      <BlogSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
