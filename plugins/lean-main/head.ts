/**
 * The browser's `react-helmet-async`: what `@docusaurus/Head` does once a page is in the browser,
 * with the library's rules and a fraction of its work. The server build keeps the library, which
 * writes every page's `<head>`.
 *
 * Why: a page renders about 17 `<Head>` elements (site defaults, layout, page metadata, search,
 * the hydration mark). In the browser the library sums all mounted ones again each time one of them
 * mounts, 17 times while a page hydrates, and each summary makes every tag anew as an element to
 * compare with the head's. That was 7–10 % of a first load's main-thread work, for a head the
 * server had already written.
 *
 * Here each `Helmet` keeps what its children ask for; once per frame (the library's default,
 * `defer`), the whole is summed once and the head changed where it differs: the title, the
 * attributes of `<html>`, `<body>` and `<title>`, and the tags marked `data-rh` that the library
 * owns, compared by their attributes and text without making elements. The summing rules are the
 * library's (`reducePropsToState`): the later element wins for the title and each attribute; of
 * tags of one kind, the later element's wins where the primary attribute's value is the same (a
 * meta's `name`, `property`…; a link's `rel` for `canonical`, else `rel` or `href`). Docusaurus
 * gives `<Head>` children only, so of the library's props only `children` is read.
 */
import {Children, isValidElement, useLayoutEffect, useRef, type ReactElement, type ReactNode} from 'react';

type Attributes = Record<string, string>;
type TagName = (typeof TAG_NAMES)[number];
export interface HeadEntry {
  title?: string;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  titleAttributes?: Attributes;
  tags: Partial<Record<TagName, Attributes[]>>;
}

const TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
const PRIMARY: Record<TagName, string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};
// React's names of attributes the library writes by their HTML names (others go as they are).
const HTML_NAME: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
const OWNED = 'data-rh';

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children') attributes[HTML_NAME[key] ?? key] = value as string;
  }
  return attributes;
}

/** What one `<Head>` asks for, from its children as the library reads them. */
export function headEntry(children: ReactNode, entry: HeadEntry = {tags: {}}): HeadEntry {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const {props, type} = child as ReactElement<Record<string, unknown>>;
    const nested = props.children as ReactNode;
    const text = Array.isArray(nested) ? nested.join('') : (nested as string | undefined);
    if (typeof type !== 'string') {
      headEntry(nested, entry); // a fragment
    } else if (type === 'title') {
      entry.title = text;
      entry.titleAttributes = attributesOf(props);
    } else if (type === 'html' || type === 'body') {
      entry[`${type}Attributes`] = attributesOf(props);
    } else if (type === 'base') {
      entry.tags.base = [attributesOf(props)]; // one per element, the last one given
    } else if ((TAG_NAMES as readonly string[]).includes(type)) {
      const attributes = attributesOf(props);
      if (text !== undefined) attributes[type === 'style' ? 'cssText' : 'innerHTML'] = text;
      (entry.tags[type as TagName] ??= []).push(attributes);
    } else {
      throw new Error(`<Head> does not support <${type}> elements`);
    }
  });
  return entry;
}

/** The tag's primary attribute, as the library picks it; none means the tag is dropped. */
function primaryOf(tag: Attributes, primary: readonly string[]): string | undefined {
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    if (
      primary.includes(lower) &&
      !(key === 'rel' && tag[key]!.toLowerCase() === 'canonical') &&
      !(lower === 'rel' && tag[lower]!.toLowerCase() === 'stylesheet')
    )
      key = lower;
    if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) key = name;
  }
  return key && tag[key] ? key : undefined;
}

/**
 * Tags of one kind from every entry, the later entry's winning on the same primary value; of base
 * tags, the last one with an `href`.
 */
function tagsOf(name: TagName, entries: HeadEntry[]): Attributes[] {
  if (name === 'base')
    return entries
      .map((entry) => entry.tags.base?.[0])
      .filter((tag) => tag?.href)
      .slice(-1) as Attributes[];
  const seen: Record<string, Set<string>> = {};
  const kept: Attributes[][] = [];
  for (const entry of [...entries].reverse()) {
    const tags = entry.tags[name];
    if (!tags) continue;
    const mine: Record<string, Set<string>> = {};
    kept.push(
      tags.filter((tag) => {
        const key = primaryOf(tag, PRIMARY[name]);
        if (key === undefined) return false;
        const value = tag[key]!.toLowerCase();
        if (seen[key]?.has(value)) return false;
        (mine[key] ??= new Set()).add(value);
        return true;
      }),
    );
    for (const [key, values] of Object.entries(mine)) for (const value of values) (seen[key] ??= new Set()).add(value);
  }
  return kept.reverse().flat();
}

