/**
 * A code block's buttons, added when a reader first reaches the block (./codeButtons.ts): the
 * theme's `WordWrapButton` and `CopyButton` in their own React root inside the block, fed the
 * code-block context they read (the copy text, read from the block's highlighted lines as the
 * build reads it, and the word-wrap state of the block's `<pre>`).
 */
import type {ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {createRoot, type Root} from 'react-dom/client';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import {copyText} from '../copyText';
import styles from './codeButtons.module.css';

function Buttons({pre, metadata}: {pre: HTMLPreElement; metadata: CodeBlockMetadata}): ReactNode {
  const wordWrap = useCodeWordWrap();
  // The `<pre>` is the server's markup, not this root's: the hook reads and styles it by this ref.
  wordWrap.codeBlockRef.current ??= pre;
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={styles.buttonGroup}>
        <WordWrapButton />
        <CopyButton />
      </div>
    </CodeBlockContextProvider>
  );
}

const roots = new Map<Element, Root>();

/** Renders the buttons of `block` (an `@theme/CodeBlock`) into it, at once. */
export function addButtons(block: Element): void {
  const pre = block.querySelector('pre');
  const code = pre?.querySelector('code');
  if (!pre || !code) return;
  const text = copyText(code.innerHTML);
  const language = /\blanguage-(\S+)/.exec(block.className)?.[1] ?? 'text';
  const metadata: CodeBlockMetadata = {
    codeInput: text,
    code: text,
    className: block.className,
    language,
    title: undefined,
    lineNumbersStart: undefined,
    lineClassNames: {},
  };
  const container = document.createElement('div');
  pre.after(container);
  const root = createRoot(container);
  roots.set(container, root);
  // At once: the click, tap or Tab that follows the reach finds the buttons there.
  flushSync(() => root.render(<Buttons pre={pre} metadata={metadata} />));
}

/** Unmounts the buttons of blocks a navigation took off the page. */
export function dropDetached(): void {
  for (const [container, root] of roots) {
    if (container.isConnected) continue;
    root.unmount();
    roots.delete(container);
  }
}
