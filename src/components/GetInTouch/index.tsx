import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {getInTouch} from '@site/config/footer';
import {ChannelIcon} from './icons';
import styles from './styles.module.css';

/**
 * The footer's 'Get In Touch' block: one link per community channel, icon and name. Its title is
 * styled like the link columns' titles, which are not headings either.
 */
export default function GetInTouch(): ReactNode {
  return (
    <section className={styles.getInTouch} aria-labelledby="footer-get-in-touch">
      <div id="footer-get-in-touch" className="footer__title">
        {getInTouch.title}
      </div>
      <ul className={styles.channels}>
        {getInTouch.channels.map(({kind, label, href}) => (
          <li key={kind}>
            <Link className={styles.channel} href={href}>
              <ChannelIcon kind={kind} className={styles.icon} />
              <span>{label}</span>
              <IconExternalLink />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
