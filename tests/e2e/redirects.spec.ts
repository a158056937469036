import {exactRedirects} from '../../config/redirects';
import {expect, hydrated, notFoundHeading, test} from './fixtures';

const cases: {from: string; to: string}[] = [
  ...exactRedirects,
  {from: '/docs', to: '/docs/v6/'},
  // Legacy prefixes, one of each.
  {from: '/basics/contract-template', to: '/docs/v5/basics/contract-template'},
  {from: '/getting-started/setup', to: '/docs/v5/getting-started/setup'},
  {from: '/4.x/getting-started/setup', to: '/docs/v4/getting-started/setup'},
  {from: '/6.x/basics/contract-template', to: '/docs/v6/basics/contract-template'},
  {from: '/docs/v6/development/linter/overview', to: '/docs/v6/linter/overview'},
];

const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');
const expected = (to: string) => to.replace(/(.)\/$/, '$1');

test.describe('redirects', () => {
  for (const {from, to} of cases) {
    test(`${from} lands on ${to}`, async ({page}) => {
      await page.goto(from);
      await expect.poll(() => pathOf(page.url())).toBe(expected(to));
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    });
  }
});

test.describe('redirects without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  for (const {from, to} of [
    {from: '/docs', to: '/docs/v6/'},
    {from: '/ubator', to: '/inkubator'},
    {from: '/4.x/getting-started/setup', to: '/docs/v4/getting-started/setup'},
  ]) {
    test(`${from} lands on ${to} by meta refresh`, async ({page}) => {
      await page.goto(from);
      await expect.poll(() => pathOf(page.url())).toBe(expected(to));
    });
  }
});

test.describe('.html suffixes', () => {
  for (const {suffixed, clean} of [
    {suffixed: '/docs/v6/getting-started/setup.html', clean: '/docs/v6/getting-started/setup'},
    {suffixed: '/docs/v5/getting-started/setup/index.html', clean: '/docs/v5/getting-started/setup'},
  ]) {
    test(`${suffixed} shows ${clean} without the suffix`, async ({page}) => {
      await page.goto(suffixed);
      await expect.poll(() => pathOf(page.url())).toBe(clean);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    });
  }
});

test.describe('path matching ignores letter case and a trailing slash', () => {
  // A static host answers a path in other letter case with the 404 file; the client router then
  // matches it case-insensitively and shows the page. React reports that switch as a recovered
  // hydration mismatch (error #418), which is the one console error allowed here.
  test.use({allowedConsoleErrors: [/status of 404|Minified React error #418/]});

  for (const path of ['/docs/v6/Getting-Started/Setup', '/DOCS/V5/getting-started/setup', '/docs/v6/getting-started/setup/']) {
    test(`${path} shows the Setup page`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Setup'})).toBeVisible();
      await expect(notFoundHeading(page)).toHaveCount(0);
    });
  }
});
