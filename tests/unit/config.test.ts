import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import versionsJson from '@site/versions.json';
import {referenceDocs, tutorialsDocs, withoutHiddenDocs} from '@site/config/docs';
import {DOCS_VERSIONS, FALLBACK_VERSION_LABEL, LATEST_VERSION_LABEL} from '@site/config/versions';
import {navbar} from '@site/config/navbar';
import {footer, getInTouch} from '@site/config/footer';

describe('docs versions', () => {
  it('has v6 as current and latest, then v5, v4, v3', () => {
    expect(versionsJson).toEqual(['v5', 'v4', 'v3']);
    expect(DOCS_VERSIONS.map((v) => v.label)).toEqual(['v6', 'v5', 'v4', 'v3']);
    expect(referenceDocs.lastVersion).toBe('current');
    expect(LATEST_VERSION_LABEL).toBe('v6');
    expect(FALLBACK_VERSION_LABEL).toBe('v5');
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

describe('site constants', () => {
  const theme = config.themeConfig;

  it('uses a vertical bar as title delimiter and English only', () => {
    expect(config.titleDelimiter).toBe('|');
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.i18n.localeConfigs.en).toMatchObject({htmlLang: 'en', direction: 'ltr', calendar: 'gregory'});
  });

  it('is dark by default with the switch on and the system preference ignored', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('highlights rust, json and toml and lists h2–h3 in the table of contents', () => {
    expect(theme.prism.additionalLanguages).toEqual(['rust', 'json', 'toml']);
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
  });

  it('fails the build on broken links and only warns on anchors, Markdown links, duplicates', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
  });

  it('turns on the fast bundler without namespacing storage keys', () => {
    expect(config.future).toEqual({faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}});
  });

  it('links the navbar docs item to the latest version and has a version dropdown', () => {
    expect(navbar.items).toContainEqual(expect.objectContaining({to: '/docs/v6', label: 'Docs'}));
    expect(navbar.items).toContainEqual(expect.objectContaining({type: 'docsVersionDropdown', position: 'right'}));
  });

  it('has the three footer link columns, then the Get In Touch block', () => {
    expect(footer.links.map((column) => column.title)).toEqual(['Build with ink!', 'Join our community', 'Helpful Links']);
    expect(getInTouch.title).toBe('Get In Touch');
    expect(getInTouch.channels.map((channel) => channel.kind)).toEqual(['messaging', 'video', 'social', 'code']);
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
