/**
 * Leaves out of the shared stylesheet the Infima rules nothing of this site can use: every page
 * downloads Infima's whole stylesheet (10.3 KB gzipped) though the theme, the site and the content
 * name fewer than half of its classes. At build time, PurgeCSS (its PostCSS plugin) runs on
 * Infima's file alone and keeps the rules whose selectors name only classes, tags and attributes
 * found in `content`: everything that can emit a class name. That is Docusaurus's packages (the
 * theme's components, the client, the MDX loader), DocSearch's, the site's own code and config, and
 * the content, whose Markdown and MDX may use any Infima class. Then `pruneVariables` leaves out
 * Infima's custom properties that nothing reads: neither a kept declaration (through any chain of
 * `var()`s) nor a file of `content` (a CSS module's `var(--ifm-…)`, a script's inline style).
 * PurgeCSS's own `variables` option misses a `var(` whose name is on the next line, as Infima
 * writes many (`.alert--info`'s colours).
 * SAFELIST keeps what PurgeCSS cannot see: a class built at run time from a prefix, and a
 * selector of pseudo-classes only. `tests/e2e/page-weight.spec.ts` checks the build: every Infima class its
 * pages and scripts name, and every class of a prefix they name, kept.
 */
import path from 'node:path';
import purgeCssPlugin from '@fullhuman/postcss-purgecss';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AcceptedPlugin, Declaration, Helpers, Plugin as PostCssPlugin, Root} from 'postcss';

/**
 * What PurgeCSS would wrongly leave out. `standard`: the Infima classes the site builds from a prefix
 * at run time (src/pages/layout: `col--${span}`), and `[type='checkbox']`, a Markdown task list's
 * box (remark-gfm writes it; no file of `content` names it). `greedy`: a selector of pseudo-classes only, such
 * as `:where(.button--primary):not(.button--outline):hover` (a primary button's hover colour),
 * which PurgeCSS 8 drops whole; the classes inside its `:where()` are still checked one by one.
 */
const SAFELIST = {standard: [/^col--/, /^type$/], greedy: [/^:where$/]};

/** The files that can emit an Infima class name, as globs. */
function contentGlobs(siteDir: string, nodeModules: string): string[] {
  const site = (glob: string): string => path.join(siteDir, glob);
  const modules = (glob: string): string => path.join(nodeModules, glob);
  return [
    site('{src,plugins,config}/**/*.{ts,tsx,js,css}'),
    site('{docs,versioned_docs,tutorials,blog,src/pages}/**/*.{md,mdx,tsx,json,yml}'),
    site('*.ts'),
    modules('@docusaurus/*/lib/**/*.{js,css}'),
    modules('@docsearch/*/dist/esm/**/*.js'),
  ];
}

/** Declares `root`'s custom properties that no declaration reads and `named` does not name. */
export function pruneVariables(root: Root, named: ReadonlySet<string>): void {
  const reads = (value: string): string[] => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name = '']) => name);
  const declared = new Map<string, Declaration[]>();
  const used = new Set(named);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl]);
    else for (const name of reads(decl.value)) used.add(name);
  });
  // What a used property's value reads is used too.
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const unseen = (declared.get(name) ?? []).flatMap((decl) => reads(decl.value)).filter((read) => !used.has(read));
    for (const read of unseen) used.add(read);
    pending.push(...unseen);
  }
  for (const [name, decls] of declared) {
    if (used.has(name)) continue;
    for (const decl of decls) {
      const rule = decl.parent;
      decl.remove();
      if (rule && rule.nodes?.length === 0) rule.remove();
    }
  }
}

export default function leanInfima(context: LoadContext): Plugin {
  // Coupling to @docusaurus/theme-classic 3.10.2: the Infima file its client modules import (ltr).
  const infima = require.resolve('infima/dist/css/default/default.css');
  const nodeModules = infima.slice(0, infima.lastIndexOf(`${path.sep}infima${path.sep}`));
  const content = contentGlobs(context.siteDir, nodeModules);
  return {
    name: 'lean-infima',
    configurePostCss(options) {
      const plugin: AcceptedPlugin = {
        postcssPlugin: 'lean-infima',
        prepare: (result) =>
          result.root.source?.input.file === infima
            ? {
                OnceExit: async (root: Root, helpers: Helpers) => {
                  // PurgeCSS's own extractor, which also notes the custom properties each file names.
                  const named = new Set<string>();
                  const defaultExtractor = (text: string): string[] => {
                    const words = text.match(/[\w-]+/g) ?? [];
                    for (const word of words) if (word.startsWith('--')) named.add(word);
                    return words;
                  };
                  const purge = purgeCssPlugin({content, defaultExtractor, safelist: SAFELIST});
                  await (purge as PostCssPlugin).OnceExit?.(root, helpers);
                  pruneVariables(root, named);
                },
              }
            : {},
      };
      options.plugins.push(plugin);
      // The site has no PostCSS config file: its PostCSS plugins are Docusaurus's and this one.
      // `config: false` says so to postcss-loader, which otherwise looks for one in the folder of
      // every CSS file and in each parent (about 0.9 s of a cold build's main thread).
      return {...options, config: false};
    },
  };
}
