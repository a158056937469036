/** Facts about the project that several config pieces share. */
export const site = {
  title: 'ink!',
  tagline: 'The Rust language for smart contracts on Polkadot',
  repository: 'https://github.com/use-ink/ink-docs',
  editBranch: 'main',
  examplesRepository: 'https://github.com/use-ink/ink-examples',
} as const;

export function editUrl(folder: string): string {
  return `${site.repository}/edit/${site.editBranch}/${folder}`;
}
