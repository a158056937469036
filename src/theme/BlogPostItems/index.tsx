/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `BlogPostItems`.
 * Why: on the blog list, where `BlogListPage` (wrapped) provides a title, the posts get that
 * title as the page's h1 above them; pages with their own h1 (tags, authors) are unchanged.
 */
import {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import BlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';

/** The blog list page's title; undefined everywhere else. */
export const BlogListTitle = createContext<string | undefined>(undefined);

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const title = useContext(BlogListTitle);
  return (
    <>
      {title && <Heading as="h1">{title}</Heading>}
      <BlogPostItems {...props} />
    </>
  );
}
