import {expect, hydrated, test} from './fixtures';

test.describe('the call-flow animation for a reader who prefers reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('shows the still diagram until played, and a pause freezes the dot where it is', async ({page}) => {
    await page.goto('/rive-demo');
    await hydrated(page);
    const packet = page.locator('figure circle').first();
    const animation = () => packet.evaluate((dot) => getComputedStyle(dot).animationName);
    const playState = () => packet.evaluate((dot) => getComputedStyle(dot).animationPlayState);
    expect(await animation()).toBe('none');

    await page.getByRole('button', {name: 'Play animation'}).click();
    await expect.poll(animation).not.toBe('none');
    await expect.poll(playState).toBe('running');

    await page.getByRole('button', {name: 'Pause animation'}).click();
    await expect(page.getByRole('button', {name: 'Play animation'})).toBeVisible();
    // Still animated, only paused: the dot stays where it was instead of going back to its start.
    expect(await animation()).not.toBe('none');
    expect(await playState()).toBe('paused');
  });
});
