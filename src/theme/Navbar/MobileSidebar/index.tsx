import {useEffect, useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The navbar's menu button, whose first reach brings the menu. */
const TOGGLE = '.navbar__toggle';
const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The menu of narrow windows (the navbar's links and, on a docs page, the whole docs sidebar). The
 * theme renders it, closed, as soon as a page has mounted in a narrow window, though most readers
 * never open it. This renders it when the reader first reaches the menu button (pointer, touch or
 * keyboard focus), before the click that opens it: closed first, so it still slides in.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const reach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setReached(true);
    };
    for (const type of REACH_EVENTS) document.addEventListener(type, reach, {passive: true});
    return () => {
      for (const type of REACH_EVENTS) document.removeEventListener(type, reach);
    };
  }, [reached]);
  return reached || shown ? <NavbarMobileSidebar /> : null;
}
