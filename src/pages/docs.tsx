import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {Redirect} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {LATEST_VERSION_LABEL, latestDoc} from '@site/config/versions';

/**
 * `/docs` sends the reader on to the latest version's landing. The meta refresh covers crawlers
 * and readers without JavaScript; the in-app redirect covers client-side navigation.
 */
export default function DocsIndex(): ReactNode {
  const target = latestDoc('');
  const absoluteTarget = useBaseUrl(target);
  return (
    <Layout title="Documentation" description="The ink! documentation, latest version.">
      <Head>
        {/* A page that only forwards: kept out of the sitemap and search engines' indexes. */}
        <meta name="robots" content="noindex" />
        <meta httpEquiv="refresh" content={`0; url=${absoluteTarget}`} />
        <link rel="canonical" href={absoluteTarget} />
      </Head>
      <Redirect to={target} />
      <main className="container margin-vert--xl">
        <Heading as="h1">Documentation</Heading>
        <p>
          Taking you to the <Link to={target}>ink! {LATEST_VERSION_LABEL} documentation</Link>.
        </p>
      </main>
    </Layout>
  );
}
