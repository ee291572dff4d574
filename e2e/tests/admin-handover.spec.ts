import { readFile } from 'node:fs/promises';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { cameraJpeg } from '../support/images';
import { STACK } from '../support/stack-config';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#handover-and-bill: on a phone, the branch staff hand a Confirmed car over with
// two photos (ticking the documents checked at the counter when the server asks), take it back
// 320 km over the allowance with a refuelling charge, read the bill line by line and download
// the invoice.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;

interface ListedBooking {
  _id: string;
  pricePerDay: number;
  totalDays: number;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

test('staff hand a car over and take it back; staff and renter download the invoice', async ({
  page,
  browser,
}) => {
  // Two screens with photo uploads and re-encodes, and a PDF made on the server.
  test.slow();
  const token = await adminToken();
  const renter = await registerCustomer(`Farhan ${letters(6)}`);
  const car = await addOwnCar(token);
  const { _id: bookingId } = await bookViaApi(renter, car._id, {
    pickupDate: kolkataDaysAhead(20),
    pickupTime: '09:00',
    returnDate: kolkataDaysAhead(22),
    returnTime: '09:00',
  });
  await apiCall('PUT', `/bookings/${bookingId}`, { status: 'Confirmed' }, token);
  const [booked] = await apiCall<ListedBooking[]>(
    'GET',
    `/bookings?search=${encodeURIComponent(renter.name)}`,
    undefined,
    token,
  );
  expect(booked!._id).toBe(bookingId);
  const allowance = 300 * booked!.totalDays;

  await signInAsAdmin(page, token);
  const dialog = page.getByRole('dialog');
  const openBooking = async () => {
    await page.goto(`/admin/bookings?search=${encodeURIComponent(renter.name)}`);
    // On a phone the list is one card a booking.
    await page.getByRole('button', { name: `View / Edit booking of ${renter.name}` }).click();
    await expect(dialog).toContainText(renter.name);
  };

  await test.step('hand the car over with two photos', async () => {
    await openBooking();
    await dialog.getByRole('link', { name: 'Hand over car' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}/pickup$`));
    await expect(page.getByRole('heading', { name: 'Hand over the car' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Booking' });
    await expect(summary).toContainText(renter.name);
    await expect(summary).toContainText(car.name);

    await expect(page.getByLabel('Odometer (km)')).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel('Odometer (km)').fill('12000');
    const fuel = page.getByRole('group', { name: 'Fuel level' });
    await fuel.getByText('Full', { exact: true }).click();
    await expect(fuel.getByRole('radio', { name: 'Full' })).toBeChecked();
    const camera = page.getByLabel('Take photos');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await camera.setInputFiles([
      await cameraJpeg(page, 'front.jpg', { hue: 210 }),
      await cameraJpeg(page, 'side.jpg', { hue: 10 }),
    ]);
    await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
    await page.getByLabel('Damage notes').fill('Small scratch on the rear bumper.');
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-pickup.png`, fullPage: true });

    // The renter has sent no documents: the server asks for the originals to be checked.
    await page.getByRole('button', { name: 'Save pickup' }).click();
    const checked = page.getByRole('checkbox', {
      name: 'Originals of licence and ID checked at the counter',
    });
    await expect(checked).toHaveAccessibleDescription(/licence and ID are not approved yet/);
    await expect(checked).toBeFocused();
    await checked.check();
    await page.getByRole('button', { name: 'Save pickup' }).click();
    await expect(page.getByRole('heading', { name: /Car handed over/ })).toBeVisible();
    await expect(page.getByText('2 photos')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the booking is on its trip', async () => {
    await openBooking();
    await expect(dialog.getByText('On trip')).toBeVisible();
    await dialog.getByRole('link', { name: 'Take car back' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}/return$`));
  });

  const rental = booked!.pricePerDay * booked!.totalDays;
  const total = rental + 320 * 10 + 1500;
  await test.step('take it back 320 km over the allowance and see the bill', async () => {
    await expect(page.getByRole('heading', { name: 'Take the car back' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking' })).toContainText('12,000 km');
    await page.getByLabel('Odometer (km)').fill(String(12000 + allowance + 320));
    await page.getByRole('group', { name: 'Fuel level' }).getByText('1/2', { exact: true }).click();
    await expect(page.getByText('Lower than at pickup (Full)')).toBeVisible();
    await page.getByRole('button', { name: '+ Add a charge' }).click();
    await page.getByLabel('For').selectOption('Refuelling');
    await page.getByLabel('Description').fill('Half a tank');
    await page.getByLabel('Amount (₹)').fill('1500');

    const bill = page.getByRole('region', { name: 'Bill so far' });
    await expect(bill).toContainText(
      `320 km over the ${allowance.toLocaleString('en-IN')} km allowance × ₹10`,
    );
    await expect(bill).toContainText(rupees(3200));
    await expect(bill).toContainText('Half a tank');
    await expect(bill.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(
      rupees(total),
    );
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-return.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save return' }).click();
  });

  await test.step('the final bill and the invoice', async () => {
    const done = page.getByRole('region', { name: /Car returned/ });
    await expect(done).toContainText('Completed');
    await expect(done).toContainText(`320 km over the ${allowance.toLocaleString('en-IN')} km`);
    await expect(done.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(
      rupees(total),
    );
    const heading = await done.getByText(/^Final bill · /).textContent();
    const invoiceNumber = heading!.replace('Final bill · ', '');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Download invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await done.getByRole('link', { name: 'Back to bookings' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
  });

  await test.step('the renter reads the same bill and downloads the invoice', async () => {
    const renterContext = await browser.newContext({ viewport: PHONE, baseURL: STACK.baseUrl });
    const renterPage = await renterContext.newPage();
    await signInAsCustomer(renterPage, renter);
    await renterPage.goto('/account?tab=bookings');
    const card = renterPage.getByRole('article').filter({ hasText: car.name });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card).toContainText(`320 km over the ${allowance.toLocaleString('en-IN')} km`);
    await expect(card.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(
      rupees(total),
    );
    await expectNoAxeViolations(renterPage);
    if (SHOTS) await renterPage.screenshot({ path: `${SHOTS}/renter-bill.png`, fullPage: true });
    const downloading = renterPage.waitForEvent('download');
    await card.getByRole('button', { name: 'Download invoice' }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await renterContext.close();
  });
});
