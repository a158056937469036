/**
 * Every redirect from the old use.ink paths, as data. Exact rules map one old path to one page; prefix rules map
 * a whole old tree onto a new one, for every page that exists under the new prefix.
 * The plugin asks, for each page the build has, which old paths should land on it
 * (`redirectsTo`), so a rule never points at a page that does not exist.
 */
type ExactRedirect = {from: string; to: string};
type PrefixRedirect = {fromPrefix: string; toPrefix: string};

export const exactRedirects: readonly ExactRedirect[] = [
  {from: '/ubator', to: '/inkubator'},
  {from: '/6.x/funding-programs', to: '/inkubator'},
  {from: '/docs/v6/background/smart-contracts-vs-rollups', to: '/docs/v6/background/smart-contracts-vs-parachains'},
  {from: '/docs/v6/hackathon-fast-track', to: '/docs/v6/sub0-hackathon-2025'},
  {from: '/docs/v6/getting-started/testing-your-contract', to: '/docs/v6/contract-testing/overview'},
  {from: '/docs/v6/solidity-interop/metamask-setup', to: '/tutorials/ethereum-compatibility/metamask-setup'},
  {from: '/docs/v6/solidity-interop/hardhat-deployment', to: '/tutorials/ethereum-compatibility/hardhat-deployment'},
  {from: '/docs/v6/solidity-interop/wagmi-integration', to: '/tutorials/ethereum-compatibility/wagmi-integration'},
  {from: '/docs/v6/solidity-interop/use-ink-with-solidity-abi', to: '/docs/v6/basics/abi/solidity'},
  // cargo-contract 4 to 6 print this address when code without a verifiable build goes to a production chain.
  {from: '/basics/contract-verification', to: '/docs/v5/basics/verification/contract-verification'},
];

const prefixRedirects: readonly PrefixRedirect[] = [
  {fromPrefix: '/6.x/', toPrefix: '/docs/v6/'},
  {fromPrefix: '/4.x/', toPrefix: '/docs/v4/'},
  {fromPrefix: '/', toPrefix: '/docs/v5/'},
  {fromPrefix: '/docs/v6/development/linter/', toPrefix: '/docs/v6/linter/'},
];

/** A path without its trailing slash (the root stays `/`). */
export function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The old paths that should redirect to `existingPath`. `pages` are the site's real top-level
 * pages: an old path that is itself a page is never turned into a redirect.
 */
export function redirectsTo(existingPath: string, pages: readonly string[]): string[] {
  const target = normalise(existingPath);
  const taken = new Set(pages.map(normalise));
  const froms = exactRedirects.filter((rule) => rule.to === target).map((rule) => rule.from);
  for (const {fromPrefix, toPrefix} of prefixRedirects) {
    const rest = `${target}/`.startsWith(toPrefix) ? target.slice(toPrefix.length) : undefined;
    if (rest !== undefined) froms.push(fromPrefix + rest);
  }
  // `/` (the old v5 landing) and `/brand-assets` (an old v5 folder) are real pages now.
  return froms.filter((from) => !taken.has(normalise(from)));
}
