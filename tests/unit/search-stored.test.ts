import {describe, expect, it} from 'vitest';
import {isStoredHit, repairStoredValue, storedSearchKeys} from '../../src/search/storedSearches';

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
    expect(repairStoredValue(null)).toBeUndefined();
    expect(repairStoredValue('[]')).toBeUndefined();
    expect(repairStoredValue(JSON.stringify([hit(), hit({objectID: 'b'})]))).toBeUndefined();
  });

  it('removes a value that is not JSON, not a list, or has nothing showable', () => {
    for (const raw of ['{not json', '"a string"', '{"a":1}', 'null', '[1,2,null]', '[{"objectID":"x"}]']) {
      expect(repairStoredValue(raw), raw).toBeNull();
    }
  });

  it('keeps the sound entries of a partly broken list, in order', () => {
    const repaired = repairStoredValue(JSON.stringify([hit({objectID: 'a'}), 7, hit({objectID: 'b'}), {objectID: 'c'}]));
    expect(JSON.parse(repaired ?? '[]')).toEqual([hit({objectID: 'a'}), hit({objectID: 'b'})]);
  });
});
