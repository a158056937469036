// Replaces theme-classic's `@theme/prism-include-languages`, which its client module of every page
// calls to register `prism.additionalLanguages`: its `require(`prismjs/components/prism-${lang}`)`
// put Prism's language list (prismjs/components.js, about 9 KB gzipped) into `main` even with no
// language to add. Code is highlighted at build time (../remark.ts): there is nothing to register.
export default function prismIncludeLanguages(): void {}
