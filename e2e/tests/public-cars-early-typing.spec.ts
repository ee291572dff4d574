import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { listCars } from '../support/api';

// docs/product.md#cars: the server paints /cars, search box included, before the app runs. On a
// slow phone a visitor types into that box at once after `load`; when the app takes the frame
// over, the text and the focus move to the app's box and the search runs.

test.use({ viewport: PHONE });

test('what a visitor types at once after load on a slow phone is kept and searched', async ({
  page,
}) => {
  const cars = await listCars();
  const target = cars[0]!;
  const others = cars.filter((c) => !c.name.startsWith(target.name.slice(0, 5)));
  expect(others.length).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  await page.goto('/cars', { waitUntil: 'load' });
  // The server's box, before the app has taken the frame over: the case that lost the text.
  // A tap where the visitor sees it, whichever box is under the finger by then.
  const frameBox = await page.locator('[data-keep-frame] input[type="search"]').boundingBox();
  expect(frameBox).not.toBeNull();
  await page.mouse.click(frameBox!.x + frameBox!.width / 2, frameBox!.y + frameBox!.height / 2);
  await page.keyboard.type(target.name.slice(0, 5));

  const search = page.getByLabel('Search cars by name or brand');
  await expect(search).toHaveValue(target.name.slice(0, 5));
  await expect(search).toBeFocused();
  await expect(page.locator('[data-keep-frame]')).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: target.name })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: others[0]!.name })).toHaveCount(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expectNoAxeViolations(page);
});
