/**
 * Ejected (leaf) from @docusaurus/theme-classic 3.10.2 `DocsRoot`.
 * Why: a path under /docs that matches no version (e.g. /docs/v9/) matched the docs root route
 * but none of its children, so the original rendered an empty page after hydration. Unknown paths
 * must show the not-found page, so the routes end with a catch-all (its title comes with
 * `NotFound/Content`, wrapped).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import renderRoutes from '@docusaurus/renderRoutes';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type {Props} from '@theme/DocsRoot';

export default function DocsRoot({route}: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages)}>
      <Layout>{renderRoutes([...(route.routes ?? []), {path: '*', component: NotFoundContent}])}</Layout>
    </HtmlClassNameProvider>
  );
}
