import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const PAGES_DIR = path.resolve(__dirname, '../../src/pages');

/** The top-level pages written in MDX with the marketing layout (`wrapperClassName: marketing-page`). */
function marketingMdxPages(dir = PAGES_DIR): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : marketingMdxPages(file);
    if (!entry.name.endsWith('.mdx') || !/^wrapperClassName: marketing-page$/m.test(readFileSync(file, 'utf8'))) return [];
    return ['/' + path.relative(PAGES_DIR, file).replace(/(\/?index)?\.mdx$/, '')];
  });
}

/** Where the page header sits, and how many h1 the page has. */
async function header(page: Page, route: string) {
  await page.goto(route);
  await hydrated(page);
  const box = await page.getByRole('main').locator('header').first().boundingBox();
  return {x: box?.x, y: box?.y, width: box?.width, h1: await page.getByRole('heading', {level: 1}).count()};
}

test('the MDX marketing pages are laid out like the TSX ones: one h1, the page header across the window under the navbar', async ({
  page,
}) => {
  const routes = marketingMdxPages();
  expect(routes).toEqual(expect.arrayContaining(['/about', '/tutorials/demo']));
  const reference = await header(page, '/chains');
  expect(reference).toEqual({x: 0, y: expect.any(Number), width: page.viewportSize()?.width, h1: 1});
  for (const route of routes) {
    expect.soft(await header(page, route), route).toEqual(reference);
  }
});
