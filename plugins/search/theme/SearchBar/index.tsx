/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 `SearchBar`, the leaf that builds the
 * DocSearch modal's props. Why:
 * - Embedded search (no Algolia account): the modal's client becomes the embedded index
 *   (`transformSearchClient`), and there is no preconnect to an Algolia host and no Algolia logo.
 * - DocSearch 3.9.0 resets its status to idle right after a failed search, so its "Unable to
 *   fetch results" screen never shows: this component shows it, in both modes.
 * - Group titles show text, not escaped HTML (../../client/modalClient.ts); the docs version searched
 *   is the one the reader is reading (../../client/hooks.ts); "Let us know." files an issue.
 * - Hosted mode's click analytics use the bundled search-insights client, not DocSearch's CDN copy.
 * - Stored recent/favourite searches DocSearch cannot show safely are dropped before it opens
 *   (../../client/storedSearches.ts): a corrupt value made the modal throw and never appear, and
 *   markup in one ran.
 * - A query of spaces only shows the start screen, not "No results for".
 * - The button and the keyboard shortcuts come from ./DocSearchButton, not @docsearch/react, whose
 *   single module would put the whole modal into the first download of every page.
 * - The modal and all it needs (DocSearch's modal, its texts, the client glue, the error screen)
 *   live in ./SearchModal, one chunk loaded when the reader reaches for search; this component,
 *   in every page's first download, is the button, the shortcuts and the preloading.
 * Everything else is upstream's: the lazy modal, Ctrl/Cmd+K and `/`, Escape returning focus to
 * the button, "See all {count} results" leading to the search page.
 */
import {useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {contextualFacetFilters, useEmbeddedSearchClient, useRememberDocsVersion, useSearchDocsVersions} from '../../client/hooks';
import {DocSearchButton, useDocSearchKeyboardEvents} from './DocSearchButton';
// DocSearch's variables and button styles, then ours on top: in every page's stylesheet, so the
// button is styled on first paint. The modal's styles come with its chunk (./SearchModal).
// (`@docsearch/react/style` would be dropped: that package declares itself free of side effects.)
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
import type * as SearchModalChunk from './SearchModal';

type SearchModalModule = typeof SearchModalChunk;
let searchModal: SearchModalModule | null = null;
let searchModalLoading: Promise<SearchModalModule> | null = null;

/** The modal's chunk (DocSearch's modal and all that only it needs), fetched once; again after a failure. */
function importSearchModal(): Promise<SearchModalModule> {
  searchModalLoading ??= import('./SearchModal').then(
    (module) => (searchModal = module),
    (error: unknown) => {
      searchModalLoading = null;
      throw error;
    },
  );
  return searchModalLoading;
}

const buttonLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {buttonText: buttonLabel, buttonAriaLabel: buttonLabel};

export default function SearchBar(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const embeddedClient = useEmbeddedSearchClient();
  const searchVersions = useSearchDocsVersions();
  useRememberDocsVersion();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const container = document.createElement('div');
      if (embeddedClient) container.classList.add('search-embedded');
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
    }
  }, [embeddedClient]);

  // The reader reaches for search: fetch the modal's code and, with the embedded index, the
  // index files of the version being read, so the first keystroke finds them ready.
  const prepareSearch = useCallback(() => {
    importSearchModal().catch(() => undefined);
    embeddedClient?.preload(contextualFacetFilters(currentLocale, searchVersions()));
  }, [embeddedClient, currentLocale, searchVersions]);

  const openModal = useCallback(() => {
    prepareSearch();
    prepareSearchContainer();
    importSearchModal()
      .then((module) => module.beforeOpen(algolia.indexName, Boolean(algolia.insights)))
      .then(() => setIsOpen(true))
      .catch(() => undefined);
  }, [prepareSearch, prepareSearchContainer, algolia.indexName, algolia.insights]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
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

  const SearchModal = searchModal?.default;
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
        translations={buttonTranslations}
      />

      {isOpen &&
        SearchModal &&
        searchContainer.current &&
        createPortal(
          <SearchModal container={searchContainer.current} initialQuery={initialQuery} onClose={closeModal} />,
          searchContainer.current,
        )}
    </>
  );
}
