/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `Icon/Menu`.
 * Why: the site's hamburger icon is 28 px; the theme draws it at 30 px. Only the default size
 * changes; a caller that passes its own size keeps it.
 */
import type {ReactNode} from 'react';
import IconMenu from '@theme-original/Icon/Menu';
import type {Props} from '@theme/Icon/Menu';

const HAMBURGER_SIZE = 28;

export default function IconMenuWrapper(props: Props): ReactNode {
  return <IconMenu width={HAMBURGER_SIZE} height={HAMBURGER_SIZE} {...props} />;
}
