import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';

// Issue 28: on a phone, the first car on /cars (its name, price and Book button) is on the first
// screen, both in the server's frame and once the app has drawn the list.

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: PHONE });

test('shows the whole first car card on the first phone screen', async ({ page, browser }) => {
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const early = await noScript.newPage();
  await early.goto('/cars');
  const frameCard = early.locator('#root article').first();
  await expect(frameCard).toBeVisible();
  const frameBox = await frameCard.boundingBox();
  expect(frameBox!.y, 'frame card top').toBeGreaterThanOrEqual(0);
  expect(frameBox!.y + frameBox!.height, 'frame card bottom').toBeLessThanOrEqual(PHONE.height);
  await noScript.close();

  await page.goto('/cars');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading')).toBeVisible();
  await expect(page.locator('[data-keep-frame]')).toHaveCount(0);
  const box = await card.boundingBox();
  expect(box!.y, 'card top').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'card bottom').toBeLessThanOrEqual(PHONE.height);
  // The card's own controls, not only its outline, are in view without scrolling.
  const book = card.getByRole('link', { name: /Book Now|Details/ }).last();
  const bookBox = await book.boundingBox();
  expect(bookBox!.y + bookBox!.height).toBeLessThanOrEqual(PHONE.height);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cars-first-screen.png` });
  await expectNoAxeViolations(page);
});
