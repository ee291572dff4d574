import { PHONE_AND_DESKTOP, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { adminToken, apiCall } from '../support/api';
import { STACK } from '../support/stack-config';

// The offers screen (docs/product.md#offers): a grid of offer images, a modal with Close and 'Book
// Now', a spinner while loading and 'No offers available right now' when empty.

interface Offer {
  _id: string;
  imageUrl: string;
}

/** At least one offer exists (an admin test may have removed the demo ones). */
async function ensureOffers(): Promise<Offer[]> {
  const offers = await apiCall<Offer[]>('GET', '/offers');
  if (offers.length > 0) return offers;
  const token = await adminToken();
  await apiCall('POST', '/offers', { imageUrl: `${STACK.baseUrl}/img/hero-fleet-960.webp` }, token);
  return apiCall<Offer[]>('GET', '/offers');
}

for (const [label, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`offers on ${label}`, () => {
    test.use({ viewport });

    test('shows every offer and opens one in a dialog with Book Now', async ({ page }) => {
      const offers = await ensureOffers();
      await page.goto('/offers');
      const tiles = page.getByRole('button', { name: /^View offer/ });
      await expect(tiles).toHaveCount(offers.length);
      await expectNoAxeViolations(page);

      await tiles.first().click();
      const dialog = page.getByRole('dialog', { name: `Offer 1 of ${offers.length}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveAttribute('src', offers[0]!.imageUrl);
      // Checked once the dialog has faded in: mid-fade its colours are not yet its own.
      await expect(dialog).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(tiles.first()).toBeFocused();

      await tiles.first().click();
      await page.getByRole('dialog').getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/cars$/);
    });

    test('shows a spinner while loading and the empty message when there are none', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/offers', async (route) => {
        await held;
        await route.fulfill({ json: [] });
      });
      await page.goto('/offers');
      await expect(page.getByRole('status').filter({ hasText: 'Loading offers...' })).toBeVisible();
      release();
      await expect(
        page.getByRole('heading', { name: 'No offers available right now' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
