import {routeManifest} from '../helpers/routes';
import {expect, hydrated, notFoundHeading, test} from './fixtures';

for (const [area, paths] of Object.entries(routeManifest())) {
  test.describe(`route manifest: ${area}`, () => {
    for (const path of paths) {
      test(`${path} serves its page`, async ({page}) => {
        const response = await page.goto(path);
        expect(response?.status(), 'HTTP status').toBe(200);
        await hydrated(page);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await expect(notFoundHeading(page)).toHaveCount(0);
      });
    }
  });
}
