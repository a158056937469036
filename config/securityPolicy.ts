import {analyticsScripts} from './analytics';
import type {Env} from './env';
import {searchModeFor} from './search';

/**
 * Other sites learn the origin a reader came from, never the page (nor its query or fragment),
 * and nothing over plain HTTP.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Where hosted search sends its queries (the app's read host and its three fallbacks) and its
 * click events (the insights API, default and regional). The insights client itself is bundled.
 */
function algoliaHosts(appId: string): string[] {
  const app = appId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
    'https://insights.algolia.io',
    'https://insights.us.algolia.io',
    'https://insights.de.algolia.io',
  ];
}

/**
 * Where the analytics scripts come from, and where they may report: their own origin and, for a
 * script served from a subdomain (`scripts.example.com`), its sibling subdomains
 * (`queue.example.com`), where such services collect.
 */
function analyticsHosts(analytics: Env['analytics']): {scripts: string[]; reports: string[]} {
  const scripts = analyticsScripts(analytics).map((script) => new URL(typeof script === 'string' ? script : script.src).origin);
  const reports = scripts.flatMap((origin) => {
    const {protocol, hostname} = new URL(origin);
    const labels = hostname.split('.');
    return labels.length > 2 ? [origin, `${protocol}//*.${labels.slice(1).join('.')}`] : [origin];
  });
  return {scripts, reports};
}

export type PolicySettings = Pick<Env, 'algolia' | 'analytics'>;

/**
 * The Content-Security-Policy of one built page: scripts only from the site itself, the page's
 * own inline scripts by hash (`scriptHashes`, base64 SHA-256), never any other inline script or
 * `eval`; requests only to the site and the search and analytics hosts the build is set up for.
 * Styles may be inline: the theme sets `style` attributes (code colours, the announcement bar).
 */
export function contentSecurityPolicy(settings: PolicySettings, scriptHashes: readonly string[]): string {
  const search =
    searchModeFor(settings.algolia) === 'hosted' && settings.algolia.appId ? algoliaHosts(settings.algolia.appId) : [];
  const analytics = analyticsHosts(settings.analytics);
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...analytics.scripts])],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', unique(["'self'", 'data:', ...analytics.reports])],
    ['font-src', "'self' data:"],
    ['connect-src', unique(["'self'", ...search, ...analytics.reports])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
