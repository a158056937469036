/**
 * Replaces @docusaurus/theme-classic 3.10.2 `DocItem/Content` (upstream's markup, its synthetic
 * title included). Why:
 * - every doc page (all versions, tutorials) gets a "Copy page as Markdown" button above its
 *   title, copying the page's Markdown copy that plugins/llms-txt writes next to it (URL + `.md`);
 * - the content's `div.markdown` is `StaticContent`: on the page a reader first loads, React keeps
 *   the server's HTML of the content instead of rendering it again (Infima styles `.markdown > h2`
 *   and the like, so it is that element itself and not a wrapper inside it).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import StaticContent from '@site/src/components/StaticContent';
import {markdownPath} from '@site/plugins/llms-txt/paths';

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  // Upstream's rule: a title from the front matter unless hidden or the Markdown has its own h1.
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <>
      <CopyPageButton markdownUrl={markdownPath(metadata.permalink)} />
      <StaticContent className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </StaticContent>
    </>
  );
}
