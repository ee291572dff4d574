import { adminToken, registerCustomer, type E2eCustomer } from '../support/api';
import { expect, test } from '../support/fixtures';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';
import { signInAsAdmin, signInAsCustomer } from '../support/session';

// The admin confirms a customer's booking from the bookings screen, and the customer sees it.

function book(customer: E2eCustomer, carId: string) {
  return bookViaApi(
    customer,
    carId,
    {
      pickupDate: kolkataDaysAhead(5),
      pickupTime: '09:30',
      returnDate: kolkataDaysAhead(7),
      returnTime: '18:00',
    },
    {
      driverLicenseNumber: 'TS1020150004567',
      destination: 'Nagarjuna Sagar',
      originalDocumentsSubmitted: 'Passport + Original Licence',
      notes: 'Please keep a phone charger in the car.',
    },
  );
}

// One admin sign-in per file: sign-in is rate limited per account (docs/product.md#security).
let session: Promise<string> | undefined;
const adminSession = () => (session ??= adminToken());

test('the admin confirms a booking from the modal and the customer sees Confirmed', async ({
  page,
  browser,
}) => {
  const token = await adminSession();
  const car = await addOwnCar(token);
  const customer = await registerCustomer(`Sravani ${letters(6)}`);
  await book(customer, car._id);

  await signInAsAdmin(page, token);

  await test.step('find the booking with the search box', async () => {
    await page.goto('/admin/bookings');
    await expect(page.getByLabel('Status')).toHaveValue('All');
    await expect(page.getByLabel('Sort')).toHaveValue('newest');
    await page.getByLabel('Reference, mobile, plate or name').fill(customer.name);
    await expect(page).toHaveURL(new RegExp(`search=${customer.name.replace(' ', '\\+')}`));
    await expect(page.getByRole('row')).toHaveCount(2); // the header and our booking
    const row = page.getByRole('row', { name: new RegExp(customer.name) });
    await expect(row).toContainText(car.name);
    await expect(row).toContainText(customer.mobile);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: /View \/ Edit/ }).click();
  });

  const dialog = page.getByRole('dialog');
  await test.step('the modal shows the booking and saves the admin’s changes', async () => {
    await expect(dialog).toContainText('TS1020150004567');
    await expect(dialog).toContainText('Passport + Original Licence');
    await expect(dialog).toContainText('Nagarjuna Sagar');
    await dialog.getByLabel('Status', { exact: true }).selectOption('Confirmed');
    await dialog.getByLabel('Pickup location').selectOption('Dilsukhnagar');
    await dialog.getByLabel('Gas tank reading').selectOption('Full');
    await dialog.getByLabel('Staff notes').fill('Charger kept in the glovebox.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Booking updated.')).toBeVisible();
    // The status history's entry, not the messages the confirmation queued.
    const change = dialog.getByRole('listitem').filter({ hasText: 'by admin' });
    await expect(change).toContainText('Confirmed');
    await expect(change).toContainText(STACK.admin.email);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    const row = page.getByRole('row', { name: new RegExp(customer.name) });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Dilsukhnagar');
  });

  await test.step('a doorstep address is kept as typed', async () => {
    await page
      .getByRole('row', { name: new RegExp(customer.name) })
      .getByRole('button')
      .click();
    await dialog.getByLabel('Pickup location').selectOption('Doorstep delivery');
    await dialog.getByLabel('Doorstep address').fill('Flat 301, Lake View Apartments, Kompally');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Booking updated.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: new RegExp(customer.name) })).toContainText(
      'Flat 301, Lake View Apartments, Kompally',
    );
  });

  await test.step('the customer’s account shows Confirmed', async () => {
    const context = await browser.newContext({ baseURL: STACK.baseUrl });
    const customerPage = await context.newPage();
    await signInAsCustomer(customerPage, customer);
    await customerPage.goto('/account?tab=bookings');
    await expect(customerPage.getByText(car.name).first()).toBeVisible();
    await expect(customerPage.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await context.close();
  });
});

test('filters and pages stay in the address and come back on reload', async ({ page }) => {
  const token = await adminSession();
  await signInAsAdmin(page, token);
  await page.goto('/admin/bookings?status=Cancelled&sort=oldest');
  await expect(page.getByLabel('Status')).toHaveValue('Cancelled');
  await expect(page.getByLabel('Sort')).toHaveValue('oldest');
  await page.getByLabel('Status').selectOption('All');
  await expect(page).toHaveURL(/\/admin\/bookings\?sort=oldest$/);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('oldest');
  await expect(page.getByLabel('Status')).toHaveValue('All');
});
