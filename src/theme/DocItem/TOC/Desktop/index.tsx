import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnly from '@site/src/components/DesktopOnly';

/** A doc's table of contents of wide screens, not hydrated on a phone (`DesktopOnly`). */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
