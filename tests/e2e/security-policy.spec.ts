// Every page carries a Content-Security-Policy (its own inline scripts allowed by hash, no other
// inline script) and a referrer policy. Loading the kinds of page a reader meets, with the policy
// in force, must not trip it: a violation would be a feature the policy silently broke.
import {createHash} from 'node:crypto';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {SEARCH_PAGE_ANSWER, results, searchFrom} from '../helpers/search';
import {expect, hydrated, notFoundHeading, test} from './fixtures';
import {DOC, openLatestBlogPost} from './shell-helpers';

/** Records every `securitypolicyviolation` in the tab, from the first script of each page on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__violations__', {value: seen});
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {__violations__: string[]}).__violations__);
}

/** The two policies of the page now shown. */
async function policies(page: Page): Promise<{csp: string; referrer: string}> {
  return {
    csp: (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '',
    referrer: (await page.locator('meta[name="referrer"]').getAttribute('content')) ?? '',
  };
}

function scriptSources(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

async function expectPolicies(page: Page): Promise<void> {
  const {csp, referrer} = await policies(page);
  expect(scriptSources(csp)).toContain("'self'");
  expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
  expect(scriptSources(csp)).not.toContain("'unsafe-eval'");
  expect(referrer).toBe('strict-origin-when-cross-origin');
}

test.describe('security policy', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('pages of every kind load and work with the policy in force', async ({page}) => {
    const violations = await watchViolations(page);

    await page.goto('/');
    await hydrated(page);
    await expectPolicies(page);
    expect(await violations()).toEqual([]);

    await page.goto(DOC);
    await hydrated(page);
    await expectPolicies(page);

    await searchFrom(page, DOC, 'mapping');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);

    await page.goto('/search?q=storage');
    await hydrated(page);
    await expectPolicies(page);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(SEARCH_PAGE_ANSWER);
    expect(await violations()).toEqual([]);

    const notFound = await page.goto('/no/such/page');
    expect(notFound?.status()).toBe(404);
    await hydrated(page);
    await expect(notFoundHeading(page)).toBeVisible();
    await expectPolicies(page);
    expect(await violations()).toEqual([]);

    await openLatestBlogPost(page);
    await expectPolicies(page);
    expect(await violations()).toEqual([]);

    // A redirect page: its own inline script (allowed by its hash) sends the reader on.
    await page.goto('/ubator');
    await expect(page).toHaveURL(/\/inkubator$/);
    await hydrated(page);
    await expectPolicies(page);
    expect(await violations()).toEqual([]);
  });

  test('lets exactly the inline scripts each built page has, by their SHA-256', async ({request}) => {
    for (const path of ['/', DOC, '/search', '/404.html', '/blog', '/ubator', '/docs']) {
      const html = await (await request.get(path)).text();
      const $ = load(html);
      const inline = $('script:not([src])')
        .toArray()
        .filter((script) => ['', 'text/javascript'].includes($(script).attr('type') ?? ''))
        .map((script) => `'sha256-${createHash('sha256').update($(script).text()).digest('base64')}'`);
      expect(inline.length, path).toBeGreaterThan(0);
      const listed = scriptSources($('meta[http-equiv="Content-Security-Policy"]').attr('content') ?? '').filter((source) =>
        source.startsWith("'sha256-"),
      );
      expect(new Set(listed), path).toEqual(new Set(inline));
      // The policy comes before any script it governs.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'));
    }
  });
});

test.describe('security policy against injection', () => {
  test.use({allowedConsoleErrors: [/violates the following Content Security Policy directive/]});

  test('blocks an inline script the build did not put there', async ({page}) => {
    const violations = await watchViolations(page);
    await page.goto(DOC);
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected__ = true;';
      document.body.append(script);
      return (window as unknown as {__injected__?: boolean}).__injected__ === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
  });
});
