import {describe, expect, it} from 'vitest';
import {
  hasMarkup,
  isStoredHit,
  repairStoredValue,
  safeStoredHit,
  sameSitePath,
  storedSearchKeys,
} from '../../plugins/search/client/storedSearches';

const ORIGIN = 'https://use.ink';

const hit = (overrides: Record<string, unknown> = {}) => ({
  objectID: 'mapping-1',
  type: 'lvl1',
  url: '/docs/v6/datastructures/mapping',
  content: null,
  hierarchy: {lvl0: 'Data structures', lvl1: 'Mapping', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  ...overrides,
});

describe('stored recent and favourite searches', () => {
  it('uses the keys DocSearch 3.9.0 reads for the index', () => {
    expect(storedSearchKeys('use')).toEqual(['__DOCSEARCH_RECENT_SEARCHES__use', '__DOCSEARCH_FAVORITE_SEARCHES__use']);
  });

  it('accepts the hits DocSearch stores, headings and content alike', () => {
    expect(isStoredHit(hit())).toBe(true);
    expect(isStoredHit(hit({type: 'content', content: 'A Mapping stores…'}))).toBe(true);
    expect(isStoredHit(hit({type: 'lvl2', hierarchy: {lvl0: 'Data structures', lvl1: 'Mapping', lvl2: 'Pitfalls'}}))).toBe(true);
  });

  it('rejects what would make the modal throw or a link lead nowhere', () => {
    for (const bad of [
      null,
      1,
      'text',
      [],
      {objectID: 'x'},
      hit({url: 42}),
      hit({url: ''}),
      hit({type: 'lvl9'}),
      hit({type: 'lvl3'}),
      hit({type: 'content', content: null}),
      hit({hierarchy: 'Mapping'}),
      hit({hierarchy: {lvl1: 'Mapping'}}),
      hit({hierarchy: {lvl0: 'Docs', lvl1: {html: 'x'}}}),
    ]) {
      expect(isStoredHit(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('leaves a missing or sound value alone', () => {
    expect(repairStoredValue(null, ORIGIN)).toBeUndefined();
    expect(repairStoredValue('[]', ORIGIN)).toBeUndefined();
    expect(repairStoredValue(JSON.stringify([hit(), hit({objectID: 'b'})]), ORIGIN)).toBeUndefined();
  });

  it('removes a value that is not JSON, not a list, or has nothing showable', () => {
    for (const raw of ['{not json', '"a string"', '{"a":1}', 'null', '[1,2,null]', '[{"objectID":"x"}]']) {
      expect(repairStoredValue(raw, ORIGIN), raw).toBeNull();
    }
  });

  it('keeps the sound entries of a partly broken list, in order', () => {
    const repaired = repairStoredValue(JSON.stringify([hit({objectID: 'a'}), 7, hit({objectID: 'b'}), {objectID: 'c'}]), ORIGIN);
    expect(JSON.parse(repaired ?? '[]')).toEqual([hit({objectID: 'a'}), hit({objectID: 'b'})]);
  });

  it('tells markup from text the index escaped itself', () => {
    for (const text of ['Mapping', 'Mapping&lt;K, V&gt;', 'ink!&#39;s &quot;storage&quot; &amp; events', '#[ink(payable)]']) {
      expect(hasMarkup(text), text).toBe(false);
    }
    for (const text of [
      '<img src=x onerror=alert(1)>',
      '<b>bold',
      'a > b',
      '&#60;img&#62;',
      '&#x3C;script',
      '&lt&gt',
      '&nbsp;',
      'AT&T',
    ]) {
      expect(hasMarkup(text), text).toBe(true);
    }
  });

  it('keeps a URL only as a path on the site itself', () => {
    expect(sameSitePath('/docs/v6/basics/events#topics', ORIGIN)).toBe('/docs/v6/basics/events#topics');
    expect(sameSitePath('/search?q=mapping', ORIGIN)).toBe('/search?q=mapping');
    expect(sameSitePath('https://use.ink/docs/v6/faq', ORIGIN)).toBe('/docs/v6/faq');
    for (const url of [
      '//evil.example/x',
      '/\\evil.example/x',
      '\t//evil.example/x',
      'https://other.host/docs/v6/faq',
      'https://use.ink.evil.example/docs',
      'http://use.ink/docs/v6/faq',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'docs/v6/faq',
      '../docs/v6/faq',
      '#top',
    ]) {
      expect(sameSitePath(url, ORIGIN), url).toBeNull();
    }
  });

  it('drops a hit whose shown text holds markup, wherever DocSearch would render it', () => {
    const img = '<img src=x onerror=alert(1)>';
    for (const bad of [
      hit({hierarchy: {lvl0: 'Docs', lvl1: img}}),
      hit({hierarchy: {lvl0: img, lvl1: 'Mapping'}}),
      hit({type: 'content', content: `before ${img}`}),
      hit({hierarchy: {lvl0: 'Docs', lvl1: 'Mapping', lvl2: '&#60;svg onload=alert(1)&#62;'}}),
      hit({title: img}),
      hit({_snippetResult: {hierarchy: {lvl1: {value: img}}}}),
      hit({__docsearch_parent: hit({hierarchy: {lvl0: 'Docs', lvl1: img}})}),
    ]) {
      expect(safeStoredHit(bad, ORIGIN), JSON.stringify(bad)).toBeNull();
    }
    expect(safeStoredHit(hit({hierarchy: {lvl0: 'Data structures', lvl1: 'Mapping&lt;K, V&gt;'}}), ORIGIN)).not.toBeNull();
  });

  it('drops a hit that leads off the site, and turns a same-origin URL into its path', () => {
    for (const url of ['//evil.example/x', 'javascript:alert(1)', 'https://other.host/x']) {
      expect(safeStoredHit(hit({url}), ORIGIN), url).toBeNull();
    }
    expect(safeStoredHit(hit({url: 'https://use.ink/docs/v6/faq'}), ORIGIN)).toEqual(hit({url: '/docs/v6/faq'}));
  });

  it('rewrites a stored list without its unsafe entries', () => {
    const raw = JSON.stringify([
      hit({objectID: 'a'}),
      hit({objectID: 'b', hierarchy: {lvl0: 'Docs', lvl1: '<img src=x onerror=alert(1)>'}}),
      hit({objectID: 'c', url: '//evil.example/x'}),
      hit({objectID: 'd', url: 'https://use.ink/docs/v6/faq'}),
    ]);
    expect(JSON.parse(repairStoredValue(raw, ORIGIN) ?? '[]')).toEqual([
      hit({objectID: 'a'}),
      hit({objectID: 'd', url: '/docs/v6/faq'}),
    ]);
    expect(repairStoredValue(JSON.stringify([hit({url: 'javascript:alert(1)'})]), ORIGIN)).toBeNull();
  });
});
