/**
 * Wraps theme-classic's `CodeBlock/Content/String` (a code block given as text: every fenced
 * block) so Prism is not part of the script every page loads (plugins/code-highlighting takes it
 * out). The highlighting block comes from src/codeHighlighting: registered by the chunk of each
 * page that shows code, so it is there before the page hydrates. A page that forgot to import it
 * still works: the block loads Prism itself and shows plain text meanwhile (in the browser), the
 * server's HTML being highlighted either way.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content/String';
import {registeredHighlighter} from '@site/src/codeHighlighting/registry';

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
  const Highlighted = registeredHighlighter();
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
