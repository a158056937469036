import type {ReactNode} from 'react';
import CodeBlock from '@site/plugins/code-blocks/theme/CodeBlock';
import type {HighlightedSample} from '@site/plugins/code-blocks/samples';

export type Props = {sample: HighlightedSample | undefined};

/** A code sample of a TSX page (src/data/codeSamples.ts), as the build highlighted it. */
export default function CodeSample({sample}: Props): ReactNode {
  // A sample named here but missing from src/data/codeSamples.ts fails the build, not the reader.
  if (!sample) throw new Error('code sample not found in src/data/codeSamples.ts');
  return <CodeBlock className={`language-${sample.language}`} title={sample.title} html={sample.html} />;
}
