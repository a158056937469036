/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `Footer/Copyright`.
 * Why: the copyright names the current year, and a static site can go years without a rebuild (ink! is
 * no longer actively developed). The server-rendered line carries the build year; once hydrated,
 * the reader's clock decides.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import FooterCopyright from '@theme-original/Footer/Copyright';
import type {Props} from '@theme/Footer/Copyright';
import {copyrightLine} from '@site/config/footer';

export default function FooterCopyrightWrapper({copyright}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <FooterCopyright copyright={isBrowser ? copyrightLine(new Date().getFullYear()) : copyright} />;
}
