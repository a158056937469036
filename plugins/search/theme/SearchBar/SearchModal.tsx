/**
 * The search modal and everything only it needs, in a chunk of its own: the SearchBar (in the
 * script every page loads) imports this module when the reader reaches for search. It renders
 * DocSearch's modal with the site's client, texts and links, and the error screen DocSearch 3.9.0
 * never shows (see ./index.tsx for why each piece differs from upstream).
 */
import {useCallback, useEffect, useMemo, useState, type JSX, type MouseEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import {DocSearchModal} from '@docsearch/react/modal';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {MAX_RESULTS_PER_GROUP} from '../../engine/constants';
import {site} from '@site/config/site';
import {contextualFacetFilters, useEmbeddedSearchClient, useSearchDocsVersions} from '../../client/hooks';
import {forModal} from '../../client/modalClient';
import {repairStoredSearches} from '../../client/storedSearches';
// DocSearch's modal styles, then ours on top; loaded with this chunk, before the modal opens.
import '@docsearch/css/dist/modal.css';
import './modal.css';

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

/**
 * Make DocSearch search the input's query again, as if just typed: React sees an input event only
 * where the value changed since it last looked, so it is told the value was empty first.
 */
function askAgain(input: HTMLInputElement): void {
  const {value, selectionStart, selectionEnd} = input;
  input.value = '';
  setNativeValue(input, value);
  input.setSelectionRange(selectionStart, selectionEnd);
  input.dispatchEvent(new Event('input', {bubbles: true}));
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

/**
 * A hit's link. Not Docusaurus's `Link`, which fetches the code of every page it shows as soon as
 * it is on screen: on each keystroke, for pages the reader will mostly not open. This one follows
 * the link in the app and fetches a page's code when the pointer or focus is on it.
 */
function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}): JSX.Element {
  const history = useHistory();
  const preload = () => {
    window.docusaurus.preload(hit.url);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- on purpose: `Link` prefetches every hit shown (see above)
    <a href={hit.url} onClick={follow} onMouseEnter={preload} onFocus={preload} onTouchStart={preload}>
      {children}
    </a>
  );
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
 * DocSearch's error screen, placed in the modal's dropdown; modal.css hides the dropdown's other
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

/**
 * What must happen before the modal opens: stored searches DocSearch cannot show safely are
 * dropped, and in hosted mode the click-analytics client is in place.
 */
export function beforeOpen(indexName: string, insights: boolean): Promise<void> {
  repairStoredSearches(indexName);
  return insights ? loadInsightsClientIfNeeded() : Promise.resolve();
}

type SearchModalProps = {
  /** The element the modal is rendered into (DocSearch's container). */
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

export default function SearchModal({container, initialQuery, onClose}: SearchModalProps): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {
    siteMetadata: {docusaurusVersion},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  // The SearchBar's client: one per page load, holding the indexes it has preloaded.
  const embeddedClient = useEmbeddedSearchClient();
  const searchVersions = useSearchDocsVersions();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // A query of spaces only is no query: emptied before DocSearch reads it, the modal shows its
    // start screen (recent and favourite searches) instead of "No results for". The native
    // setter, because React records values set through the element's own and ignores them.
    const spacesOnly = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.value !== '' && input.value.trim() === '') setNativeValue(input, '');
    };
    // Typing again after a failure, or clearing the query, takes the error screen away.
    const cleared = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.value === '') setFailed(false);
    };
    const reset = () => setFailed(false);
    container.addEventListener('input', spacesOnly, {capture: true});
    container.addEventListener('input', cleared);
    container.addEventListener('reset', reset);
    return () => {
      container.removeEventListener('input', spacesOnly, {capture: true});
      container.removeEventListener('input', cleared);
      container.removeEventListener('reset', reset);
    };
  }, [container]);

  // The embedded index answers each keystroke from what it holds: the first from titles and
  // headings, the texts following. Once they are in, the query on screen is asked again.
  useEffect(
    () =>
      embeddedClient?.onComplete(() => {
        const input = container.querySelector('input');
        if (!(input instanceof HTMLInputElement) || input.value.trim() === '') return;
        askAgain(input);
      }),
    [embeddedClient, container],
  );

  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchTransformClient): DocSearchTransformClient => {
      const client = embeddedClient ? {...embeddedClient, search: embeddedClient.searchAsYouType} : algoliaClient;
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
  const [searchParameters] = useState<DocSearchModalProps['searchParameters']>(() => ({
    ...algolia.searchParameters,
    facetFilters: algolia.contextualSearch ? contextualFacetFilters(currentLocale, searchVersions()) : undefined,
  }));

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={onClose} />,
    [onClose],
  );

  return (
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
        onClose={onClose}
        navigator={navigator}
        transformItems={transformItems}
        transformSearchClient={transformSearchClient}
        hitComponent={Hit}
        getMissingResultsUrl={missingResultsUrl}
        {...(algolia.searchPagePath && {resultsFooterComponent})}
      />
      {failed && <ErrorScreen container={container} />}
    </>
  );
}
