/**
 * A part of the theme that only the desktop layout shows: the docs sidebar, a doc's table of
 * contents and the blog's recent posts, which the theme drops on a narrow screen once the page
 * has mounted, and the navbar's items, which Infima hides there (the menu shows its own). The
 * server renders it, since it cannot know the reader's screen, and the theme hydrates it. On a
 * narrow screen that is work for nothing: a long sidebar is some hundred components.
 *
 * So when the page hydrates in a window the theme counts as narrow, this keeps the server's
 * element as it is (React neither compares nor renders what is inside) for as long as the window
 * stays narrow or until the theme drops it; once the window is wide it renders the part. A part
 * mounted after hydration, or hydrated in a wide window, renders as usual. The element must be the
 * part's own root, of the same tag, for hydration to take it.
 */
import {useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Wider than this (CSS pixels), the theme's `useWindowSize` says "desktop" (and Infima shows the desktop layout). */
export const DESKTOP_BREAKPOINT = 996;

export type DesktopRoot = 'a' | 'aside' | 'div';

export default function DesktopOnly({as: Tag = 'div', children}: {as?: DesktopRoot; children: ReactNode}): ReactNode {
  // False while the page hydrates, true from its first commit on (and for every part mounted later).
  const mounted = useIsBrowser();
  const [kept, setKept] = useState(() => ExecutionEnvironment.canUseDOM && !mounted && window.innerWidth <= DESKTOP_BREAKPOINT);
  // Only a kept part listens for the window getting wide (as Infima's breakpoint says): one that
  // renders as usual has nothing to wait for.
  useEffect(() => {
    if (!kept) return undefined;
    const narrow = window.matchMedia(`(max-width: ${DESKTOP_BREAKPOINT}px)`);
    const release = () => !narrow.matches && setKept(false);
    narrow.addEventListener('change', release);
    release();
    return () => narrow.removeEventListener('change', release);
  }, [kept]);
  if (kept) return <Tag dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return children;
}
