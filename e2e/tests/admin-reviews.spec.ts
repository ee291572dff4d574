import { adminToken, apiCall, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// docs/product.md#reviews: the owner hides an abusive review on a 390 px phone; the public
// rating leaves it out, and the owner can publish it again. The owner replies by keyboard, and the
// car's page shows the reply under the review, signed with the business's name.

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: PHONE });

const publishedCount = async () => (await apiCall<{ count: number }>('GET', '/reviews')).count;

test('the owner hides a review, publishes it again and replies to it', async ({ page }) => {
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

  // The reply, by keyboard: the field takes the focus, the confirmation too, in view.
  await item
    .getByRole('button', { name: `Reply to Meena’s review of the ${car.name}` })
    .press('Enter');
  const field = item.getByLabel('Reply to Meena');
  await expect(field).toBeFocused();
  const reply = 'We are sorry, Meena. The branch manager will call you today.';
  await page.keyboard.type(reply);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const saved = item.getByText('Reply published under the review on the car’s page.');
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();
  await expect(item).toContainText(reply);
  await expectNoAxeViolations(page);

  await page.goto(`/cars/${car._id}`);
  const shown = page.getByTestId('review-reply');
  await expect(shown).toContainText('Reply from Hyderabad Self Drive');
  await expect(shown).toContainText(reply);
  const replyBox = await shown.boundingBox();
  expect(replyBox!.x + replyBox!.width).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/car-review-reply-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
