import {createHash} from 'node:crypto';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, REFERRER_POLICY, type PolicySettings} from '../../config/securityPolicy';
import {inlineScripts, scriptHash, withSecurityPolicy} from '../../plugins/finished-pages/security-policy';

const NO_SETTINGS: PolicySettings = {
  algolia: {appId: undefined, apiKey: undefined, indexName: 'use', pathPattern: undefined, pathReplacement: '/'},
  analytics: {latestJsHost: undefined, siteId: undefined, scriptUrl: undefined},
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** A page shaped as Docusaurus writes it: head scripts, JSON-LD, a module script, a body script. */
const PAGE = [
  '<!doctype html><html lang=en><head><meta charset=UTF-8><meta name=generator content="Docusaurus v3.10.2">',
  '<script>!function(){var e=["light","dark"];document.documentElement.dataset.x="</scr"+"ipt>"}()</script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<script src="/assets/js/main.js" defer></script>',
  '<script type=module>import("/assets/js/x.js")</script>',
  "</head><body><script>\n    window.location.href = '/docs' + window.location.search;\n  </script></body></html>",
].join('');

describe('content security policy', () => {
  it('allows scripts from the site and the listed hashes only, and requests to the site only', () => {
    const policy = directives(contentSecurityPolicy(NO_SETTINGS, ['abc=', 'def=']));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain('https:');
  });

  it('lets hosted search reach Algolia: the app’s hosts and insights, not every Algolia app', () => {
    const policy = directives(
      contentSecurityPolicy({...NO_SETTINGS, algolia: {...NO_SETTINGS.algolia, appId: 'MYAPP', apiKey: 'key'}}, []),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://myapp-dsn.algolia.net',
      'https://myapp-1.algolianet.com',
      'https://myapp-2.algolianet.com',
      'https://myapp-3.algolianet.com',
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('lets the configured analytics scripts load and report', () => {
    const policy = directives(
      contentSecurityPolicy(
        {
          ...NO_SETTINGS,
          analytics: {
            latestJsHost: 'scripts.simpleanalyticscdn.com',
            siteId: 'site-1',
            scriptUrl: 'https://stats.example.org/script.js',
          },
        },
        [],
      ),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://scripts.simpleanalyticscdn.com', 'https://stats.example.org']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://scripts.simpleanalyticscdn.com',
      'https://*.simpleanalyticscdn.com',
      'https://stats.example.org',
      'https://*.example.org',
    ]);
  });

  it('sends only the origin to other sites', () => {
    expect(REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
  });
});

describe('security policy in the built HTML', () => {
  it('finds the scripts the browser runs inline, not JSON-LD or external ones', () => {
    expect(inlineScripts(PAGE)).toEqual([
      '!function(){var e=["light","dark"];document.documentElement.dataset.x="</scr"+"ipt>"}()',
      'import("/assets/js/x.js")',
      "\n    window.location.href = '/docs' + window.location.search;\n  ",
    ]);
  });

  it('lists the SHA-256 of each inline script exactly as the HTML parser reads it', () => {
    const html = withSecurityPolicy(PAGE, (hashes) => contentSecurityPolicy(NO_SETTINGS, hashes), REFERRER_POLICY);
    const $ = load(html);
    const parsed = $('script:not([src])')
      .toArray()
      .filter((script) => $(script).attr('type') !== 'application/ld+json')
      .map((script) => `'sha256-${createHash('sha256').update($(script).text()).digest('base64')}'`);
    const listed = directives($('meta[http-equiv="Content-Security-Policy"]').attr('content') ?? '').get('script-src');
    expect(listed).toEqual(["'self'", ...parsed]);
    expect(parsed).toHaveLength(3);
    expect($('meta[name="referrer"]').attr('content')).toBe('strict-origin-when-cross-origin');
  });

  it('puts the policies first in the head, right after the charset, and only once', () => {
    const html = withSecurityPolicy(PAGE, () => "script-src 'self'", REFERRER_POLICY);
    expect(html).toMatch(
      /^<!doctype html><html lang=en><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><meta name="referrer"/,
    );
    expect(withSecurityPolicy(html, () => 'other', REFERRER_POLICY)).toBe(html);
  });

  it('works on a head without a charset, and fails loudly without a head', () => {
    expect(
      withSecurityPolicy('<html><head><title>x</title></head></html>', () => "default-src 'self'", REFERRER_POLICY),
    ).toContain('<head><meta http-equiv="Content-Security-Policy"');
    expect(() => withSecurityPolicy('<p>no head</p>', () => '', REFERRER_POLICY)).toThrow(/no <head>/);
  });

  it('hashes as CSP does: base64 SHA-256 of the UTF-8 text', () => {
    expect(scriptHash('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(scriptHash('ü')).toBe(createHash('sha256').update(Buffer.from('ü', 'utf8')).digest('base64'));
  });
});
