/**
 * Replaces @docusaurus/theme-classic 3.10.2 `BlogPostItem/Content` (upstream's markup). Why: the
 * post's `div.markdown` is `StaticContent`, so on the page a reader first loads (a post, or a list
 * of posts) React keeps the server's HTML of each post instead of rendering it again.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/BlogPostItem/Content';
import StaticContent from '@site/src/components/StaticContent';

export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    // The id locates a post's content for the feeds, as upstream's does.
    <StaticContent id={isBlogPostPage ? blogPostContainerID : undefined} className={clsx('markdown', className)}>
      <MDXContent>{children}</MDXContent>
    </StaticContent>
  );
}
