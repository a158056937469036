import type {HtmlTagObject} from '@docusaurus/types';

/**
 * Docusaurus already falls back to no storage, with one console warning, when reading
 * `window.localStorage` (or `sessionStorage`) throws: storage disabled. When the object exists but
 * its calls throw (quota, some private modes), it would log an error on every read and write
 * instead. This inline script, run before anything else, tries one write in each; if that fails it
 * makes that storage look disabled, so every case ends the same way: preferences are not kept, one
 * warning, no errors.
 */
const PROBE = `(function () {
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try {
      var storage = window[name];
      storage.setItem('__storage_probe__', '1');
      storage.removeItem('__storage_probe__');
    } catch (error) {
      try {
        Object.defineProperty(window, name, {
          configurable: true,
          get: function () { throw error; }
        });
      } catch (ignored) {}
    }
  });
})();`;

export const storageFallbackHeadTag: HtmlTagObject = {tagName: 'script', attributes: {}, innerHTML: PROBE};
