// @vitest-environment happy-dom
import {load} from 'cheerio';
import {act, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {Helmet as LibraryHelmet, HelmetProvider as LibraryProvider} from 'react-helmet-async';
import {describe, expect, it} from 'vitest';
import {Helmet, headEntry, headState, tagLine} from '@site/plugins/lean-main/head';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** `<Head>` elements as Docusaurus's layers give them, outermost first: defaults, layout, page, search. */
const PAGE: ReactNode[] = [
  <>
    <html lang="en" dir="ltr" />
    <title>ink!</title>
    <meta property="og:title" content="ink!" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/img/favicon.svg" />
  </>,
  <>
    <html lang="en" className="docs-wrapper plugin-docs" />
    <meta name="docusaurus_version" content="v6" />
    <link rel="canonical" href="https://use.ink/docs" />
    <link rel="alternate" href="https://use.ink/docs" hrefLang="en" />
    <link rel="alternate" href="https://use.ink/docs" hrefLang="x-default" />
  </>,
  <>
    <title>Storing values | ink!</title>
    <meta property="og:title" content="Storing values | ink!" />
    <meta name="description" content='Storage "fields" & their types' />
    <meta property="og:description" content="Storage fields and their types" />
    <link rel="canonical" href="https://use.ink/docs/v6/basics/storing-values" />
    <script type="application/ld+json">{JSON.stringify({'@context': 'https://schema.org', '@type': 'BreadcrumbList'})}</script>
    {null}
    {[<meta key="a" property="article:tag" content="Storage" />, <meta key="b" property="article:tag" content="Types" />]}
  </>,
  <>
    <html lang="en-GB" className="docs-wrapper plugin-docs docs-doc-page" data-has-hydrated />
    <base href="/" />
    <meta name="docsearch:version" content="v6" />
    <meta httpEquiv="x-ua-compatible" content="ie=edge" />
    <meta charSet="utf-8" />
    <meta property="og:title" content="Overridden twice | ink!" />
  </>,
];

/** What the library writes into a page's HTML for these elements, as lines to compare. */
function libraryHead(elements: ReactNode[]) {
  // As on the server, where it writes the head, not in the page this test's DOM would be.
  (LibraryProvider as unknown as {canUseDOM: boolean}).canUseDOM = false;
  const context: {helmet?: Record<string, {toString(): string}>} = {};
  renderToString(
    <LibraryProvider context={context}>
      {elements.map((children, index) => (
        <LibraryHelmet key={index}>{children}</LibraryHelmet>
      ))}
    </LibraryProvider>,
  );
  const helmet = context.helmet!;
  const $ = load(
    `<html ${helmet.htmlAttributes!.toString()}><head>${['title', 'base', 'meta', 'link', 'script'].map((kind) => helmet[kind]!.toString()).join('')}</head></html>`,
  );
  const attributes = $('html').attr() ?? {};
  return {
    title: $('title').text(),
    html: Object.fromEntries(Object.entries(attributes).filter(([key]) => key !== 'data-rh')),
    tags: $('head > :not(title)')
      .toArray()
      .map((element) => tagLine(element.tagName, Object.entries(element.attribs), $(element).text())),
  };
}

function ourHead(elements: ReactNode[]) {
  const state = headState(elements.map((children) => headEntry(children)));
  return {
    title: state.title,
    html: Object.fromEntries(Object.entries(state.htmlAttributes).map(([key, value]) => [key, String(value)])),
    tags: (['base', 'meta', 'link', 'script'] as const).flatMap((kind) =>
      (state.tags[kind] ?? []).map(({innerHTML, ...attributes}) => tagLine(kind, Object.entries(attributes), innerHTML ?? '')),
    ),
  };
}

describe('the browser’s <Head>: the head react-helmet-async would give', () => {
  it('sums the elements of a page as the library does (title, <html> attributes, each kind of tag, later wins)', () => {
    const ours = ourHead(PAGE);
    expect(ours).toEqual(libraryHead(PAGE));
    expect(ours.title).toBe('Storing values | ink!');
    expect(ours.tags.filter((line) => line.includes('og:title'))).toEqual([
      tagLine(
        'meta',
        [
          ['property', 'og:title'],
          ['content', 'Overridden twice | ink!'],
        ],
        '',
      ),
    ]);
  });

  it('sums any part of them, in any order, as the library does', () => {
    for (const elements of [PAGE.slice(0, 1), PAGE.slice(1, 3), [...PAGE].reverse(), [PAGE[2], PAGE[0]]]) {
      expect(ourHead(elements)).toEqual(libraryHead(elements));
    }
  });

  it('refuses what it would not apply: an element the library does not support, a prop other than children', () => {
    expect(() => headEntry(<div />)).toThrow('<Head> does not support <div> elements');
    const root = createRoot(document.createElement('div'));
    const props = {title: 'Ignored'} as object;
    expect(() => act(() => root.render(<Helmet {...props} />))).toThrow('title would be ignored');
    act(() => root.unmount());
  });
});

describe('the browser’s <Head> in a page', () => {
  it('changes only what differs, once per frame, and takes back what an unmounted <Head> gave', async () => {
    document.head.innerHTML =
      '<title data-rh="true">Old</title><meta data-rh="true" name="description" content="Kept"><meta data-rh="true" name="stale" content="x">';
    const kept = document.head.querySelector('meta[name="description"]');
    const root = createRoot(document.createElement('div'));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const render = (extra: boolean) =>
      act(() =>
        root.render(
          <>
            <Helmet>
              <title>New</title>
              <meta name="description" content="Kept" />
            </Helmet>
            {extra && (
              <Helmet>
                <meta name="robots" content="noindex" />
              </Helmet>
            )}
          </>,
        ),
      );
    render(true);
    await frame();
    expect(document.title).toBe('New');
    expect(document.head.querySelector('meta[name="description"]')).toBe(kept);
    expect(document.head.querySelector('meta[name="stale"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('data-rh')).toBe('true');
    render(false);
    await frame();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    act(() => root.unmount());
  });
});
