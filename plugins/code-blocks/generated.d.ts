// The TSX pages' highlighted code samples, written by ./samples.ts.
declare module '@generated/code-blocks/*.json' {
  import type {HighlightedSample} from '@site/plugins/code-blocks/samples';

  const samples: Record<string, HighlightedSample>;
  export default samples;
}
