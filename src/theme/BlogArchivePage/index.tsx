/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `BlogArchivePage`: the years are `h2` under the
 * page's `h1` (upstream skips to `h3`, a heading level a screen reader's outline and the Nu Html
 * Checker report as missing). Otherwise as upstream.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';

type Post = Props['archive']['blogPosts'][number];

function Year({year, posts}: {year: string; posts: Post[]}): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function postsByYear(posts: readonly Post[]): {year: string; posts: Post[]}[] {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0] ?? '';
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return Array.from(years, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map(({year, posts}) => (
                    <div key={year} className="col col--4 margin-vert--lg">
                      <Year year={year} posts={posts} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
