/**
 * Content that is markup and links only (a page's Markdown, the home page's sections), which on
 * the page a reader first loads stays the server's HTML: React hydrates this element and leaves
 * what is inside it alone, so the content's components (every paragraph, link, heading and code
 * block of a long page) are not rendered a second time in the browser to reach the markup that is
 * already there. Such content needs no React once rendered: code blocks bring their buttons
 * themselves when reached (plugins/code-blocks), a linked ink! name its card. What the theme's
 * `Link` does in it is done here for the whole element: a click on a link to a page of the site
 * navigates without reloading (as React Router's `Link` decides: main button, no modifier key, no
 * other target), a link's page is prefetched when the link comes into view (one observer for all
 * of them, where the theme's `Link` makes one per link) and preloaded when the pointer, a touch or
 * the focus reaches it.
 *
 * So content kept this way must need no React: the content check (tools/checks/content-rules.ts)
 * refuses a component in a doc, tutorial or post, naming the file and line.
 *
 * A page reached by a client-side navigation has no server HTML: the content renders as usual.
 * Which of the two it is, React's hydration says: an id from `useId` during hydration is the one
 * the server rendered (and in the server's markup), one made on the client is of another form.
 */
import {useEffect, useId, useRef, useState, type ComponentProps, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

type Props = Omit<ComponentProps<'div'>, 'dangerouslySetInnerHTML'>;

/** The site's page a link leads to (path, query, hash), or null for any other link. */
function sitePage(target: EventTarget | null): {path: string; url: URL} | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? {path: `${url.pathname}${url.search}${url.hash}`, url} : null;
}

function isServerRendered(id: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[data-server-html="${CSS.escape(id)}"]`) !== null;
}

function KeptHtml(props: Props & {id: string}): ReactNode {
  const {id, children: _children, ...rest} = props;
  const history = useHistory();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const page = sitePage(entry.target);
        if (page) void window.docusaurus.prefetch(page.path);
      }
    });
    for (const link of Array.from(element.current?.querySelectorAll('a[href]') ?? [])) if (sitePage(link)) observer.observe(link);
    return () => observer.disconnect();
  }, []);

  // Docusaurus preloads a page once, however often it is asked.
  const preload = (event: SyntheticEvent): void => {
    const page = sitePage(event.target);
    if (page) void window.docusaurus.preload(page.path);
  };

  return (
    // The links inside are what a reader interacts with; Enter on one is a click that reaches here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      {...rest}
      ref={element}
      data-server-html={id}
      onMouseOver={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
          return;
        const page = sitePage(event.target);
        if (!page) return;
        const {url} = page;
        // A link within the page: the browser scrolls to its target, as with the theme's links.
        if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
        event.preventDefault();
        history.push(page.path);
      }}
      // Kept from the server: React neither compares nor replaces what is inside.
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}

export default function StaticContent({children, ...props}: Props): ReactNode {
  const id = useId();
  const {pathname} = useLocation();
  // Kept for the page it was loaded with, should React reuse this element for another page.
  const [keptFor] = useState(() => (isServerRendered(id) ? pathname : null));
  if (keptFor === pathname) return <KeptHtml {...props} id={id} />;
  return (
    <div {...props} data-server-html={id}>
      {children}
    </div>
  );
}
