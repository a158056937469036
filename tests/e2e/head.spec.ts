// The document head (title, description, canonical and alternate links, social tags, structured
// data, the classes on <html>) as a reader's browser, a search engine rendering scripts or a link
// preview sees it: on the page first loaded, the server's, left alone; after moving to another page
// in the browser, exactly what the server writes for that page.
import type {APIRequestContext, Page} from '@playwright/test';
import {load} from 'cheerio';
import {tagLine as line} from '@site/plugins/lean-main/head';
import {expect, hydrated, test} from './fixtures';

const DOC = '/docs/v6/basics/storing-values';
const POST = '/blog/2024/03/13/ink-5-released';

interface Head {
  title: string;
  tags: string[];
  lang?: string;
  dir?: string;
  classes: string[];
}

async function serverHead(request: APIRequestContext, path: string): Promise<Head> {
  const $ = load(await (await request.get(path)).text());
  const tags = $('head [data-rh]:not(title)')
    .toArray()
    .map((element) => line(element.tagName, Object.entries(element.attribs), $(element).text()));
  const html = $('html');
  return {
    title: $('title').text(),
    tags: tags.sort(),
    lang: html.attr('lang'),
    dir: html.attr('dir'),
    classes: (html.attr('class') ?? '').split(' ').sort(),
  };
}

async function browserHead(page: Page): Promise<Head> {
  const {elements, ...head} = await page.evaluate(() => {
    const html = document.documentElement;
    return {
      title: document.title,
      elements: Array.from(document.head.querySelectorAll('[data-rh]:not(title)'), (element) => ({
        name: element.localName,
        attributes: Array.from(element.attributes, (a): [string, string] => [a.name, a.value]),
        text: element.textContent ?? '',
      })),
      lang: html.getAttribute('lang') ?? undefined,
      dir: html.getAttribute('dir') ?? undefined,
      classes: html.className.split(' ').sort(),
    };
  });
  return {...head, tags: elements.map(({name, attributes, text}) => line(name, attributes, text)).sort()};
}

test.describe('the document head', () => {
  test('of the page first loaded stays the server’s: no tag of it is replaced once the page runs', async ({page}) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const changed: Node[] = [];
        new MutationObserver((records) => {
          for (const record of records) changed.push(...Array.from(record.addedNodes), ...Array.from(record.removedNodes));
        }).observe(document.head, {childList: true});
        (window as Window & {headChanges?: Node[]}).headChanges = changed;
      });
    });
    await page.goto(POST);
    await hydrated(page);
    // The head's owner marks the page hydrated, in the same update as any other change of the head.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const changes = await page.evaluate(() =>
      ((window as Window & {headChanges?: Node[]}).headChanges ?? [])
        .filter((node) => node instanceof Element && node.hasAttribute('data-rh'))
        .map((node) => (node as Element).outerHTML),
    );
    expect(changes).toEqual([]);
    expect(await browserHead(page)).toEqual(await serverHead(page.request, POST));
  });

  test('after moving to another page in the browser is the one the server writes for that page', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.evaluate(() => ((window as Window & {stayed?: boolean}).stayed = true));

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect.poll(() => browserHead(page)).toEqual(await serverHead(page.request, '/blog/'));

    await page.getByRole('link', {name: 'ink! 5.0 is released'}).first().click();
    await expect(page).toHaveURL(new RegExp(`${POST}/?$`));
    await expect.poll(() => browserHead(page)).toEqual(await serverHead(page.request, POST));

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${DOC}/?$`));
    await expect.poll(() => browserHead(page)).toEqual(await serverHead(page.request, DOC));
    // All of it in the page: the browser loaded no document after the first.
    expect(await page.evaluate(() => (window as Window & {stayed?: boolean}).stayed)).toBe(true);
  });
});
