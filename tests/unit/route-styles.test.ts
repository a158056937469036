import {describe, expect, it} from 'vitest';
import {withImportRequests} from '../../plugins/route-styles';

describe('route-styles: the client manifest', () => {
  const manifest = {origins: {main: ['main'], '17896441': ['40', '7351', '106']}};

  it('lists a route chunk under the request of its import(), with the same chunks', () => {
    const groups = [{name: '17896441', origins: [{request: '@theme/DocItem'}]}];
    expect(withImportRequests(manifest, groups).origins['@theme/DocItem']).toEqual(['40', '7351', '106']);
  });

  it('keeps the keys it had, and skips groups without a name or an entry', () => {
    const groups = [
      {name: '17896441', origins: [{request: 'main'}, {request: null}]},
      {name: null, origins: [{request: './SearchModal'}]},
      {name: 'unknown', origins: [{request: '@site/docs/x.md'}]},
    ];
    expect(withImportRequests(manifest, groups).origins).toEqual(manifest.origins);
  });
});