/** Every entry summed, as the head should be. */
export function headState(entries: HeadEntry[]): Required<HeadEntry> {
  const merged = (key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes') =>
    Object.assign({}, ...entries.map((entry) => entry[key]));
  return {
    title: entries.filter((entry) => 'title' in entry).at(-1)?.title ?? '',
    htmlAttributes: merged('htmlAttributes'),
    bodyAttributes: merged('bodyAttributes'),
    titleAttributes: merged('titleAttributes'),
    tags: Object.fromEntries(TAG_NAMES.map((name) => [name, tagsOf(name, entries)])),
  };
}

/** The library's bookkeeping of an element's attributes: it removes only those it set. */
function setAttributes(element: Element | undefined, attributes: Attributes): void {
  if (!element) return;
  const owned = element.getAttribute(OWNED)?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of owned) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(OWNED);
  else if (element.getAttribute(OWNED) !== names.join(',')) element.setAttribute(OWNED, names.join(','));
}

/**
 * Structured data with its object keys in one order: the build's HTML minifier sorts them, so the
 * server's text of a JSON-LD script differs from what the page gives while meaning the same.
 */
export function canonicalJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    );
  } catch {
    return text;
  }
}

/** A tag as comparable text: its name, its attributes in one order, its text. */
export function tagLine(name: string, attributes: [string, string][], text: string): string {
  const pairs = attributes.filter(([key]) => key !== OWNED).map(([key, value]): [string, string] => [key.toLowerCase(), value]);
  const json = name === 'script' && pairs.some(([key, value]) => key === 'type' && value === 'application/ld+json');
  return `<${name} ${pairs
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(' ')}>${json ? canonicalJson(text) : text}`;
}

function elementKey(element: Element): string {
  return tagLine(
    element.localName,
    Array.from(element.attributes, (a): [string, string] => [a.name, a.value]),
    element.textContent ?? '',
  );
}

function tagKey(name: string, tag: Attributes): string {
  const {innerHTML, cssText, ...rest} = tag;
  return tagLine(
    name,
    Object.entries(rest).map(([key, value]): [string, string] => [key, String(value ?? '')]),
    innerHTML ?? cssText ?? '',
  );
}

/** Changes the document's head to the state, touching only what differs. */
export function commitHead(state: Required<HeadEntry>): void {
  setAttributes(document.body, state.bodyAttributes);
  setAttributes(document.documentElement, state.htmlAttributes);
  if (state.title && document.title !== state.title) document.title = state.title;
  setAttributes(document.getElementsByTagName('title')[0], state.titleAttributes);
  for (const name of TAG_NAMES) {
    const old = new Map<string, Element[]>();
    for (const element of Array.from(document.head.querySelectorAll(`${name}[${OWNED}]`))) {
      const key = elementKey(element);
      old.set(key, [...(old.get(key) ?? []), element]);
    }
    const added: Element[] = [];
    for (const tag of state.tags[name] ?? []) {
      if (old.get(tagKey(name, tag))?.shift()) continue;
      const element = document.createElement(name);
      for (const [key, value] of Object.entries(tag)) {
        if (key === 'innerHTML' || key === 'cssText') element.textContent = value;
        else element.setAttribute(key, String(value ?? ''));
      }
      element.setAttribute(OWNED, 'true');
      added.push(element);
    }
    for (const elements of old.values()) for (const element of elements) element.remove();
    document.head.append(...added);
  }
}

// The mounted `<Head>` elements, in the order they mounted (later wins).
const mounted: {entry: HeadEntry}[] = [];
let frame = 0;
function scheduleCommit(): void {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => commitHead(headState(mounted.map((slot) => slot.entry))));
}

export function Helmet({children, ...others}: {children?: ReactNode}): null {
  const unread = Object.keys(others);
  if (unread.length > 0) throw new Error(`<Head> takes its tags as children; ${unread.join(', ')} would be ignored`);
  const slot = useRef<{entry: HeadEntry}>(null);
  const entry = headEntry(children);
  useLayoutEffect(() => {
    const mine = {entry};
    slot.current = mine;
    mounted.push(mine);
    return () => {
      mounted.splice(mounted.indexOf(mine), 1);
      scheduleCommit();
    };
  }, []); // mounted once; the entry is kept current below
  useLayoutEffect(() => {
    slot.current!.entry = entry;
    scheduleCommit();
  });
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
