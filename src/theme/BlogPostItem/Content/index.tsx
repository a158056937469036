/**
 * Wrapped theme-classic 3.10.2 `BlogPostItem/Content`, unchanged on screen. Why: blog posts and
 * the blog's list pages show code, so this chunk brings Prism with it
 * (src/codeHighlighting/context.ts).
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import {PrismProvider} from '@site/src/codeHighlighting/withPrism';

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  return (
    <PrismProvider>
      <Content {...props} />
    </PrismProvider>
  );
}
