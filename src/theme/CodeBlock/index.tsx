/**
 * Ejected from theme-classic 3.10.2 `CodeBlock` without its second rendering: upstream renders
 * every code block again once the page is in the browser (a `key` that changes after
 * hydration), because Prism's inline colours of the server's colour mode may not be the
 * reader's. Our code theme is the same in both modes (config/prism.ts,
 * `modeIndependentCodeTheme`), so a code-heavy page hydrates its code once.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain text when every child is text, so it can be highlighted and copied; else as given. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
