import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import InlineMarkup from '@site/src/components/InlineMarkup';
import type {Milestone} from '@site/src/data/milestones';
import styles from './styles.module.css';

export type Props = {
  milestones: readonly Milestone[];
  /** Heading level of each entry, to fit the page outline. */
  headingLevel?: 'h3' | 'h4';
};

/** The ink! release lines in order, oldest first. */
export default function Timeline({milestones, headingLevel = 'h3'}: Props): ReactNode {
  return (
    <ol className={styles.timeline}>
      {milestones.map((milestone) => (
        <li key={milestone.id} id={milestone.id} className={styles.entry}>
          <p className={styles.year}>
            <time dateTime={String(milestone.year)}>{milestone.year}</time>
          </p>
          <div className={styles.content}>
            <Heading as={headingLevel} className={styles.title}>
              ink! {milestone.version}: {milestone.title}
            </Heading>
            <p className={styles.summary}>
              <InlineMarkup text={milestone.summary} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
