/**
 * A part of the theme that only the desktop layout shows (the docs sidebar, a doc's table of
 * contents, the blog's recent posts). The server renders it, since it cannot know the reader's
 * screen, and the theme renders it while the page hydrates (its window size is not known yet),
 * then drops it on a narrow screen once the page has mounted. Hydrating it there is work for
 * nothing: a long sidebar is some hundred components.
 *
 * So on a screen the theme counts as narrow, while the page hydrates, this keeps the server's
 * element as it is (React neither compares nor renders what is inside) until the theme drops it.
 * On a wide screen it hydrates as usual. The element must be the part's own root, of the same tag,
 * for hydration to take it.
 */
import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Wider than this (CSS pixels), the theme's `useWindowSize` says "desktop" (and Infima shows the desktop layout). */
export const DESKTOP_BREAKPOINT = 996;

export default function DesktopOnly({as: Tag = 'div', children}: {as?: 'div' | 'aside'; children: ReactNode}): ReactNode {
  // False while the page hydrates, true from its first commit on (and for every part mounted later).
  const mounted = useIsBrowser();
  if (ExecutionEnvironment.canUseDOM && !mounted && window.innerWidth <= DESKTOP_BREAKPOINT)
    return <Tag dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return children;
}
