import { randomInt } from 'node:crypto';
import {
  addCarViaApi,
  adminToken,
  apiCall,
  registerCustomer,
  type E2eCustomer,
} from '../support/api';
import { expect, test } from '../support/fixtures';
import { STACK } from '../support/stack-config';

// The admin confirms a customer's booking from the bookings screen, and the customer sees it.

function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
}

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A car of this test's own, so no other journey's booking can overlap with ours. */
async function createCar(token: string): Promise<{ _id: string; name: string }> {
  const fields: Record<string, string> = {
    name: `Dzire ${letters(6)}`,
    brand: 'Maruti Suzuki',
    type: 'Sedan',
    fuel: 'CNG',
    seats: '5',
    transmission: 'Manual',
    price: '2000',
    description: 'Economical sedan for city and highway.',
    registrationNumber: `TS ${randomInt(10, 99)} EB ${randomInt(1000, 9999)}`,
    featured: 'false',
  };
  return addCarViaApi(token, fields);
}

async function book(customer: E2eCustomer, carId: string) {
  return apiCall<{ _id: string }>(
    'POST',
    '/bookings/book',
    {
      carId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.mobile,
      address: '8-2-293, Road No. 12',
      city: 'Hyderabad',
      state: 'Telangana',
      pinCode: '500034',
      dateOfBirth: '1991-08-20',
      driverLicenseNumber: 'TS1020150004567',
      dlIssuedState: 'Telangana',
      pickupDate: daysAhead(5),
      pickupTime: '09:30',
      returnDate: daysAhead(7),
      returnTime: '18:00',
      purpose: 'Weekend trip',
      destination: 'Nagarjuna Sagar',
      originalDocumentsSubmitted: 'Passport + Original Licence',
      notes: 'Please keep a phone charger in the car.',
    },
    customer.token,
  );
}

// One admin sign-in per file: sign-in is rate limited per account (decisions 4).
let session: Promise<string> | undefined;
const adminSession = () => (session ??= adminToken());

test('the admin confirms a booking from the modal and the customer sees Confirmed', async ({
  page,
  browser,
}) => {
  const token = await adminSession();
  const car = await createCar(token);
  const customer = await registerCustomer(`Sravani ${letters(6)}`);
  await book(customer, car._id);

  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);

  await test.step('find the booking with the search box', async () => {
    await page.goto('/admin/bookings');
    await expect(page.getByLabel('Status')).toHaveValue('All');
    await expect(page.getByLabel('Sort')).toHaveValue('newest');
    await page.getByLabel('Search by customer name').fill(customer.name);
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
    await dialog.getByLabel('Notes').fill('Charger kept in the glovebox.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Booking updated.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Confirmed' })).toContainText(
      STACK.admin.email,
    );
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
    await customerPage.goto('/');
    await customerPage.evaluate(
      ({ token: t, user }) => {
        localStorage.setItem('userToken', t);
        localStorage.setItem('userData', JSON.stringify(user));
      },
      {
        token: customer.token,
        user: {
          _id: customer._id,
          name: customer.name,
          mobile: customer.mobile,
          email: customer.email,
        },
      },
    );
    await customerPage.goto('/account?tab=bookings');
    await expect(customerPage.getByText(car.name).first()).toBeVisible();
    await expect(customerPage.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await context.close();
  });
});

test('filters and pages stay in the address and come back on reload', async ({ page }) => {
  const token = await adminSession();
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  await page.goto('/admin/bookings?status=Cancelled&sort=oldest');
  await expect(page.getByLabel('Status')).toHaveValue('Cancelled');
  await expect(page.getByLabel('Sort')).toHaveValue('oldest');
  await page.getByLabel('Status').selectOption('All');
  await expect(page).toHaveURL(/\/admin\/bookings\?sort=oldest$/);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('oldest');
  await expect(page.getByLabel('Status')).toHaveValue('All');
});
