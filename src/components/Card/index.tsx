import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {LinkTarget} from '@site/src/data/sitePaths';
import styles from './styles.module.css';

export type Props = {
  title: ReactNode;
  /** Heading level of the title, so the card fits the outline of the page it is on. */
  headingLevel?: 'h2' | 'h3';
  /** A short label above the title, e.g. a category or a year. */
  eyebrow?: ReactNode;
  children: ReactNode;
  /** Links shown at the bottom of the card. */
  links?: readonly LinkTarget[];
  /** Path of a decorative image under static/, shown beside the title. */
  icon?: string;
  /** Extra content under the body, e.g. badges. */
  footer?: ReactNode;
  className?: string;
};

function CardLink({link}: {link: LinkTarget}): ReactNode {
  if ('to' in link) {
    return (
      <Link className={styles.link} to={link.to}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link className={styles.link} href={link.href}>
      {link.label}
    </Link>
  );
}

export default function Card({
  title,
  headingLevel = 'h3',
  eyebrow,
  children,
  links = [],
  icon,
  footer,
  className,
}: Props): ReactNode {
  const iconUrl = useBaseUrl(icon ?? '');
  return (
    <article className={clsx('card', styles.card, className)}>
      <div className={clsx('card__header', styles.header)}>
        {icon && <img className={styles.icon} src={iconUrl} alt="" width={40} height={40} />}
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading as={headingLevel} className={styles.title}>
            {title}
          </Heading>
        </div>
      </div>
      <div className={clsx('card__body', styles.body)}>{children}</div>
      {(footer || links.length > 0) && (
        <div className={clsx('card__footer', styles.footer)}>
          {footer}
          {links.length > 0 && (
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.label}>
                  <CardLink link={link} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}
