// Replaces theme-classic's client module `prism-include-languages`, which imports Prism into the
// script every page loads. src/theme/CodeBlock/Content/Highlighted.tsx registers the languages
// instead, in the chunk that loads with the first code block.
export {};
