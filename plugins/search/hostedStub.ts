// What `algoliasearch/lite` and `search-insights` become in a build with the embedded index
// (./index.ts). The search page uses the embedded client there, so `liteClient` is never called
// (if it were, it says why nothing was found); click analytics are off, so nothing is sent.
export function liteClient(): never {
  throw new Error('This build searches its embedded index; it has no Algolia client.');
}

export default function searchInsights(): void {}
