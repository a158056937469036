/**
 * Replaces theme-classic's `CodeBlock`: the block's tokens come highlighted from the build
 * (`html`, written by ../../remark.ts) and React leaves that markup alone, so no highlighter is
 * downloaded and hydration builds no element per token. The block is markup only: its word-wrap
 * and copy buttons (the theme's, which upstream renders in the browser only, after hydration) come
 * when a reader first reaches the block (../../client/codeButtons.ts), so a page with fifty blocks
 * does not render a hundred buttons nobody uses. A block given as React elements renders as
 * upstream's `Content/Element` does.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props as UpstreamProps} from '@theme/CodeBlock';
import {escapeHtml} from '@site/src/utils/html';
import ElementContent from '@theme/CodeBlock/Content/Element';
import Title from '@theme/CodeBlock/Title';
import styles from './styles.module.css';

export interface Props extends Omit<UpstreamProps, 'children'> {
  /** The highlighted lines, finished at build time; the copy text is read from them. */
  readonly html?: string;
  /** The code, when there is no `html` (a block given as text or React elements). */
  readonly children?: UpstreamProps['children'];
}

function StaticCode({children, html, className, title, showLineNumbers, language}: Props & {children: string}): ReactNode {
  // The language class as upstream sets it (`language-text` when the fence names none).
  const lang = language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const lineNumbersStart = typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : undefined;
  const lines =
    html ??
    children
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => `<span class="line">${escapeHtml(line)}</span>`)
      .join('\n');
  return (
    <div
      className={clsx(
        ThemeClassNames.common.codeBlock,
        className,
        !className?.includes('language-') && `language-${lang}`,
        styles.block,
      )}>
      {title && <div className={styles.title}>{<Title>{title}</Title>}</div>}
      <div className={styles.content}>
        {/* Focusable: a reader scrolls wide code with the keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
          <code
            className={clsx(styles.lines, lineNumbersStart !== undefined && styles.numbered)}
            style={lineNumbersStart !== undefined ? {counterReset: `line ${lineNumbersStart - 1}`} : undefined}
            dangerouslySetInnerHTML={{__html: lines}}
          />
        </pre>
      </div>
    </div>
  );
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return <ElementContent {...props}>{children}</ElementContent>;
  return <StaticCode {...props}>{parts.join('')}</StaticCode>;
}
