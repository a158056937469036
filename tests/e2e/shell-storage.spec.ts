import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

/** Two ways a browser refuses local storage: the object itself, or every call on it. */
const refusals: {name: string; install: (page: Page) => Promise<unknown>}[] = [
  {
    name: 'storage disabled (reading localStorage throws)',
    install: (page) =>
      page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }),
  },
  {
    name: 'every storage call throws (quota, private mode)',
    install: (page) =>
      page.addInitScript(() => {
        for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
          Storage.prototype[method] = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        }
      }),
  },
];

test.describe('without local storage', () => {
  for (const {name, install} of refusals) {
    test(`${name}: the site works and warns once`, async ({page}) => {
      await install(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(DOC);
      await hydrated(page);

      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(html).toHaveAttribute('data-theme', 'light');

      const announcement = page.getByRole('banner').filter({hasText: 'no longer actively maintained'});
      await announcement.getByRole('button', {name: 'Close'}).click();
      await expect(announcement).toBeHidden();

      const navbar = page.getByRole('navigation', {name: 'Main'});
      await navbar.getByRole('button', {name: 'ink! v6'}).hover();
      await navbar.getByRole('link', {name: 'ink! v5'}).click();
      await expect(page).toHaveURL(/\/docs\/v5\//);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();

      expect(warnings.filter((text) => /storage is not available/.test(text))).toHaveLength(1);
    });
  }
});
