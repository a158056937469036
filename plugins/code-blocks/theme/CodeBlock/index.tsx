/**
 * Replaces theme-classic's `CodeBlock`: the block's tokens come highlighted from the build
 * (`html`, written by ../../remark.ts) and React leaves that markup alone, so no highlighter is
 * downloaded and hydration builds no element per token. The copy button's text is read from that
 * markup (../../copyText.ts): the page's script does not carry the code a second time. The chrome is the theme's: title, word-wrap
 * and copy buttons (which read the block's text from the code-block context, as upstream's do).
 * A block given as React elements renders as upstream's `Content/Element` does.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Props as UpstreamProps} from '@theme/CodeBlock';
import {escapeHtml} from '@site/src/utils/html';
import {copyText} from '../../copyText';
import ElementContent from '@theme/CodeBlock/Content/Element';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

export interface Props extends Omit<UpstreamProps, 'children'> {
  /** The highlighted lines, finished at build time; the copy text is read from them. */
  readonly html?: string;
  /** The code, when there is no `html` (a block given as text or React elements). */
  readonly children?: UpstreamProps['children'];
}

function StaticCode({children, html, className, title, showLineNumbers, language}: Props & {children: string}): ReactNode {
  const code = html === undefined ? children.replace(/\n$/, '') : copyText(html);
  // What the theme's chrome reads: the build read the fence's meta (title, line numbers) and marked
  // its lines, so this is no parse of it (theme-common's `createCodeBlockMetadata` and its parsers
  // would come to every page with code for that).
  const lang = language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const metadata: CodeBlockMetadata = {
    codeInput: code,
    code,
    className: clsx(className, !className?.includes('language-') && `language-${lang}`),
    language: lang,
    title,
    lineNumbersStart: typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : undefined,
    lineClassNames: {},
  };
  const wordWrap = useCodeWordWrap();
  const numbered = metadata.lineNumbersStart !== undefined;
  const lines =
    html ??
    code
      .split('\n')
      .map((line) => `<span class="line">${escapeHtml(line)}</span>`)
      .join('\n');
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={clsx(ThemeClassNames.common.codeBlock, metadata.className, styles.block)}>
        {metadata.title && <div className={styles.title}>{<Title>{metadata.title}</Title>}</div>}
        <div className={styles.content}>
          {/* Focusable: a reader scrolls wide code with the keyboard. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
            <code
              className={clsx(styles.lines, numbered && styles.numbered)}
              style={numbered ? {counterReset: `line ${metadata.lineNumbersStart! - 1}`} : undefined}
              dangerouslySetInnerHTML={{__html: lines}}
            />
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return <ElementContent {...props}>{children}</ElementContent>;
  return <StaticCode {...props}>{parts.join('')}</StaticCode>;
}
