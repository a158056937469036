import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';

export type Props = {
  /** The document title, also the page's h1 unless `heading` is given. */
  title: string;
  /** One sentence for search results and social cards. */
  description: string;
  /**
   * What a reader would search for to find the page, in other words than its title and
   * description (`<meta name="keywords">`; site search weighs the page by them).
   */
  keywords?: readonly string[];
  /** The h1 when it reads differently from the document title. */
  heading?: ReactNode;
  eyebrow?: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The skeleton every top-level page shares: layout, main landmark, page header, sections. */
export default function MarketingPage({
  title,
  description,
  keywords,
  heading,
  eyebrow,
  lead,
  actions,
  children,
}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      {keywords && <PageMetadata keywords={[...keywords]} />}
      <main>
        <PageHeader eyebrow={eyebrow} title={heading ?? title} lead={lead}>
          {actions}
        </PageHeader>
        {children}
      </main>
    </Layout>
  );
}
