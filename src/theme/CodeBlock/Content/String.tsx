/**
 * Wraps theme-classic's `CodeBlock/Content/String` (a code block given as text: every fenced
 * block) so Prism is not part of the script every page loads (plugins/code-highlighting takes it
 * out). The highlighting block comes from src/codeHighlighting: the content of each page
 * component that shows code is wrapped in its `PrismProvider`, so it is there before the page
 * hydrates. A block outside any provider loads Prism itself: the server's HTML is highlighted, and
 * the browser hydrates the block once Prism's chunk has arrived.
 */
import {lazy, Suspense, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content/String';
import {HighlighterContext} from '@site/src/codeHighlighting/context';

const LazyHighlighted = lazy(() => import('@site/src/codeHighlighting/withPrism'));

function PlainCode({className, children}: Props): ReactNode {
  return (
    // Focusable like the highlighted block: a reader scrolls wide code with the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre tabIndex={0} className={clsx(className, 'prism-code', 'thin-scrollbar')}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlockStringWrapper(props: Props): ReactNode {
  const Highlighted = useContext(HighlighterContext);
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
