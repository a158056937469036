import {footer, getInTouch} from '../../config/footer';
import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

/** A link's accessible name; external links announce that they open a new tab. */
function linkName(label: string, external: boolean): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}${external ? ' ?\\(opens in new tab\\)' : ''}$`);
}

test.describe('footer', () => {
  test('has the three link columns and the Get In Touch block', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const contentinfo = page.getByRole('contentinfo');

    for (const column of footer.links) {
      for (const item of column.items) {
        const href = item.href ?? item.to ?? '';
        const link = contentinfo.getByRole('link', {name: linkName(item.label, Boolean(item.href))}).first();
        await expect(link, `${column.title}: ${item.label}`).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
    }
    await expect(contentinfo.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/docs/v6/faq');

    const getInTouchBlock = contentinfo.getByRole('region', {name: 'Get In Touch'});
    await expect(getInTouchBlock.getByRole('link')).toHaveText(getInTouch.channels.map(({label}) => label));
    for (const {label, href} of getInTouch.channels) {
      const link = getInTouchBlock.getByRole('link', {name: linkName(label, true)});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('shows the copyright with the reader’s current year', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toContainText(`Copyright © ${new Date().getFullYear()} ink!`);
  });

  test('moves the copyright year on without a rebuild', async ({page}) => {
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'));
    await page.goto(DOC);
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2031 ink!');
  });
});
