/** Where the build writes the cards of a release's linked ink! names, relative to the site's root. */
export const cardFile = (tag: string): string => `api-cards/${tag}.json`;
