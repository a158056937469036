/**
 * Wraps @docusaurus/theme-classic's `DocsRoot` to end its routes with a not-found catch-all.
 * A path under /docs that matches no version (e.g. /docs/v9/) matches the docs root route but none
 * of its children, so the original alone renders an empty page after hydration; with the
 * catch-all it shows the not-found page (its title comes with `NotFound/Content`, wrapped).
 */
import {useMemo, type ReactNode} from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import NotFoundContent from '@theme/NotFound/Content';
import type {Props} from '@theme/DocsRoot';

export default function DocsRootWithNotFound({route, ...props}: Props): ReactNode {
  const withCatchAll = useMemo(
    () => ({...route, routes: [...(route.routes ?? []), {path: '*', component: NotFoundContent}]}),
    [route],
  );
  return <DocsRoot {...props} route={withCatchAll} />;
}
