/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `Tabs`.
 * Why: the theme's tabs name no panel, so an active tab has no tab panel it controls (the Nu Html
 * Checker's error, and assistive technology cannot move from a tab to its content). Each tab gets
 * `aria-controls` through its item's `attributes` (which the theme spreads onto the tab), and the
 * item (`TabItem`, ejected) gives its panel that id.
 */
import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

export default function TabsWrapper({children, ...props}: Props): ReactNode {
  const id = useId();
  const items = Children.map(children, (child) => {
    if (!isValidElement<TabItemProps>(child)) return child;
    const controls = `${id}-${child.props.value}`;
    return cloneElement(child, {attributes: {...child.props.attributes, 'aria-controls': controls}});
  });
  return <Tabs {...props}>{items}</Tabs>;
}
