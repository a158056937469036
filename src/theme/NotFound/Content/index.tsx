/**
 * Wraps @docusaurus/theme-classic 3.10.2 `NotFound/Content`. Why: the docs plugin shows this
 * content alone for an unknown page inside a real version (`/docs/v6/a`), without the not-found
 * page's title, so the tab read just "ink!". Here the content brings its title, wherever it shows.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
    </>
  );
}
