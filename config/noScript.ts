import type {HtmlTagObject} from '@docusaurus/types';

/** Set by the first script of every page; without scripts the attribute is absent. */
const SCRIPTS_ATTRIBUTE = 'data-scripts';

/**
 * Without JavaScript the theme's menu button does nothing, and on a phone (below the theme's
 * 997 px breakpoint) the navbar links and the docs sidebar live behind it, so no docs navigation
 * could be reached. These rules apply only when scripts do not run: the menu and search buttons
 * (both need scripts) give way to the navbar's own links, which wrap onto a second line, and the
 * docs sidebar follows the page. A closed category's link leads to its first page, where the
 * category is open, so every page can be reached.
 * Keyed on an attribute a head script sets rather than `<noscript>`, so a reader with scripts
 * never sees these rules, not even while the page loads.
 */
const WITHOUT_SCRIPTS = `html:not([${SCRIPTS_ATTRIBUTE}])`;

/** `selectors` (comma-separated) apply only without scripts. */
function rule(selectors: string, declarations: string): string {
  return `${selectors
    .split(',')
    .map((selector) => `${WITHOUT_SCRIPTS} ${selector.trim()}`)
    .join(', ')} { ${declarations} }`;
}

const NO_SCRIPT_CSS = [
  rule('.navbar__toggle, .DocSearch-Button', 'display: none !important;'),
  `@media (max-width: 996px) { ${[
    rule('.navbar', 'height: auto;'),
    rule('.navbar__inner, .navbar__items', 'flex-wrap: wrap;'),
    rule('.navbar__items:not(.navbar__items--right) > .navbar__item', 'display: inline-block;'),
    rule('div:has(> .theme-doc-sidebar-container)', 'flex-wrap: wrap;'),
    rule('.theme-doc-sidebar-container', 'display: block; order: 2; width: 100%;'),
  ].join(' ')} }`,
].join(' ');

export const noScriptHeadTags: HtmlTagObject[] = [
  {tagName: 'script', attributes: {}, innerHTML: `document.documentElement.setAttribute('${SCRIPTS_ATTRIBUTE}', '');`},
  {tagName: 'style', attributes: {}, innerHTML: NO_SCRIPT_CSS},
];
