import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  /** The page's only h1. */
  title: ReactNode;
  /** A short label above the title, e.g. the section of the site. */
  eyebrow?: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
  className?: string;
};

export default function PageHeader({title, eyebrow, lead, children, className}: Props): ReactNode {
  return (
    <header className={clsx(styles.header, className)}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
