import {readHtml, redirectPages, redirectTarget, sitemapPaths, withoutTrailingSlash} from '../helpers/build';
import {routeManifest} from '../helpers/routes';
import {expect, test} from './fixtures';

/**
 * Every path of the route manifest answers with its page. Rendering them in Chromium is the
 * crawl's job (`crawl.spec.ts` visits every sitemap URL and redirect page); here each path is
 * fetched over HTTP, and must be one the crawl visits.
 */
const crawled = new Set([...sitemapPaths(), ...redirectPages().map((page) => page.path)].map(withoutTrailingSlash));

for (const [area, paths] of Object.entries(routeManifest())) {
  test(`route manifest: ${area} (${paths.length} paths) answer with their pages`, async ({request}) => {
    const problems: Record<string, string> = {};
    for (const path of paths) {
      let response = await request.get(path);
      let html = await response.text();
      // A page that forwards (`/docs`) answers with the page it forwards to.
      const forward = redirectTarget(html);
      if (forward) {
        response = await request.get(forward);
        html = await response.text();
      }
      const $ = readHtml(html);
      const heading = $('h1').first().text().trim();
      if (response.status() !== 200) problems[path] = `HTTP ${response.status()}`;
      else if (heading === '' || heading === 'Page Not Found') problems[path] = `heading "${heading}"`;
      else if (!crawled.has(withoutTrailingSlash(path)))
        problems[path] = 'not in the sitemap nor a redirect page: the crawl misses it';
    }
    expect(problems).toEqual({});
  });
}
