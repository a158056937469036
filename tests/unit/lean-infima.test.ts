import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import leanInfima, {pruneVariables} from '../../plugins/lean-infima';

const pruned = (css: string, named: string[] = []): string => {
  const root = postcss.parse(css);
  pruneVariables(root, new Set(named));
  return root.toString().replace(/\s+/g, ' ').trim();
};

describe('lean-infima', () => {
  it('adds its PostCSS plugin and turns off postcss-loader’s search for a config file', () => {
    const plugin = leanInfima({siteDir: process.cwd()} as LoadContext);
    const options = plugin.configurePostCss?.({plugins: ['docusaurus']});
    expect(options?.config).toBe(false);
    expect(options?.plugins).toEqual(['docusaurus', expect.objectContaining({postcssPlugin: 'lean-infima'})]);
  });

  it('keeps a custom property a declaration reads through a chain of var()s, a name on its own line too', () => {
    const css = `:root { --a: red; --b: blue; --unused: 0 }
      [data-theme='dark'] { --a: black }
      .alert--info { --alert-bg: var(
        --a
      ) }
      .alert { background: var(--alert-bg) }`;
    expect(pruned(css)).toBe(
      ":root { --a: red} [data-theme='dark'] { --a: black } .alert--info { --alert-bg: var( --a ) } .alert { background: var(--alert-bg) }",
    );
  });

  it('keeps what another file names, and leaves out a rule it empties', () => {
    expect(pruned(':root { --named: 1 } .x { --only: 2 }', ['--named'])).toBe(':root { --named: 1 }');
  });
});
