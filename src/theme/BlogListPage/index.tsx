/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `BlogListPage`.
 * Why: the theme's blog list (`/blog`, `/blog/page/N`) has no h1, so the page has no title for
 * screen readers and outlines. This wrap hands the blog's title to `BlogPostItems` (also
 * wrapped), which puts it as the h1 above the posts, inside the page's main element.
 */
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type {Props} from '@theme/BlogListPage';
import {BlogListTitle} from '@site/src/theme/BlogPostItems';

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitle.Provider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitle.Provider>
  );
}
