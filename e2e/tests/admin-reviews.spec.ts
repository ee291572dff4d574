import { adminToken, apiCall, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// docs/product.md#reviews: the owner hides an abusive review on a 390 px phone; the public
// rating leaves it out, and the owner can publish it again.

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: PHONE });

const publishedCount = async () => (await apiCall<{ count: number }>('GET', '/reviews')).count;

test('the owner hides a review from the site and publishes it again', async ({ page }) => {
  const owner = await adminToken();
  const car = await addOwnCar(owner);
  const renter = await registerCustomer('Meena Rao');
  const day = kolkataDaysAhead(20);
  const booking = await bookViaApi(renter, car._id, {
    pickupDate: day,
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(21),
    returnTime: '10:00',
  });
  await apiCall('PUT', `/bookings/${booking._id}`, { status: 'Completed' }, owner);
  const text = `Abusive words ${car.name}`;
  await apiCall('POST', `/bookings/${booking._id}/review`, { rating: 1, text }, renter.token);
  const published = await apiCall<{ count: number }>('GET', '/reviews');

  await signInAsAdmin(page, owner);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('1 out of 5');
  await expect(item).toContainText('Published');
  await expectNoAxeViolations(page);

  const hide = item.getByRole('button', { name: `Hide Meena’s review of the ${car.name}` });
  const box = await hide.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await hide.focus();
  await page.keyboard.press('Enter');
  const done = page.getByText(`Meena’s review of the ${car.name} is hidden from the site.`);
  await expect(done).toBeFocused();
  await expect(item).toContainText('Hidden');
  await expect.poll(publishedCount).toBe(published.count - 1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-reviews-390.png`, fullPage: true });
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: `Publish Meena’s review of the ${car.name}` }).click();
  await expect(item).toContainText('Published');
  await expect.poll(publishedCount).toBe(published.count);
});
