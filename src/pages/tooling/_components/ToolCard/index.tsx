import type {ReactNode} from 'react';
import CodeSample from '@site/src/components/CodeSample';
import examples from '@generated/code-blocks/tooling.json';
import Card from '@site/src/components/Card';
import InlineMarkup from '@site/src/components/InlineMarkup';
import type {LinkTarget} from '@site/src/data/sitePaths';
import type {Tool} from '@site/src/data/tooling';

export type Props = {tool: Tool};

export default function ToolCard({tool}: Props): ReactNode {
  const links: LinkTarget[] = [...tool.links];
  if (tool.docsPath) links.push({label: 'Read the guide', to: tool.docsPath});
  return (
    <Card title={tool.name} eyebrow={tool.inkVersions} links={links}>
      <p>
        <strong>{tool.purpose}</strong>
      </p>
      <p>
        <InlineMarkup text={tool.description} />
      </p>
      {examples[tool.id] && <CodeSample sample={examples[tool.id]} />}
    </Card>
  );
}
