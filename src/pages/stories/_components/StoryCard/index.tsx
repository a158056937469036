import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import type {Story} from '@site/src/data/stories';
import styles from './styles.module.css';

export type Props = {story: Story};

export default function StoryCard({story}: Props): ReactNode {
  return (
    <Card eyebrow={story.project} title={story.team} links={[{label: `${story.project} source code`, href: story.source}]}>
      <p className={styles.setting}>{story.setting}</p>
      <dl className={styles.facts}>
        <dt>The problem</dt>
        <dd>{story.challenge}</dd>
        <dt>What they built</dt>
        <dd>{story.approach}</dd>
        <dt>What it shows</dt>
        <dd>{story.lesson}</dd>
      </dl>
    </Card>
  );
}
