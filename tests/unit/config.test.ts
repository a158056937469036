import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import versionsJson from '@site/versions.json';
import {referenceDocs, tutorialsDocs, withoutHiddenDocs} from '@site/config/docs';
import {DOCS_VERSIONS, LATEST_DOCS, LATEST_VERSION_LABEL, latestDoc} from '@site/config/versions';

describe('docs versions', () => {
  it('has v6 as current and latest, then v5, v4, v3', () => {
    expect(versionsJson).toEqual(['v5', 'v4', 'v3']);
    expect(DOCS_VERSIONS.map((v) => v.label)).toEqual(['v6', 'v5', 'v4', 'v3']);
    expect(referenceDocs.lastVersion).toBe('current');
    expect(LATEST_VERSION_LABEL).toBe('v6');
    expect(LATEST_DOCS).toBe('/docs/v6');
    expect(latestDoc('faq')).toBe('/docs/v6/faq');
  });

  it('serves every version under /docs/<label> with no banner', () => {
    for (const {name, label} of DOCS_VERSIONS) {
      expect(referenceDocs.versions[name]).toEqual({label, path: label, banner: 'none'});
    }
    expect(referenceDocs.routeBasePath).toBe('docs');
  });

  it('keeps tutorials as a second docs instance with one version labelled Next', () => {
    expect(tutorialsDocs).toMatchObject({id: 'tutorials', path: 'tutorials', routeBasePath: 'tutorials'});
    expect(tutorialsDocs.versions).toEqual({current: {label: 'Next', banner: 'none'}});
    expect(referenceDocs.breadcrumbs && tutorialsDocs.breadcrumbs).toBe(true);
  });
});

describe('sidebar generation', () => {
  const doc = (id: string) => ({type: 'doc' as const, id});

  it('leaves out pages without a sidebar, at any depth, and categories left empty', () => {
    const items = [
      doc('intro'),
      doc('faucet'),
      {type: 'category' as const, label: 'Updates', items: [doc('update/a')], link: {type: 'doc' as const, id: 'update/index'}},
      {type: 'category' as const, label: 'Basics', items: [doc('basics/a'), doc('basics/hidden')]},
    ];
    const hidden = new Set(['faucet', 'update/a', 'update/index', 'basics/hidden']);
    expect(withoutHiddenDocs(items, hidden)).toEqual([
      doc('intro'),
      {type: 'category', label: 'Basics', items: [doc('basics/a')], link: undefined},
    ]);
  });
});

describe('build checks', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function checksWith(strictBuild: string) {
    vi.stubEnv('STRICT_BUILD', strictBuild);
    vi.resetModules();
    const config = (await import('@site/docusaurus.config')).default;
    return {
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      onDuplicateRoutes: config.onDuplicateRoutes,
      onBrokenMarkdownLinks: config.markdown.hooks.onBrokenMarkdownLinks,
    };
  }

  it('fails the build on a broken link, anchor or Markdown link or a duplicate route with STRICT_BUILD=1', async () => {
    expect(await checksWith('1')).toEqual({
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      onDuplicateRoutes: 'throw',
      onBrokenMarkdownLinks: 'throw',
    });
  });

  it("otherwise fails only on a broken link and warns on the rest, so a writer's page in progress builds", async () => {
    for (const value of ['', '0']) {
      expect(await checksWith(value)).toEqual({
        onBrokenLinks: 'throw',
        onBrokenAnchors: 'warn',
        onDuplicateRoutes: 'warn',
        onBrokenMarkdownLinks: 'warn',
      });
    }
  });
});

describe('reading Git', () => {
  it('reads no Git history, and no page asks when or by whom it last changed (which would need it)', async () => {
    const {validateConfig} = await import('@docusaurus/core/lib/server/configValidation');
    const {getVcsPreset} = await import('@docusaurus/utils');
    const config = (await import('@site/docusaurus.config')).default;
    // As Docusaurus reads it: `faster` alone would pick the VCS that reads the whole history at start-up.
    expect(validateConfig(config, 'docusaurus.config.ts').future.experimental_vcs).toBe(getVcsPreset('disabled'));
    const [, preset] = config.presets?.[0] as [string, {docs: object; blog: object}];
    for (const options of [preset.docs, preset.blog, tutorialsDocs]) {
      expect(options).not.toMatchObject({showLastUpdateTime: true});
      expect(options).not.toMatchObject({showLastUpdateAuthor: true});
    }
  });
});

describe('loading the config', () => {
  it('loads neither an HTML parser (the search records are read in a worker) nor the bundle analyzer (off unless asked for)', () => {
    // As Docusaurus loads it (jiti), in a process of its own, then the packages that process holds.
    const script = `
      const load = require('@docusaurus/utils').loadFreshModule;
      load(process.argv[1]).then(() => console.log(JSON.stringify(Object.keys(require.cache))));
    `;
    const {stdout, status, stderr} = spawnSync(process.execPath, ['-e', script, path.resolve('docusaurus.config.ts')], {
      encoding: 'utf8',
    });
    expect(status, stderr).toBe(0);
    const loaded = JSON.parse(stdout) as string[];
    // A package only the config imports (the redirect checks) is in the list: it is not vacuous.
    const packages = loaded.flatMap((file) => /[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(file)?.[1] ?? []);
    expect(packages).toContain(`@docusaurus${path.sep}plugin-client-redirects`);
    expect([...new Set(packages.filter((name) => /^(cheerio|parse5|undici|webpack-bundle-analyzer)$/.test(name)))]).toEqual([]);
  });
});
