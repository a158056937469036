/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `DocItem/Content`.
 * Why: every doc page (all versions, tutorials) gets a "Copy page as Markdown" button above its
 * title, copying the page's Markdown copy that plugins/llms-txt writes next to it (URL + `.md`).
 * The content itself renders unchanged.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {markdownPath} from '@site/plugins/llms-txt/paths';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton markdownUrl={markdownPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
