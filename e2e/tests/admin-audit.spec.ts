import { adminToken, registerCustomer } from '../support/api';
import { expect, expectNoAxeViolations, PHONE, test } from '../support/fixtures';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';
import { signInAsAdmin } from '../support/session';

// docs/product.md#audit-log: the owner changes a booking's status and a car's price, then
// finds each change in the audit log with its values before and after, and in the booking's
// own history.

test('the owner finds a status change and a price change in the audit log', async ({ page }) => {
  const token = await adminToken();
  const car = await addOwnCar(token, { price: '2000' });
  const customer = await registerCustomer(`Audit ${letters(6)}`);
  const booking = await bookViaApi(customer, car._id, {
    pickupDate: kolkataDaysAhead(6),
    pickupTime: '09:00',
    returnDate: kolkataDaysAhead(8),
    returnTime: '09:00',
  });
  const reference = booking._id.slice(-8).toUpperCase();
  await signInAsAdmin(page, token);

  await test.step('confirm the booking and raise the car’s price', async () => {
    await page.goto(`/admin/bookings?search=${encodeURIComponent(customer.name)}`);
    await page.getByRole('button', { name: `View / Edit booking of ${customer.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status', { exact: true }).selectOption('Confirmed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Booking updated.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/admin/edit-car/${car._id}`);
    await page.getByLabel('Price per day').fill('2300');
    await page.getByRole('button', { name: 'Update Car' }).click();
    await expect(page.getByText(`${car.name} was updated.`)).toBeVisible();
  });

  await test.step('the audit log filtered by the booking shows the status change', async () => {
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Booking ref or id').fill(reference);
    await page.getByRole('button', { name: 'Show changes' }).click();
    await expect(page).toHaveURL(new RegExp(`booking=${reference}`));
    await expect(page.getByText('1 change, newest first')).toBeVisible();
    // docs/product.md#audit-log: one sentence, who (and their role), what, to which booking.
    const entry = page.getByRole('listitem').filter({ hasText: 'from Pending to Confirmed' });
    await expect(entry).toContainText('(owner)');
    await expect(entry).toContainText(`moved booking ${reference} from Pending to Confirmed`);
    await expect(entry).toContainText('Status');
    await expect(entry).toContainText('Pending → Confirmed');
    await expectNoAxeViolations(page);
  });

  await test.step('filtered by the car, the price change shows before and after', async () => {
    await page.getByLabel('Booking ref or id').fill('');
    await page.getByLabel('Car', { exact: true }).selectOption(car._id);
    await page.getByRole('button', { name: 'Show changes' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: `edited ${car.name}` });
    await expect(entry).toContainText('Price per day');
    await expect(entry).toContainText('₹2,000 → ₹2,300');
  });

  await test.step('on a phone, the booking’s own history shows the change', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(customer.name)}`);
    await page.getByRole('button', { name: `View / Edit booking of ${customer.name}` }).click();
    const changes = page.getByRole('region', { name: 'Changes' });
    await expect(changes).toContainText('from Pending to Confirmed');
    await expect(changes).toContainText('Pending → Confirmed');
    await expectNoAxeViolations(page);
  });
});
