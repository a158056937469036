/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `TabItem` (a leaf) to give the panel the id its tab
 * controls: `Tabs` (wrapped) sets `aria-controls` in each item's `attributes`. Otherwise as upstream.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

export default function TabItem({children, className, value, attributes}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const id = attributes?.['aria-controls'];
  return (
    <div
      role="tabpanel"
      id={typeof id === 'string' ? id : undefined}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
