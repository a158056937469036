import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import type {Chain, ChainGroup} from '@site/src/data/chains';
import styles from './styles.module.css';

export type Props = {
  group: ChainGroup;
  chains: readonly Chain[];
  tinted?: boolean;
};

export default function ChainGroupSection({group, chains, tinted = false}: Props): ReactNode {
  const icon = useBaseUrl(group.icon);
  return (
    <Section
      id={group.runtime}
      title={group.title}
      tinted={tinted}
      intro={
        <div className={styles.intro}>
          <img src={icon} alt="" width={40} height={40} />
          <p>{group.intro}</p>
        </div>
      }>
      <CardGrid columns={3}>
        {chains.map((chain) => (
          <Card
            key={chain.id}
            eyebrow={chain.network}
            title={chain.name}
            links={[{label: `${chain.name} site`, href: chain.url}]}>
            <p>{chain.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
