import type { Page } from '@playwright/test';
import { adminToken, registerCustomer, type E2eCustomer } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';
import { signInAsAdmin } from '../support/session';

// docs/product.md#availability: the admin takes a car out for servicing from the edit screen, sees
// the block in the car's calendar, cannot confirm a booking that now overlaps it, and can once it
// is removed.

/** A seven-seater of this test's own. */
function createCar(token: string) {
  return addOwnCar(token, {
    name: `Ertiga ${letters(6)}`,
    type: 'MUV',
    fuel: 'Petrol',
    seats: '7',
    price: '2600',
    description: 'Seven seats for family trips.',
    branch: 'Dilsukhnagar',
  });
}

/** A Pending booking from `pickupDate` 10:00 to `returnDate` 18:00, Kolkata time. */
function book(customer: E2eCustomer, carId: string, pickupDate: string, returnDate: string) {
  return bookViaApi(customer, carId, {
    pickupDate,
    pickupTime: '10:00',
    returnDate,
    returnTime: '18:00',
  });
}

/** On the admin's bookings screen, sets the booking of `customerName` to Confirmed and saves. */
async function confirmBooking(page: Page, customerName: string) {
  await page.goto(`/admin/bookings?search=${encodeURIComponent(customerName)}`);
  await page
    .getByRole('row', { name: new RegExp(customerName) })
    .getByRole('button', { name: /View \/ Edit/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Status', { exact: true }).selectOption('Confirmed');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  return dialog;
}

test('a maintenance block shows in the calendar and stops a confirmation until it is removed', async ({
  page,
}) => {
  const token = await adminToken();
  const car = await createCar(token);
  const customer = await registerCustomer(`Padma ${letters(6)}`);
  const pickup = kolkataDaysAhead(7);
  const blockDay = kolkataDaysAhead(8);
  await book(customer, car._id, pickup, kolkataDaysAhead(9));

  await signInAsAdmin(page, token);
  await page.goto(`/admin/edit-car/${car._id}`);
  const maintenance = page.getByRole('region', { name: 'Maintenance', exact: true });
  const day = (date: string) => maintenance.locator(`[data-date="${date}"]`);

  await test.step('the edit screen shows the branch and the booking in the calendar', async () => {
    await expect(page.getByLabel('Branch')).toHaveValue('Dilsukhnagar');
    await expect(day(pickup)).toHaveAccessibleName(/: Pending booking\. Busy /);
    await expect(maintenance.getByText('No maintenance blocks.')).toBeVisible();
  });

  await test.step('the admin blocks the car for next week and is told whom to call', async () => {
    await maintenance.getByLabel('From').fill(`${blockDay}T09:00`);
    await maintenance.getByLabel('To').fill(`${blockDay}T17:00`);
    await maintenance.getByLabel('Reason').fill('Brake pads and wheel alignment');
    await maintenance.getByRole('button', { name: 'Add block' }).click();
    const warning = maintenance.locator('.alert-warning');
    await expect(warning).toContainText('it overlaps 1 booking');
    await expect(warning).toContainText(customer.name);
    await expect(maintenance.getByLabel('Reason')).toHaveValue('');
  });

  await test.step('the block shows in the calendar, the schedule list and the block list', async () => {
    await expect(day(blockDay)).toHaveAccessibleName(/: Pending booking, Maintenance\. Busy /);
    await expect(day(blockDay).locator('.month-calendar__bar')).toHaveCount(2);
    const schedule = maintenance.locator('.admin-schedule-list');
    await expect(schedule.getByRole('listitem')).toHaveCount(2);
    await expect(schedule.getByRole('listitem').first()).toContainText(customer.name);
    await expect(schedule.getByRole('listitem').last()).toContainText(
      'Brake pads and wheel alignment',
    );
    const blocks = maintenance.getByRole('region', { name: 'Maintenance blocks' });
    await expect(blocks).toContainText('Brake pads and wheel alignment');
    await expect(blocks).toContainText(STACK.admin.email);
    await expectNoAxeViolations(page);
  });

  await test.step('confirming the overlapping booking is refused with the reason', async () => {
    const dialog = await confirmBooking(page, customer.name);
    const alert = dialog.locator('.alert-danger');
    await expect(alert).toContainText('This booking overlaps a maintenance block of the car');
    await expect(alert).toContainText('Brake pads and wheel alignment');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: new RegExp(customer.name) })).toContainText(
      'Pending',
    );
  });

  await test.step('the admin removes the block after a confirmation', async () => {
    await page.goto(`/admin/edit-car/${car._id}`);
    const blocks = maintenance.getByRole('region', { name: 'Maintenance blocks' });
    await blocks.getByRole('button', { name: /Remove/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove block' });
    await expect(confirm).toContainText('Brake pads and wheel alignment');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(blocks).toContainText('Block removed');
    await expect(blocks.getByText('No maintenance blocks.')).toBeVisible();
    await expect(day(blockDay)).toHaveAccessibleName(/: Pending booking\. Busy /);
  });

  await test.step('now the booking can be confirmed', async () => {
    const dialog = await confirmBooking(page, customer.name);
    await expect(dialog.getByText('Booking updated.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`/admin/edit-car/${car._id}`);
    await expect(day(pickup)).toHaveAccessibleName(/: Confirmed booking\. Busy /);
  });
});

test('the block form says what is wrong beside each field', async ({ page }) => {
  const token = await adminToken();
  const car = await createCar(token);
  await signInAsAdmin(page, token);
  await page.goto(`/admin/edit-car/${car._id}`);
  const maintenance = page.getByRole('region', { name: 'Maintenance', exact: true });
  await maintenance.getByRole('button', { name: 'Add block' }).click();
  await expect(maintenance.getByLabel('From')).toHaveAccessibleDescription(
    /Choose when the block starts\./,
  );
  await expect(maintenance.getByLabel('To')).toHaveAccessibleDescription(
    /Choose when the block ends\./,
  );
  await expect(maintenance.getByLabel('Reason')).toHaveAccessibleDescription(
    /Reason is required\./,
  );
  const day = kolkataDaysAhead(3);
  await maintenance.getByLabel('From').fill(`${day}T18:00`);
  await maintenance.getByLabel('To').fill(`${day}T09:00`);
  await maintenance.getByLabel('Reason').fill('Tyre change');
  await maintenance.getByRole('button', { name: 'Add block' }).click();
  await expect(maintenance.getByText('The block must end after it starts.')).toBeVisible();
  await expect(maintenance.getByText('No maintenance blocks.')).toBeVisible();
});
