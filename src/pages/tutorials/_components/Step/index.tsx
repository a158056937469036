import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Props = {
  /** Position in the tutorial, shown as a badge and in the heading. */
  number: number;
  /** Anchor of the step heading. */
  id: string;
  title: string;
  /** The step's text and listings, ending with a `StepCheck`. */
  children: ReactNode;
};

type ContainerProps = {children: ReactNode};

/** The numbered list of a tutorial's steps. */
export function Steps({children}: ContainerProps): ReactNode {
  return <ol className={styles.steps}>{children}</ol>;
}

/** How to tell that a step worked: what the reader should see. */
export function StepCheck({children}: ContainerProps): ReactNode {
  return (
    <div className={styles.check}>
      <p className={styles.checkLabel}>Check</p>
      {children}
    </div>
  );
}

/** One numbered step of a tutorial. */
export default function Step({number, id, title, children}: Props): ReactNode {
  return (
    <li className={styles.step}>
      <section aria-labelledby={id}>
        <Heading as="h2" id={id} className={styles.title}>
          <span className={styles.number}>Step {number}</span> {title}
        </Heading>
        {children}
      </section>
    </li>
  );
}
