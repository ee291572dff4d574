import { expect, test } from '../support/fixtures';

test('the built site is served with a fallback for client routes', async ({ page }) => {
  const response = await page.goto('/some/client/route');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});
