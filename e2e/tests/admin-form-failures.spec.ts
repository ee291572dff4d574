import type { Locator, Page } from '@playwright/test';
import { adminToken, apiCall } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/session';
import { letters } from '../support/test-data';

// docs/product.md#forms on a phone: a refused save says why just above the button that was
// pressed, in view, with the focus on the message; not 900 px up at the top of the form.

test.use({ viewport: PHONE });

/** The message is focused, on screen, and ends just above the button. */
async function expectBesideButton(page: Page, message: Locator, button: Locator) {
  await expect(message).toBeFocused();
  const box = (await message.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(buttonBox.y - (box.y + box.height)).toBeGreaterThanOrEqual(0);
  expect(buttonBox.y - (box.y + box.height)).toBeLessThan(40);
}

test('a refused promo code says why beside the Create button', async ({ page }) => {
  const owner = await adminToken();
  const code = `DUP${letters(5).toUpperCase()}`;
  await apiCall('POST', '/admin/promo-codes', { code, kind: 'percent', value: 10 }, owner);

  await signInAsAdmin(page, owner);
  await page.goto('/admin/promo-codes');
  await page.getByRole('button', { name: 'New promo code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent off').fill('15');
  const create = page.getByRole('button', { name: 'Create code' });
  await create.click();
  const failure = page.getByTestId('form-failure');
  await expect(failure).toBeVisible();
  await expectBesideButton(page, failure, create);
  await expectNoAxeViolations(page);
});
