import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  /** Anchor of the section heading; also labels the section for assistive technology. */
  id: string;
  title: string;
  /** Text under the heading: a string is one paragraph (as MDX pages pass it), or any content. */
  intro?: ReactNode;
  children?: ReactNode;
  /** A tinted background, to separate neighbouring sections. */
  tinted?: boolean;
  className?: string;
};

export default function Section({id, title, intro, children, tinted = false, className}: Props): ReactNode {
  return (
    <section aria-labelledby={id} className={clsx(styles.section, tinted && styles.tinted, className)}>
      <div className="container">
        <Heading as="h2" id={id}>
          {title}
        </Heading>
        {intro && <div className={styles.intro}>{typeof intro === 'string' ? <p>{intro}</p> : intro}</div>}
        {children}
      </div>
    </section>
  );
}
