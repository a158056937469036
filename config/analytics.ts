import type {DocusaurusConfig} from '@docusaurus/types';
import type {Env} from './env';

type Script = DocusaurusConfig['scripts'][number];

/**
 * The two deferred analytics scripts, each only when its settings are present:
 * a `latest.js` script from the configured host, and a script tagged with the site id. A build
 * without these settings loads nothing from another host.
 */
export function analyticsScripts({latestJsHost, siteId, scriptUrl}: Env['analytics']): Script[] {
  const scripts: Script[] = [];
  const host = latestJsHost?.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (host) scripts.push({src: `https://${host}/latest.js`, defer: true});
  if (siteId && scriptUrl) scripts.push({src: scriptUrl, defer: true, 'data-website-id': siteId});
  return scripts;
}
