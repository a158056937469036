import {describe, expect, it} from 'vitest';
import {chunkAssetCode} from '../../plugins/lean-main';
import {__importDefault} from '../../plugins/lean-main/tslib';

const globals = {publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u'};

describe('lean-main', () => {
  it('maps to its id only a chunk whose id is not its name', () => {
    const code = chunkAssetCode({'17896441': '17896441', '8302': 'shared'}, globals);
    expect(code).toContain('chunkId = {"shared":"8302"}[chunkId]||chunkId;');
    expect(code).toContain('return __webpack_require__.p + __webpack_require__.u(chunkId);');
  });

  it('gives a script URL for a chunk name when every id is its name', () => {
    const code = chunkAssetCode({'17896441': '17896441'}, globals);
    const webpackRequire = {p: '/', u: (id: string) => `assets/js/${id}.1a2b.js`} as Record<string, unknown>;
    new Function('__webpack_require__', code)(webpackRequire);
    expect((webpackRequire.gca as (name: string) => string)('17896441')).toBe('/assets/js/17896441.1a2b.js');
  });

  it('has tslib’s __importDefault: a CommonJS export gets a default, an ES module stays', () => {
    const cjs = {x: 1};
    expect(__importDefault(cjs)).toEqual({default: cjs});
    const esm = {__esModule: true, default: 2};
    expect(__importDefault(esm)).toBe(esm);
  });
});
