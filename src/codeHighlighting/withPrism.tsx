/**
 * theme-classic's code block for text (`CodeBlock/Content/String`) with Prism and the site's extra
 * Prism languages. Registering the languages here replaces theme-classic's client module that did
 * it on every page load (plugins/code-highlighting).
 */
import type {ComponentType, ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlock, {type Props as CodeBlockProps} from '@theme/CodeBlock';
import {HighlighterContext} from './context';

prismIncludeLanguages(Prism);

const HighlightedContent: ComponentType<Props> = Content;

/** Code blocks inside are highlighted at their first render (see ./context.ts). */
export function PrismProvider({children}: {children: ReactNode}): ReactNode {
  return <HighlighterContext.Provider value={HighlightedContent}>{children}</HighlighterContext.Provider>;
}

export default HighlightedContent;

/** The theme's `CodeBlock` for TSX pages, highlighted at its first render. */
export function HighlightedCodeBlock(props: CodeBlockProps): ReactNode {
  return (
    <PrismProvider>
      <CodeBlock {...props} />
    </PrismProvider>
  );
}
