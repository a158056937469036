import type {DocusaurusConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {chunkAssetCode, leanSiteConfigModule} from '../../plugins/lean-main';
import {__importDefault} from '../../plugins/lean-main/tslib';
import {getActivePlugin} from '../../plugins/lean-main/activePlugin';
import {englishDateFormat} from '../../plugins/lean-main/englishDate';
import {getActivePlugin as upstreamActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import config from '../../docusaurus.config';

const globals = {publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u'};

describe('lean-main', () => {
  it('maps to its id only a chunk whose id is not its name', () => {
    const code = chunkAssetCode({'17896441': '17896441', '8302': 'shared'}, globals);
    expect(code).toContain('chunkId = {"shared":"8302"}[chunkId]||chunkId;');
    expect(code).toContain('var url = __webpack_require__.p + __webpack_require__.u(chunkId);');
  });

  it('gives a script URL for a chunk name when every id is its name', () => {
    const code = chunkAssetCode({'17896441': '17896441'}, globals);
    const webpackRequire = {p: '/', u: (id: string) => `assets/js/${id}.1a2b.js`} as Record<string, unknown>;
    new Function('__webpack_require__', code)(webpackRequire);
    expect((webpackRequire.gca as (name: string) => string)('17896441')).toBe('/assets/js/17896441.1a2b.js');
  });

  it('gives a chunk’s URL once: the route prefetch, its one caller, skips a chunk it has asked for', () => {
    const webpackRequire = {p: '/', u: (id: string) => `assets/js/${id}.js`} as Record<string, unknown>;
    new Function('__webpack_require__', chunkAssetCode({}, globals))(webpackRequire);
    const gca = webpackRequire.gca as (name: string) => string | undefined;
    expect([gca('a'), gca('b'), gca('a')]).toEqual(['/assets/js/a.js', '/assets/js/b.js', undefined]);
  });

  it('has tslib’s __importDefault: a CommonJS export gets a default, an ES module stays', () => {
    const cjs = {x: 1};
    expect(__importDefault(cjs)).toEqual({default: cjs});
    const esm = {__esModule: true, default: 2};
    expect(__importDefault(esm)).toBe(esm);
  });

  it('gives the bundles the site config without its presets’, plugins’ and themes’ options', () => {
    const module = leanSiteConfigModule(config as unknown as DocusaurusConfig);
    const lean = JSON.parse(module.replace(/^export default /, '').replace(/;\s*$/, '')) as DocusaurusConfig;
    expect(lean).toMatchObject({presets: [], plugins: [], themes: [], baseUrl: config.baseUrl, title: config.title});
    expect(lean.themeConfig).toEqual(JSON.parse(JSON.stringify(config.themeConfig)));
  });

  it('finds the page’s docs plugin as the docs plugin does, without sorting when one plugin or none matches', () => {
    const plugin = (path: string) => ({path, versions: [], breadcrumbs: true}) as GlobalPluginData;
    const site = {default: plugin('/docs'), tutorials: plugin('/tutorials')};
    const nested = {outer: plugin('/docs'), inner: plugin('/docs/inner')};
    for (const [data, pathname] of [
      [site, '/docs/v6/overview'],
      [site, '/tutorials/frontend-development/inkathon-erc20'],
      [site, '/'],
      [site, '/blog'],
      [nested, '/docs/inner/page'],
      [nested, '/docs/page'],
    ] as const) {
      expect(getActivePlugin(data, pathname), pathname).toEqual(upstreamActivePlugin(data, pathname));
    }
    expect(getActivePlugin(nested, '/docs/inner/page')?.pluginId).toBe('inner');
    // Sorting is what starts the browser's collator: with one match, nothing is compared.
    const compare = String.prototype.localeCompare;
    let compared = 0;
    String.prototype.localeCompare = function (...args: Parameters<typeof compare>) {
      compared += 1;
      return compare.apply(this, args);
    };
    try {
      getActivePlugin(site, '/docs/v6/overview');
      getActivePlugin(site, '/');
    } finally {
      String.prototype.localeCompare = compare;
    }
    expect(compared).toBe(0);
    // No match where one was expected: the docs plugin's own error, naming every plugin's path.
    expect(() => getActivePlugin(site, '/blog', {failfast: true})).toThrow(/Existing docs plugin paths are: \/docs, \/tutorials/);
  });

  it('writes a blog date as Intl.DateTimeFormat does in English, and leaves other formats to it', () => {
    const post = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'} as const;
    const archive = {day: 'numeric', month: 'long', timeZone: 'UTC'} as const;
    for (const options of [post, archive]) {
      const ours = englishDateFormat(options);
      const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...options});
      // Every day of 2024 (a leap year), at midnight and just before the next one, and a century on.
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
        for (const date of [new Date(time), new Date(time + 86_399_999), new Date(time + 100 * 365.25 * 86_400_000)]) {
          expect(ours?.format(date)).toBe(intl.format(date));
        }
      }
      expect(() => ours?.format(new Date('not a date'))).toThrow(RangeError);
    }
    expect(englishDateFormat(post)?.format(new Date('2024-03-12T00:00:00Z'))).toBe('March 12, 2024');
    for (const options of [
      {...post, month: 'short'},
      {...post, timeZone: undefined},
      {...post, weekday: 'long'},
      {year: 'numeric'},
    ] as const) {
      expect(englishDateFormat(options)).toBeUndefined();
    }
  });
});
