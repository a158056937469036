import type {HtmlTagObject} from '@docusaurus/types';

/** Where the theme keeps the reader's colour choice (light, dark, or none for the system's). */
const THEME_STORAGE_KEY = 'theme';
/** The query parameter the theme also reads a colour mode from (`?docusaurus-theme=light`). */
const THEME_QUERY_KEY = 'docusaurus-theme';
const COLOR_MODES = ['light', 'dark'];

/**
 * The theme's own inline script copies whatever it finds under `theme` (or in the query string)
 * into `<html data-theme>` before React loads, and React keeps it: a corrupt value ("DARK", a
 * JSON-quoted "\"dark\"", anything) left the page in neither mode, with the switch mislabelled.
 * This script runs first, in the head, and forgets any value that is not a colour mode, so the
 * reader gets the default (dark) instead.
 */
export function themeChoiceGuardHeadTag(): HtmlTagObject {
  const modes = JSON.stringify(COLOR_MODES);
  return {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function () {
  var modes = ${modes};
  try {
    var stored = window.localStorage.getItem('${THEME_STORAGE_KEY}');
    if (stored !== null && modes.indexOf(stored) < 0) window.localStorage.removeItem('${THEME_STORAGE_KEY}');
  } catch (ignored) {}
  try {
    var url = new URL(window.location.href);
    var asked = url.searchParams.get('${THEME_QUERY_KEY}');
    if (asked !== null && modes.indexOf(asked) < 0) {
      url.searchParams.delete('${THEME_QUERY_KEY}');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  } catch (ignored) {}
})();`,
  };
}
