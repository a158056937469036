import {routeManifest} from '../helpers/routes';
import {expect, hydrated, notFoundHeading, test} from './fixtures';

/**
 * Every path of the route manifest, visited in Chromium as a reader would open it from a link.
 * Paths are visited in chunks sharing one page, so the browser cache and V8's code cache work as
 * they do for a reader; each path is still a full page load and is checked on its own.
 */
const CHUNK = 20;

test.describe.configure({mode: 'parallel'});

for (const [area, paths] of Object.entries(routeManifest())) {
  for (let start = 0; start < paths.length; start += CHUNK) {
    const chunk = paths.slice(start, start + CHUNK);
    test(`route manifest: ${area} #${start / CHUNK + 1} (${chunk[0]} …)`, async ({page}) => {
      test.setTimeout(20_000 + chunk.length * 10_000);
      for (const path of chunk) {
        const response = await page.goto(path);
        expect.soft(response?.status(), `HTTP status of ${path}`).toBe(200);
        await hydrated(page);
        await expect.soft(page.getByRole('main').getByRole('heading').first(), `a heading on ${path}`).toBeVisible();
        await expect.soft(notFoundHeading(page), `${path} is not the not-found page`).toHaveCount(0);
      }
    });
  }
}
