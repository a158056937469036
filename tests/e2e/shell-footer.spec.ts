import {footer, getInTouch} from '../../config/footer';
import {expect, hydrated, test} from './fixtures';
import {DOC} from './shell-helpers';

/** A link's accessible name; external links announce that they open a new tab. */
function linkName(label: string, external: boolean): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}${external ? ' ?\\(opens in new tab\\)' : ''}$`);
}

test.describe('footer', () => {
  test('has the three link columns and the Get In Touch block; other sites open in a new tab', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    const contentinfo = page.getByRole('contentinfo');

    // Where each link leads is checked for every page by links.spec.ts and no-redirect-hop.spec.ts.
    for (const column of footer.links) {
      for (const item of column.items) {
        const external = Boolean(item.href);
        const link = contentinfo.getByRole('link', {name: linkName(item.label, external)}).first();
        await expect(link, `${column.title}: ${item.label}`).toBeVisible();
        if (external) await expect(link).toHaveAttribute('target', '_blank');
        else await expect(link).not.toHaveAttribute('target', '_blank');
      }
    }

    const getInTouchBlock = contentinfo.getByRole('region', {name: 'Get In Touch'});
    await expect(getInTouchBlock.getByRole('link')).toHaveText(getInTouch.channels.map(({label}) => label));
    for (const {label} of getInTouch.channels) {
      await expect(getInTouchBlock.getByRole('link', {name: linkName(label, true)})).toHaveAttribute('target', '_blank');
    }
  });

  test('its Docs and FAQ links open the latest docs directly, with no page forwarding the reader on', async ({page}) => {
    for (const [label, heading] of [
      ['Docs', /./],
      ['FAQ', /FAQ|Frequently/i],
    ] as const) {
      await page.goto('/blog');
      await hydrated(page);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await page.getByRole('contentinfo').getByRole('link', {name: label, exact: true}).click();
      await expect(page.getByRole('article').getByRole('heading', {level: 1, name: heading})).toBeVisible();
      expect(visited, label).toEqual([expect.stringMatching(/^\/docs\/v6\//)]);
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
