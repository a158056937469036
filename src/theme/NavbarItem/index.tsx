import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly, {type DesktopRoot} from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof NavbarItemType>;

/**
 * The root element the theme renders for an item of the desktop navbar, where its type fixes it:
 * a link is an `a`, a dropdown a `div`; a versions dropdown is a dropdown when it lists more than
 * one entry, as the theme decides. Undefined for the menu's items, a dropdown's own items and
 * every other type.
 */
export function desktopRoot(props: Props): DesktopRoot | undefined {
  if (props.mobile || ('isDropdownItem' in props && props.isDropdownItem)) return undefined;
  const {type} = props;
  if (!type || type === 'default') return 'items' in props ? 'div' : 'a';
  if (type === 'dropdown' || type === 'localeDropdown') return 'div';
  if (type === 'docsVersionDropdown' && props.versions !== undefined) {
    const versions = Array.isArray(props.versions) ? props.versions.length : Object.keys(props.versions).length;
    const entries = versions + (props.dropdownItemsBefore?.length ?? 0) + (props.dropdownItemsAfter?.length ?? 0);
    return entries > 1 ? 'div' : 'a';
  }
  return undefined;
}

/** An item of the desktop navbar, not hydrated in a narrow window, where it is hidden (`DesktopOnly`). */
export default function NavbarItemWrapper(props: Props): ReactNode {
  const root = desktopRoot(props);
  if (!root) return <NavbarItem {...props} />;
  return (
    <DesktopOnly as={root}>
      <NavbarItem {...props} />
    </DesktopOnly>
  );
}
