import {describe, expect, it} from 'vitest';
import {TOP_LEVEL_PAGES} from '@site/config/pages';
import {exactRedirects, normalise, redirectsTo} from '@site/config/redirects';
import {allManifestPaths} from '../helpers/routes';

const froms = (to: string) => redirectsTo(to, TOP_LEVEL_PAGES);

describe('redirect table', () => {
  it('sends the old incubator paths to /inkubator', () => {
    expect(froms('/inkubator').sort()).toEqual(['/6.x/funding-programs', '/ubator']);
  });

  it('maps legacy prefixes onto every page of their version', () => {
    expect(froms('/docs/v6/basics/events')).toContain('/6.x/basics/events');
    expect(froms('/docs/v4/basics/events')).toContain('/4.x/basics/events');
    expect(froms('/docs/v5/basics/events')).toContain('/basics/events');
    expect(froms('/docs/v6/linter/rules/no_main')).toContain('/docs/v6/development/linter/rules/no_main');
  });

  it('never turns a real page into a redirect', () => {
    expect(froms('/docs/v5/')).not.toContain('/');
    expect(froms('/docs/v5/brand-assets')).not.toContain('/brand-assets');
    expect(froms('/docs/v5/brand-assets/ink')).toContain('/brand-assets/ink');
  });

  it('does not redirect pages of other versions through the wrong prefix', () => {
    expect(froms('/docs/v3/basics/events')).toEqual([]);
    expect(froms('/docs/v6/basics/events')).not.toContain('/basics/events');
  });

  it('points every exact redirect at a page in the route manifest', () => {
    const pages = new Set(allManifestPaths().map(normalise));
    const missing = exactRedirects.filter(({to}) => !pages.has(to)).map(({from, to}) => `${from} -> ${to}`);
    expect(missing).toEqual([]);
  });
});
