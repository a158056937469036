/**
 * Wrapped @docusaurus/theme-classic 3.10.2 `Footer/Links`.
 * Why: the footer has a 'Get In Touch' block (messaging, video, social, code hosting) after
 * the three link columns; the theme only renders columns. The columns themselves are unchanged.
 */
import type {ReactNode} from 'react';
import FooterLinks from '@theme-original/Footer/Links';
import type {Props} from '@theme/Footer/Links';
import GetInTouch from '@site/src/components/GetInTouch';

export default function FooterLinksWrapper(props: Props): ReactNode {
  return (
    <>
      <FooterLinks {...props} />
      <GetInTouch />
    </>
  );
}
