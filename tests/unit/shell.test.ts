import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {analyticsScripts} from '@site/config/analytics';
import {DEFAULT_ANNOUNCEMENT, announcementBar, announcementIdFor, announcementResetHeadTag} from '@site/config/announcement';
import {community, copyrightLine, footer} from '@site/config/footer';

describe('announcement bar', () => {
  it('shows the project status by default, closeable', () => {
    expect(announcementBar({id: undefined, html: undefined})).toMatchObject({
      id: DEFAULT_ANNOUNCEMENT.id,
      content: expect.stringContaining('no longer actively maintained'),
      isCloseable: true,
    });
  });

  it('takes a configured id and text', () => {
    expect(announcementBar({id: 'v7-beta', html: 'Try <b>v7</b>'})).toMatchObject({id: 'v7-beta', content: 'Try <b>v7</b>'});
  });

  it('derives the id from the text when none is given, so new text is shown again', () => {
    const first = announcementBar({id: undefined, html: 'First news'});
    expect(first?.id).toBe(announcementIdFor('First news'));
    expect(announcementBar({id: undefined, html: 'First news'})?.id).toBe(first?.id);
    expect(announcementBar({id: undefined, html: 'Second news'})?.id).not.toBe(first?.id);
    expect(first?.id).not.toBe(DEFAULT_ANNOUNCEMENT.id);
  });

  it('can be turned off', () => {
    expect(announcementBar({id: undefined, html: 'none'})).toBeUndefined();
  });
});

describe('analytics scripts', () => {
  it('loads nothing when nothing is configured', () => {
    expect(analyticsScripts({latestJsHost: undefined, siteId: undefined, scriptUrl: undefined})).toEqual([]);
  });

  it('adds the deferred latest.js script for a configured host', () => {
    for (const latestJsHost of ['stats.example.org', 'https://stats.example.org/']) {
      expect(analyticsScripts({latestJsHost, siteId: undefined, scriptUrl: undefined})).toEqual([
        {src: 'https://stats.example.org/latest.js', defer: true},
      ]);
    }
  });

  it('adds the deferred script tagged with the site id only when its URL is known too', () => {
    expect(analyticsScripts({latestJsHost: undefined, siteId: 'abc-123', scriptUrl: undefined})).toEqual([]);
    expect(analyticsScripts({latestJsHost: undefined, siteId: 'abc-123', scriptUrl: 'https://t.example.org/script.js'})).toEqual([
      {src: 'https://t.example.org/script.js', defer: true, 'data-website-id': 'abc-123'},
    ]);
  });
});

describe('site config from the environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadConfig() {
    vi.resetModules();
    return (await import('@site/docusaurus.config')).default;
  }

  it('by default has no analytics, the status announcement and the base-URL warning', async () => {
    for (const name of [
      'ANALYTICS_LATEST_JS_HOST',
      'ANALYTICS_SITE_ID',
      'ANALYTICS_SCRIPT_URL',
      'ANNOUNCEMENT_ID',
      'ANNOUNCEMENT_HTML',
      'BASE_URL_WARNING',
    ]) {
      vi.stubEnv(name, '');
    }
    const config = await loadConfig();
    expect(config.scripts).toEqual([]);
    expect(config.themeConfig.announcementBar?.id).toBe(DEFAULT_ANNOUNCEMENT.id);
    expect(config.baseUrlIssueBanner).toBe(true);
  });

  it('emits both analytics scripts and the configured announcement when set at build time', async () => {
    vi.stubEnv('ANALYTICS_LATEST_JS_HOST', 'stats.example.org');
    vi.stubEnv('ANALYTICS_SITE_ID', 'abc-123');
    vi.stubEnv('ANALYTICS_SCRIPT_URL', 'https://t.example.org/script.js');
    vi.stubEnv('ANNOUNCEMENT_ID', 'v7-beta');
    vi.stubEnv('ANNOUNCEMENT_HTML', 'Try v7');
    vi.stubEnv('BASE_URL_WARNING', 'off');
    const config = await loadConfig();
    expect(config.scripts).toEqual([
      {src: 'https://stats.example.org/latest.js', defer: true},
      {src: 'https://t.example.org/script.js', defer: true, 'data-website-id': 'abc-123'},
    ]);
    expect(config.themeConfig.announcementBar).toMatchObject({id: 'v7-beta', content: 'Try v7'});
    expect(config.baseUrlIssueBanner).toBe(false);
  });
});

describe('footer data', () => {
  it('links every community channel over https, with distinct kinds', () => {
    const channels = Object.values(community);
    expect(new Set(channels.map((channel) => channel.kind)).size).toBe(channels.length);
    for (const {href} of channels) expect(new URL(href).protocol).toBe('https:');
  });

  it('puts this year in the copyright line', () => {
    expect(footer.copyright).toContain(`© ${new Date().getFullYear()} `);
    expect(copyrightLine(2031)).toBe('Copyright © 2031 ink!');
  });
});

describe('announcement reset script', () => {
  it('is added only with a bar, and embeds the id as a safe string literal', () => {
    expect(announcementResetHeadTag(undefined)).toEqual([]);
    const [tag] = announcementResetHeadTag(announcementBar({id: '</script><b>', html: 'x'}));
    expect(tag?.tagName).toBe('script');
    expect(tag?.innerHTML).not.toContain('</script>');
    expect(tag?.innerHTML).toContain(`!== "\\u003c/script>\\u003cb>"`);
  });
});

describe('raster images', () => {
  it('has a /favicon.ico, so pages without an icon link (redirect pages) do not hit a 404', () => {
    const ico = readFileSync(path.join(__dirname, '../../static/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect(ico.subarray(ico.readUInt32LE(18) + 1, ico.readUInt32LE(18) + 4).toString()).toBe('PNG');
  });

  /** A PNG from static/: its signature and, from its IHDR chunk (bytes 16–23), width and height. */
  function png(file: string): {signature: string; size: [number, number]} {
    const bytes = readFileSync(path.join(__dirname, '../../static', file));
    return {signature: bytes.subarray(1, 4).toString(), size: [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]};
  }

  it("has the logo and favicon that every ink! crate's rustdoc names, where it names them", () => {
    // `html_logo_url = "https://use.ink/img/crate-docs/logo.png"` and `html_favicon_url =
    // "https://use.ink/crate-docs/favicon.png"` in each crate of ink! 4 to 6.
    for (const [file, width, height] of [
      ['img/crate-docs/logo.png', 200, 240],
      ['crate-docs/favicon.png', 32, 32],
    ] as const) {
      const {signature, size} = png(file);
      expect(signature, file).toBe('PNG');
      expect(size, file).toEqual([width, height]);
    }
  });

  it('has the 1200×630 social card where the config points', async () => {
    const config = (await import('@site/docusaurus.config')).default;
    const {signature, size} = png(config.themeConfig.image);
    expect(signature).toBe('PNG');
    expect(size).toEqual([1200, 630]);
  });
});
