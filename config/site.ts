/** Facts about the project that several config pieces share. */
export const site = {
  title: 'ink!',
  tagline: 'The Rust language for smart contracts on Polkadot',
  repository: 'https://github.com/use-ink/ink-docs',
  editBranch: 'main',
  examplesRepository: 'https://github.com/use-ink/ink-examples',
} as const;

/** Where a page's "Edit this page" link starts: Docusaurus appends the page's path in the repository. */
export const EDIT_URL = `${site.repository}/edit/${site.editBranch}/`;
