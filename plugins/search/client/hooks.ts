/**
 * What the SearchBar and the SearchPage share: which back-end answers (the plugin's global data
 * says: the embedded index or Algolia) and which docs version the reader is reading.
 */
import {useEffect, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  getDocsVersionSearchTag,
  useActivePluginAndVersion,
  useAllDocsData,
  useDocsPreferredVersionByPluginId,
} from '@docusaurus/plugin-content-docs/client';
import {createStorageSlot, useEvent} from '@docusaurus/theme-common';
import {createEmbeddedSearchClient, type EmbeddedSearchClient} from './embeddedClient';
import {SEARCH_PLUGIN} from '../engine/constants';
import type {SearchGlobalData} from '../engine/schema';

/** One client per page load: the modal and the search page share the indexes it has loaded. */
const clients = new Map<string, EmbeddedSearchClient>();

/** The embedded search client, or `undefined` when search is hosted by Algolia. */
export function useEmbeddedSearchClient(): EmbeddedSearchClient | undefined {
  const data = usePluginData(SEARCH_PLUGIN) as SearchGlobalData;
  const indexBaseUrl = useBaseUrl('/');
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => {
    if (data.mode !== 'embedded') return undefined;
    const key = `${indexBaseUrl}?v=${data.version}`;
    let client = clients.get(key);
    if (!client) {
      client = createEmbeddedSearchClient({
        manifest: data,
        siteUrl: siteConfig.url,
        indexUrl: indexBaseUrl,
        version: data.version,
      });
      clients.set(key, client);
    }
    return client;
  }, [data, indexBaseUrl, siteConfig.url]);
}

/** Per docs plugin, the version the reader last had open in this browser session. */
function lastViewedSlot(pluginId: string) {
  return createStorageSlot(`docs-last-viewed-version-${pluginId}`, {persistence: 'sessionStorage'});
}

/** Remember the docs version on screen, so `/search` can search the version the reader came from. */
export function useRememberDocsVersion(): void {
  const active = useActivePluginAndVersion();
  const pluginId = active?.activePlugin.pluginId;
  const versionName = active?.activeVersion?.name;
  useEffect(() => {
    if (pluginId && versionName) lastViewedSlot(pluginId).set(versionName);
  }, [pluginId, versionName]);
}

/**
 * For each docs plugin, the version to search: the one on screen, else the one last viewed in
 * this session, else the preferred one (chosen in the version dropdown), else the latest.
 * Reads browser storage, so call it from client-only code (an open modal, an effect). The
 * function is stable: it always reads the latest route and preference.
 */
export function useSearchDocsVersions(): () => Record<string, string> {
  const allDocsData = useAllDocsData();
  const active = useActivePluginAndVersion();
  const preferred = useDocsPreferredVersionByPluginId();
  return useEvent(() =>
    Object.fromEntries(
      Object.entries(allDocsData).map(([pluginId, data]) => {
        const known = (name: string | null | undefined) => data.versions.find((version) => version.name === name)?.name;
        const version =
          (active?.activePlugin.pluginId === pluginId ? active.activeVersion?.name : undefined) ??
          known(lastViewedSlot(pluginId).get()) ??
          preferred[pluginId]?.name ??
          data.versions.find((candidate) => candidate.isLast)?.name ??
          data.versions[0]?.name ??
          'current';
        return [pluginId, version];
      }),
    ),
  );
}

/** Algolia facet filters for the current language and the docs versions being read: the modal and /search search the reader's version. */
export function contextualFacetFilters(locale: string, versions: Record<string, string>): [string, string[]] {
  return [
    `language:${locale}`,
    [
      'docusaurus_tag:default',
      ...Object.entries(versions).map(([pluginId, name]) => `docusaurus_tag:${getDocsVersionSearchTag(pluginId, name)}`),
    ],
  ];
}
