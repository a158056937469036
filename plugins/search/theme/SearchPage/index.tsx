/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 `SearchPage` (`/search?q=…`), which
 * builds its own Algolia client and always searches the latest docs version. Why:
 * - Embedded search: results come from the embedded index (../../engine) instead of `liteClient`,
 *   and the page does not say "Powered by Algolia".
 * - The docs version searched is the reader's: the one they last had open, else the one chosen in
 *   the version dropdown, else the latest (../../client/hooks.ts); the select still switches it.
 * - With the embedded index, the answer from titles and headings shows while the texts load (as
 *   the modal's does); the whole index's answer then replaces it.
 * - 20 results a page; "Load more results" adds the next page (upstream loads it when
 *   the reader scrolls to the end, which browsers' scroll anchoring turns into a loop).
 * - When the back-end cannot be reached the page says so instead of "No results".
 * - A query of spaces only shows the page as before a search, not "No results".
 * Otherwise as upstream: same query-string sync, result layout, breadcrumbs and styles.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import algoliaSearchHelper, {type SearchResults} from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';
import {HITS_PER_PAGE, MAX_QUERY_LENGTH} from '../../engine/constants';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import {contextualFacetFilters, useEmbeddedSearchClient, useSearchDocsVersions} from '../../client/hooks';
import styles from './styles.module.css';
import {isRecord} from '@site/src/utils/isRecord';
import {HIERARCHY_LEVELS} from '../../engine/schema';

/** Words of page text shown under each result. */
const SUMMARY_WORDS = 20;
/** Wait for the reader to stop typing before searching what they type. */
const TYPING_DELAY_MS = 300;

/** What every search of the page asks for besides its query, page and version. */
const SEARCH_PARAMETERS = {
  hitsPerPage: HITS_PER_PAGE,
  advancedSyntax: true,
  attributesToSnippet: [`content:${SUMMARY_WORDS}`],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

type Item = {title: string; url: string; summary: string; breadcrumbs: string[]};

/** `complete`: from the whole index (an early answer from titles and headings is not). */
type Results = {items: Item[]; nbHits: number; page: number; nbPages: number; complete: boolean};

type Status = 'idle' | 'loading' | 'done' | 'error';

/** A query of spaces only is no query: the page stays as it is before the reader types. */
function isSearchable(query: string): boolean {
  return query.trim() !== '';
}

function pageTitle(query: string): string {
  return isSearchable(query)
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

/** The highlighted (HTML) value at `hit._highlightResult[key...]` or `_snippetResult`. */
function highlighted(source: unknown, ...path: string[]): string | undefined {
  const value = path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), source);
  return isRecord(value) && typeof value.value === 'string' ? value.value : undefined;
}

function toItem(hit: Record<string, unknown>, processUrl: (url: string) => string): Item {
  const titles = HIERARCHY_LEVELS.map((level) => highlighted(hit._highlightResult, 'hierarchy', level)).filter(
    (title): title is string => title !== undefined,
  );
  const summary = highlighted(hit._snippetResult, 'content');
  return {
    title: titles.pop() ?? '',
    url: processUrl(typeof hit.url === 'string' ? hit.url : ''),
    summary: summary ?? '',
    breadcrumbs: titles,
  };
}

/** One version select per versioned docs plugin; the plugin name shows only when there are several. */
function VersionSelects({
  versions,
  onChange,
}: {
  versions: Record<string, string>;
  onChange: (pluginId: string, version: string) => void;
}): ReactNode {
  const versioned = Object.entries(useAllDocsData()).filter(([, data]) => data.versions.length > 1);
  if (versioned.length === 0) return null;
  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
      {versioned.map(([pluginId, data]) => {
        const prefix = versioned.length > 1 ? `${pluginId}: ` : '';
        return (
          <select
            key={pluginId}
            aria-label={translate({
              id: 'theme.SearchPage.versionLabel',
              message: 'Docs version to search',
              description: 'The ARIA label of the search page version select',
            })}
            value={versions[pluginId]}
            onChange={(event) => onChange(pluginId, event.target.value)}
            className={styles.searchVersionInput}>
            {data.versions.map((version) => (
              <option key={version.name} value={version.name}>
                {`${prefix}${version.label}`}
              </option>
            ))}
          </select>
        );
      })}
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const [urlQuery, setQuery] = useSearchQueryString();
  // A link can carry any length of query; the page searches, shows and edits the first 64
  // characters, as the modal would (and the answer then matches the question asked).
  const query = urlQuery.slice(0, MAX_QUERY_LENGTH);
  const embeddedClient = useEmbeddedSearchClient();
  const readerVersions = useSearchDocsVersions();
  const allDocsData = useAllDocsData();

  // Server render: latest versions; in the browser, the reader's (read from session storage).
  const [versions, setVersions] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(allDocsData).map(([pluginId, data]) => [pluginId, data.versions[0]?.name ?? 'current'])),
  );
  // Searching waits for them, so the first search is the reader's version's.
  const [versionsRead, setVersionsRead] = useState(false);
  useEffect(() => {
    setVersions(readerVersions());
    setVersionsRead(true);
  }, [readerVersions]);

  const [results, setResults] = useState<Results | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // The query `status` is about, once the page has handled it; both on `<main>`, for tests.
  const [handledQuery, setHandledQuery] = useState<string | null>(null);

  const helper = useMemo(
    () => algoliaSearchHelper(embeddedClient ?? liteClient(algolia.appId, algolia.apiKey), algolia.indexName, SEARCH_PARAMETERS),
    [embeddedClient, algolia.appId, algolia.apiKey, algolia.indexName],
  );
  // The embedded index can answer from titles and headings while the texts still load: that
  // answer shows first (the status stays `loading`), and the whole index's replaces it.
  const quickHelper = useMemo(
    () => embeddedClient && algoliaSearchHelper({...embeddedClient, search: embeddedClient.searchAsYouType}, algolia.indexName),
    [embeddedClient, algolia.indexName],
  );
  const firstSearch = useRef(true);
  /** The latest search asked: an answer to an earlier one is dropped. */
  const asked = useRef(0);

  const search = useCallback(
    (page: number) => {
      const ask = ++asked.current;
      const state = helper
        .setQueryParameter('facetFilters', algolia.contextualSearch ? contextualFacetFilters(currentLocale, versions) : undefined)
        .setQuery(query)
        .setPage(page).state;
      const show = (response: SearchResults, complete: boolean) => {
        if (ask !== asked.current) return;
        const items = response.hits.map((hit) => toItem(hit, processSearchResultUrl));
        setResults((previous) => ({
          items: page > 0 && previous ? [...previous.items, ...items] : items,
          nbHits: response.nbHits,
          page: response.page,
          nbPages: response.nbPages,
          complete,
        }));
        setStatus(complete ? 'done' : 'loading');
      };
      setStatus('loading');
      // Both at once: the texts download while the first answer is made from titles and headings.
      let answered = false;
      if (page === 0 && quickHelper) {
        quickHelper.searchOnce(state).then(
          ({content}) => !answered && show(content, content.exhaustiveNbHits),
          () => undefined,
        );
      }
      helper.searchOnce(state).then(
        ({content}) => {
          answered = true;
          show(content, true);
        },
        () => ask === asked.current && setStatus('error'),
      );
    },
    [helper, quickHelper, query, versions, currentLocale, algolia.contextualSearch, processSearchResultUrl],
  );

  useEffect(() => {
    setResults(null);
    setHandledQuery(query);
    if (!isSearchable(query)) {
      setStatus('idle');
      return undefined;
    }
    setStatus('loading');
    if (!versionsRead) return undefined;
    // The query the page opens with is searched at once; a typed one when the reader pauses.
    const timer = setTimeout(() => search(0), firstSearch.current ? 0 : TYPING_DELAY_MS);
    firstSearch.current = false;
    return () => clearTimeout(timer);
  }, [query, search, versionsRead]);

  // More pages come from the whole index, once it has answered.
  const hasMore = results !== null && results.complete && results.page + 1 < results.nbPages;
  const loadMore = () => {
    if (results && hasMore) search(results.page + 1);
  };

  const title = pageTitle(query);
  const errorText = translations.modal?.errorScreen;

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* Search result pages are not for search engines. */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg" data-search-query={handledQuery ?? undefined} data-search-status={status}>
        <Heading as="h1">{title}</Heading>

        <form className="row" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={clsx('col', styles.searchQueryColumn, 'col--9')}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
              maxLength={MAX_QUERY_LENGTH}
            />
          </div>
          {algolia.contextualSearch && (
            <VersionSelects
              versions={versions}
              onChange={(pluginId, version) => setVersions((current) => ({...current, [pluginId]: version}))}
            />
          )}
        </form>

        <noscript>
          <p className={styles.noScript}>
            Search runs in your browser and needs JavaScript. Without it, start from the{' '}
            <Link to={SITE_PATHS.latestDocs}>documentation home</Link> and its sidebar.
          </p>
        </noscript>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)} aria-live="polite">
            {results !== null && results.complete && results.nbHits > 0 && documentsFound(results.nbHits)}
          </div>
          {!embeddedClient && (
            <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
              <Link to="https://www.algolia.com/">
                <Translate id="theme.SearchPage.algoliaLabel" description="The text explain that the search powered by Algolia">
                  Powered by Algolia
                </Translate>
              </Link>
            </div>
          )}
        </div>

        {status === 'error' && (
          <div className={styles.searchError} role="alert">
            <p className={styles.searchErrorTitle}>{errorText?.titleText ?? 'Unable to fetch results'}</p>
            <p>{errorText?.helpText ?? 'You might want to check your network connection.'}</p>
          </div>
        )}

        {results !== null && results.items.length > 0 && (
          <div>
            {results.items.map(({title: itemTitle, url, summary, breadcrumbs}) => (
              <article key={url + itemTitle + summary} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  {/* Highlighted values are HTML-escaped by the back-end, then tagged. */}
                  <Link to={url} dangerouslySetInnerHTML={{__html: itemTitle}} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                      {breadcrumbs.map((html, index) => (
                        <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                      ))}
                    </ul>
                  </nav>
                )}
                {summary && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />}
              </article>
            ))}
          </div>
        )}

        {isSearchable(query) && status === 'done' && results?.nbHits === 0 && (
          <p>
            <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
              No results were found
            </Translate>
          </p>
        )}

        {status === 'loading' && (results === null || results.items.length === 0) && <div className={styles.loadingSpinner} />}

        {hasMore && (
          <div className={styles.loader}>
            <button type="button" className="button button--secondary" onClick={loadMore} disabled={status === 'loading'}>
              <Translate id="theme.SearchPage.loadMore" description="The button that loads the next page of search results">
                Load more results
              </Translate>
            </button>
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // Inside Layout: the docs-version hooks need the providers Layout sets up.
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
