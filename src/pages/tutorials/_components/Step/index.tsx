import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  /** Position in the tutorial, shown as a badge and in the heading. */
  number: number;
  /** Anchor of the step heading. */
  id: string;
  title: string;
  children: ReactNode;
  /** What the reader should see when the step worked. */
  check?: ReactNode;
};

/** One numbered step of a tutorial, ending with how to tell that it worked. */
export default function Step({number, id, title, children, check}: Props): ReactNode {
  return (
    <li className={styles.step}>
      <section aria-labelledby={id}>
        <Heading as="h2" id={id} className={styles.title}>
          <span className={styles.number}>Step {number}</span> {title}
        </Heading>
        {children}
        {check && (
          <div className={styles.check}>
            <p className={styles.checkLabel}>Check</p>
            {check}
          </div>
        )}
      </section>
    </li>
  );
}
