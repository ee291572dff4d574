import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { apiCall, listCars, registerCustomer } from '../support/api';
import { bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';
import { expect, test } from '../support/fixtures';
import { STACK } from '../support/stack-config';

// The admin's fleet journey: sign in, add a car with two photos, see it on the public list,
// change its price, take it off the road, and delete it while its booking stays on record.

/** A small solid-colour PNG, built here so the test needs no image files. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username (e-mail)').fill(STACK.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(STACK.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test('the admin adds, edits, takes off the road and deletes a car', async ({ page }) => {
  const carName = `Baleno ${letters(6)}`;
  const plate = `TS ${randomInt(10, 99)} E${String.fromCharCode(65 + randomInt(0, 26))} ${randomInt(1000, 9999)}`;

  await test.step('sign in', () => signIn(page));

  await test.step('add a car with two photos', async () => {
    await page.getByRole('link', { name: 'Add Car' }).first().click();
    await expect(page).toHaveURL(/\/admin\/add-car$/);
    await page.getByLabel('Name').fill(carName);
    await page.getByLabel('Brand').fill('Maruti Suzuki');
    await page.getByLabel('Registration number').fill(plate);
    await page.getByLabel('Type').selectOption('Hatchback');
    await page.getByLabel('Fuel').selectOption('Petrol');
    await page.getByLabel('Transmission').selectOption('Manual');
    await page.getByLabel('Seats').fill('5');
    await page.getByLabel('Price per day').fill('2100');
    await page.getByLabel('Description').fill('Roomy hatchback, serviced and insured.');
    await page.getByLabel('Features').fill('AC, Bluetooth, Reverse camera');
    await page.getByLabel('Images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(160, 100, [200, 30, 40]) },
      { name: 'side.png', mimeType: 'image/png', buffer: png(160, 100, [30, 60, 200]) },
    ]);
    const previews = page.getByAltText(/^Preview of/);
    await expect(previews).toHaveCount(2);
    await expect
      .poll(() =>
        previews.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
      )
      .toEqual([160, 160]);
    await page.getByLabel('Feature this car').check();
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`${carName} was added.`)).toBeVisible();
  });

  const car = (await listCars()).find((c) => c.name === carName);
  expect(car, 'the new car is in GET /api/cars').toBeTruthy();
  const full = await apiCall<{ images: string[]; features: string[]; registrationNumber: string }>(
    'GET',
    `/cars/${car!._id}`,
  );
  expect(full.images).toHaveLength(2);
  expect(full.features).toEqual(['AC', 'Bluetooth', 'Reverse camera']);

  await test.step('the public list shows it', async () => {
    await page.goto('/cars');
    await expect(page.getByRole('heading', { name: carName })).toBeVisible();
  });

  await test.step('edit its price', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: `Edit ${carName}` }).click();
    await expect(page.getByLabel('Name')).toHaveValue(carName);
    await expect(page.getByLabel('Registration number')).toHaveValue(full.registrationNumber);
    await page.getByLabel('Price per day').fill('2450');
    await page.getByRole('button', { name: 'Update Car' }).click();
    await expect(page.getByText(`${carName} was updated.`)).toBeVisible();
    expect((await listCars()).find((c) => c._id === car!._id)?.price).toBe(2450);
  });

  // A customer books it before it goes off the road; the booking must outlive the car.
  const customer = await registerCustomer(`Fleet ${letters(5)}`);
  await bookViaApi(customer, car!._id, {
    pickupDate: kolkataDaysAhead(10),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(12),
    returnTime: '10:00',
  });

  await test.step('take it off the road; the public card shows Booked', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: `Mark unavailable ${carName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Change availability status?');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('button', { name: `Mark available ${carName}` })).toBeVisible();

    await page.goto('/cars');
    const card = page.locator('article', { has: page.getByRole('heading', { name: carName }) });
    await expect(card).toContainText('Booked');
    await expect(card.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
  });

  await test.step('delete it; its booking stays readable', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: `Delete ${carName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this car permanently?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: carName })).toHaveCount(0);
    expect((await listCars()).some((c) => c._id === car!._id)).toBe(false);

    await page.goto(`/admin/bookings?search=${encodeURIComponent(customer.name)}`);
    const row = page.getByRole('row', { name: new RegExp(customer.name) });
    await expect(row).toContainText(carName);
    await row.getByRole('button', { name: /View \/ Edit/ }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(full.registrationNumber);
    await expect(details).toContainText(customer.email);
  });
});
