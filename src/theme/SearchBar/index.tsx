/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 `SearchBar`, the leaf that builds the
 * DocSearch modal's props. Why:
 * - Embedded search (no Algolia account): the modal's client becomes the embedded index
 *   (`transformSearchClient`), and there is no preconnect to an Algolia host and no Algolia logo.
 * - DocSearch 3.9.0 resets its status to idle right after a failed search, so its "Unable to
 *   fetch results" screen never shows: this component shows it, in both modes.
 * - Group titles show text, not escaped HTML (src/search/modalClient.ts); the docs version searched
 *   is the one the reader is reading (src/search/hooks.ts); "Let us know." files an issue.
 * - Hosted mode's click analytics use the bundled search-insights client, not DocSearch's CDN copy.
 * - Stored recent/favourite searches DocSearch cannot show safely are dropped before it opens
 *   (src/search/storedSearches.ts): a corrupt value made the modal throw and never appear, and
 *   markup in one ran.
 * - A query of spaces only shows the start screen, not "No results for".
 * - The button and the keyboard shortcuts come from ./DocSearchButton, not @docsearch/react, whose
 *   single module would put the whole modal into the first download of every page.
 * Everything else is upstream's: the lazy modal, Ctrl/Cmd+K and `/`, Escape returning focus to
 * the button, "See all {count} results" leading to the search page.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type JSX, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {MAX_RESULTS_PER_GROUP} from '@site/src/search/constants';
import {site} from '@site/config/site';
import {
  contextualFacetFilters,
  useEmbeddedSearchClient,
  useRememberDocsVersion,
  useSearchDocsVersions,
} from '@site/src/search/hooks';
import {forModal} from '@site/src/search/modalClient';
import {repairStoredSearches} from '@site/src/search/storedSearches';
import {DocSearchButton, useDocSearchKeyboardEvents} from './DocSearchButton';

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

type InsightsWindow = Window & {AlgoliaAnalyticsObject?: string; aa?: unknown};
let insightsClientLoaded: Promise<void> | null = null;

/**
 * DocSearch's click analytics (hosted mode) fetch the search-insights script from a CDN unless a
 * client already sits at `window.aa`. Put the bundled one there first: no third-party script host.
 * If the chunk cannot load, the modal still opens (and DocSearch falls back to its CDN copy).
 */
function loadInsightsClientIfNeeded(): Promise<void> {
  insightsClientLoaded ??= import('search-insights')
    .then(({default: aa}) => {
      const target = window as InsightsWindow;
      target.AlgoliaAnalyticsObject ??= 'aa';
      target.aa ??= aa;
    })
    .catch(() => {
      insightsClientLoaded = null;
    });
  return insightsClientLoaded;
}

function setNativeValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
}

/** The no-results screen reads as DocSearch words it ("No results for"), not as Docusaurus does. */
const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
};

function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${site.repository}/issues/new?${new URLSearchParams({title, labels: 'search'}).toString()}`;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** The icon of DocSearch's own error screen, so ours looks the same. */
function NoNetworkIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      fillRule="evenodd"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true">
      <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
    </svg>
  );
}

/**
 * DocSearch's error screen, placed in the modal's dropdown; styles.css hides the dropdown's other
 * screens while it is there.
 */
function ErrorScreen({container}: {container: HTMLElement}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(container.querySelector('.DocSearch-Dropdown')), [container]);
  const text = translations.modal?.errorScreen;
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <NoNetworkIcon />
      </div>
      <p className="DocSearch-Title">{text?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{text?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}

export default function SearchBar(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {
    siteMetadata: {docusaurusVersion},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const embeddedClient = useEmbeddedSearchClient();
  const searchVersions = useSearchDocsVersions();
  useRememberDocsVersion();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const container = document.createElement('div');
      if (embeddedClient) container.classList.add('search-embedded');
      // A query of spaces only is no query: emptied before DocSearch reads it, the modal shows its
      // start screen (recent and favourite searches) instead of "No results for". The native
      // setter, because React records values set through the element's own and ignores them.
      container.addEventListener(
        'input',
        (event) => {
          const input = event.target;
          if (input instanceof HTMLInputElement && input.value !== '' && input.value.trim() === '') setNativeValue(input, '');
        },
        {capture: true},
      );
      // Typing again after a failure, or clearing the query, takes the error screen away.
      container.addEventListener('input', (event) => {
        if (event.target instanceof HTMLInputElement && event.target.value === '') setFailed(false);
      });
      container.addEventListener('reset', () => setFailed(false));
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
    }
  }, [embeddedClient]);

  // The reader reaches for search: fetch the modal's code and, with the embedded index, the
  // index files of the version being read, so the first keystroke finds them ready.
  const prepareSearch = useCallback(() => {
    void importDocSearchModalIfNeeded();
    embeddedClient?.preload(contextualFacetFilters(currentLocale, searchVersions()));
  }, [embeddedClient, currentLocale, searchVersions]);

  const openModal = useCallback(() => {
    prepareSearch();
    prepareSearchContainer();
    repairStoredSearches(algolia.indexName);
    void Promise.all([importDocSearchModalIfNeeded(), algolia.insights ? loadInsightsClientIfNeeded() : undefined]).then(() =>
      setIsOpen(true),
    );
  }, [prepareSearch, prepareSearchContainer, algolia.indexName, algolia.insights]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's Ctrl+F alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key opens the modal and becomes its first character, typed once.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchTransformClient): DocSearchTransformClient => {
      const client = embeddedClient ?? algoliaClient;
      if (!embeddedClient) client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return forModal(client, {onSuccess: () => setFailed(false), onError: () => setFailed(true)});
    },
    [embeddedClient, docusaurusVersion],
  );

  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      history.push(itemUrl);
    },
  }));

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  // Computed once per opening: a new object would make DocSearch start over and empty the input.
  const searchParameters = useMemo<DocSearchModalProps['searchParameters']>(
    () =>
      isOpen
        ? {
            ...algolia.searchParameters,
            facetFilters: algolia.contextualSearch ? contextualFacetFilters(currentLocale, searchVersions()) : undefined,
          }
        : undefined,
    [isOpen, algolia.searchParameters, algolia.contextualSearch, currentLocale, searchVersions],
  );

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  return (
    <>
      {!embeddedClient && (
        <Head>
          {/* Lets the browser open the connection to Algolia early: a faster first query. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <>
            <DocSearchModal
              appId={algolia.appId}
              apiKey={algolia.apiKey}
              indexName={algolia.indexName}
              insights={algolia.insights}
              placeholder={translations.placeholder}
              translations={modalTranslations}
              searchParameters={searchParameters}
              maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              onClose={closeModal}
              navigator={navigator}
              transformItems={transformItems}
              transformSearchClient={transformSearchClient}
              hitComponent={Hit}
              getMissingResultsUrl={missingResultsUrl}
              {...(algolia.searchPagePath && {resultsFooterComponent})}
            />
            {failed && <ErrorScreen container={searchContainer.current} />}
          </>,
          searchContainer.current,
        )}
    </>
  );
}
