/**
 * `/robots.txt`: every crawler may read everything, and the sitemap is named with the site's
 * public URL (which `SITE_URL`/`BASE_URL` set at build time, so it cannot be a static file).
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The text of robots.txt for a site at `siteUrl` + `baseUrl`. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}${baseUrl}sitemap.xml\n`;
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.baseUrl));
    },
  };
}
