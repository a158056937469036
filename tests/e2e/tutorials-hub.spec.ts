import {expect, hydrated, test} from './fixtures';

test('the tutorials hub explains itself in at least 150 words of prose, not only cards', async ({page}) => {
  await page.goto('/tutorials');
  await hydrated(page);
  // Paragraphs of the page's own text; card bodies and links are counted separately by the reader.
  const prose = await page
    .getByRole('main')
    .locator('p')
    .evaluateAll((paragraphs) => paragraphs.filter((p) => !p.closest('article, a, nav')).map((p) => p.textContent ?? ''));
  const words = prose
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word));
  expect(words.length).toBeGreaterThanOrEqual(150);
});
