import {describe, expect, it, vi} from 'vitest';
import type {DocSearchTransformClient} from '@docsearch/react';
import {highlight, snippet, type QueryMatcher} from '@site/plugins/search/engine/highlight';
import {forModal, highlightToText, modalHit} from '@site/plugins/search/client/modalClient';
import {queryTerms, searchQuery} from '@site/plugins/search/engine/schema';

const tags = {pre: '<mark>', post: '</mark>'};
/** What the engine passes for a hit: the query words and the index terms MiniSearch says matched. */
const matcher = (query: string, terms: string[] = queryTerms(query)): QueryMatcher => ({
  words: queryTerms(query),
  terms: new Set(terms),
});

describe('highlight', () => {
  it('marks every word one of whose index terms the hit matched: whole, by stem, by identifier part', () => {
    expect(highlight('Mapping and StorageVec', matcher('mapping'), tags).value).toBe('<mark>Mapping</mark> and StorageVec');
    // `stor` matched the indexed `storagevec` by prefix; `mappng` matched `mapping` as a typo.
    expect(highlight('Mapping and StorageVec', matcher('stor', ['storagevec']), tags).value).toBe(
      'Mapping and <mark>StorageVec</mark>',
    );
    expect(highlight('Mapping and StorageVec', matcher('mappng', ['mapping']), tags).value).toBe(
      '<mark>Mapping</mark> and StorageVec',
    );
    expect(highlight('Migrating from ink! 5', matcher('migrate', ['migrating']), tags).value).toBe(
      '<mark>Migrating</mark> from ink! 5',
    );
    expect(highlight('Call ink::env::caller here', matcher('caller'), tags).value).toBe(
      'Call <mark>ink::env::caller</mark> here',
    );
  });

  it('reports full, partial or no match and the matched query words', () => {
    expect(highlight('cross-contract calls', matcher('cross contract'), tags)).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['cross', 'contract'],
    });
    expect(highlight('cross-contract calls', matcher('cross events'), tags)).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['cross'],
    });
    expect(highlight('cross-contract calls', matcher('events'), tags)).toMatchObject({matchLevel: 'none', matchedWords: []});
  });

  it('escapes the text around and inside marks, so text is never markup', () => {
    const result = highlight('<b onclick="x">bold</b> & "quotes"', matcher('bold'), tags);
    expect(result.value).toBe('&lt;b onclick=&quot;x&quot;&gt;<mark>bold</mark>&lt;/b&gt; &amp; &quot;quotes&quot;');
  });

  it('leaves stop words out of a query except the word being typed, and keeps identifiers whole and in parts', () => {
    expect(queryTerms('the mapping of storage')).toEqual(['mapping', 'storage']);
    expect(queryTerms('mapping in')).toEqual(['mapping', 'in']);
    expect(queryTerms('storage_never_freed')).toEqual(['storage_never_freed', 'storage', 'never', 'freed']);
    expect(queryTerms('StorageVec')).toEqual(['storagevec', 'storage', 'vec']);
    expect(queryTerms('#[ink(topic)]')).toEqual(['ink', 'topic']);
    expect(queryTerms('Café')).toEqual(['cafe']);
    // Words that are also names of Object.prototype members are plain words.
    expect(searchQuery(['constructor', 'tostring'])).toBe('constructor tostring tostr constructortostring constructor_tostring');
  });
});

describe('snippet', () => {
  const text = Array.from({length: 30}, (_, i) => (i === 20 ? 'payable' : `w${i}`)).join(' ');

  it('keeps the requested number of words around the match, with ellipses', () => {
    const result = snippet(text, 10, matcher('payable'), tags, '…');
    expect(result.value).toBe('…w17 w18 w19 <mark>payable</mark> w21 w22 w23 w24 w25 w26…');
    expect(result.matchLevel).toBe('full');
    expect(snippet(text, 5, matcher('payable'), tags, '…').value).toBe('…w19 <mark>payable</mark> w21 w22 w23…');
  });

  it('starts at the beginning when nothing matches, and keeps short text whole', () => {
    expect(snippet(text, 3, matcher('nothing'), tags, '…')).toEqual({value: 'w0 w1 w2…', matchLevel: 'none'});
    expect(snippet('short text', 10, matcher('text'), tags, '…').value).toBe('short <mark>text</mark>');
  });

  it('escapes the ellipsis text too', () => {
    expect(snippet(text, 3, matcher('nothing'), tags, '<b>').value).toBe('w0 w1 w2&lt;b&gt;');
  });
});

describe('modal client wrapper', () => {
  it('turns the lvl0 highlight, shown as text by the modal, back into text', () => {
    expect(highlightToText('Macros &amp; <mark>attri</mark>butes &#39;x&#39; &#x3C;')).toBe("Macros & attributes 'x' <");
    const hit = {
      objectID: '1',
      _highlightResult: {hierarchy: {lvl0: {value: 'Integrations &amp; <mark>SDKs</mark>'}, lvl1: {value: 'a &amp; b'}}},
    };
    expect(modalHit(hit)._highlightResult).toEqual({
      hierarchy: {lvl0: {value: 'Integrations & SDKs'}, lvl1: {value: 'a &amp; b'}},
    });
    expect(modalHit({objectID: '2'})).toEqual({objectID: '2'});
  });

  function client(search: DocSearchTransformClient['search']): DocSearchTransformClient {
    const algoliaAgent = {value: 'test', add: () => algoliaAgent};
    return {search, addAlgoliaAgent: () => undefined, transporter: {algoliaAgent}};
  }

  it('reports success, and failure with an empty answer instead of an unhandled rejection', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ok = forModal(
      client(async () => ({results: [{hits: [{objectID: 'a'}], nbHits: 1}]})),
      {onSuccess, onError},
    );
    await expect(ok.search({requests: []})).resolves.toMatchObject({results: [{nbHits: 1}]});
    expect(onSuccess).toHaveBeenCalledTimes(1);

    const failing = forModal(
      client(() => Promise.reject(new Error('RetryError'))),
      {onSuccess, onError},
    );
    await expect(failing.search({requests: []})).resolves.toMatchObject({results: [{hits: [], nbHits: 0}]});
    expect(onError).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
