import {afterEach, describe, expect, it, vi} from 'vitest';

/** config/search.ts as a build with these environment variables would see it. */
async function searchConfig(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return import('@site/config/search');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('search configuration', () => {
  it('embeds the index by default, with placeholder credentials the Algolia client accepts', async () => {
    const {algolia, searchMode, searchOptions} = await searchConfig({ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: ''});
    expect(searchMode).toBe('embedded');
    expect(searchOptions.mode).toBe('embedded');
    expect(algolia.appId).not.toBe('');
    expect(algolia.apiKey).not.toBe('');
    expect(algolia).toMatchObject({
      indexName: 'use',
      contextualSearch: true,
      insights: false,
      searchPagePath: 'search',
      searchParameters: {hitsPerPage: 20},
    });
    expect(algolia).not.toHaveProperty('replaceSearchResultPathname');
  });

  it('needs both credentials for hosted search', async () => {
    expect((await searchConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: ''})).searchMode).toBe('embedded');
  });

  it('uses hosted Algolia when both credentials are set', async () => {
    const {algolia, searchMode, searchOptions} = await searchConfig({
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_SEARCH_API_KEY: 'search-key',
      ALGOLIA_PATH_PATTERN: '/ink-docs/',
      ALGOLIA_PATH_REPLACEMENT: '/',
    });
    expect(searchMode).toBe('hosted');
    expect(searchOptions.mode).toBe('hosted');
    expect(algolia).toEqual({
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'use',
      contextualSearch: true,
      insights: true,
      searchPagePath: 'search',
      searchParameters: {hitsPerPage: 20},
      replaceSearchResultPathname: {from: '/ink-docs/', to: '/'},
    });
  });
});
