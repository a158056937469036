// `algoliasearch/lite` in a build with the embedded index (see ../index.ts): the search page uses
// the embedded client there, so this is never called; if it were, it says why nothing was found.
export function liteClient(): never {
  throw new Error('This build searches its embedded index; it has no Algolia client.');
}
