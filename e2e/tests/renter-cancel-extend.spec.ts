import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import {
  bookingAsAdmin,
  confirmBooking,
  decidePayment,
  recordAtCounter,
  submitAdvance,
} from '../support/renter-money';
import { referenceOf } from '../support/booking-form';
import { NARROW, expectNoSidewaysScroll } from '../support/focus';
import { signInAsCustomer } from '../support/session';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// docs/product.md#holds-and-payments on a phone: a renter cancels a booking three days ahead from
// Account and is shown, then given, the full refund of the advance, and the car is free again; a
// renter extends a confirmed booking by a day, and the next renter's search by those dates shows
// the car taken.

test.use({ viewport: PHONE });

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

interface SearchCar {
  _id: string;
  freeForDates: boolean;
}

/** Whether the search by dates finds the car free for the window. */
async function freeForDates(carId: string, from: string, to: string): Promise<boolean> {
  const query = new URLSearchParams({ from, to });
  const cars = await apiCall<SearchCar[]>('GET', `/cars?${query.toString()}`);
  return cars.find((c) => c._id === carId)!.freeForDates;
}

test('a renter cancels three days ahead and sees the full refund of the advance', async ({
  page,
}) => {
  const car = await addOwnCar(await adminToken(), { price: '2000' });
  const renter = await registerCustomer('Kavya Rao');
  const pickupDate = kolkataDaysAhead(3);
  const returnDate = kolkataDaysAhead(4);
  const booking = await bookViaApi(renter, car._id, {
    pickupDate,
    pickupTime: '10:00',
    returnDate,
    returnTime: '10:00',
  });
  // One day at ₹2,000; the advance of ₹500 is paid by UPI and checked.
  const payment = await submitAdvance(renter, booking._id);
  await decidePayment(payment.id, 'received');
  const from = `${pickupDate}T10:00`;
  const to = `${returnDate}T10:00`;
  expect(await freeForDates(car._id, from, to)).toBe(false);

  await signInAsCustomer(page, renter);
  await page.goto('/account?tab=bookings');
  const card = page.getByRole('article').filter({ hasText: referenceOf(booking._id) });
  await expect(card).toContainText(`Advance of ${rupees.format(500)} received`);

  const cancel = card.getByRole('button', { name: 'Cancel booking' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(`You get ${rupees.format(500)} back`)).toBeVisible();
  await expect(dialog).toContainText(
    'Cancelled 48 hours or more before pickup: everything paid is refunded.',
  );
  // Keyboard first: the safe choice has the focus, and Escape leaves the booking as it was.
  await expect(dialog.getByRole('button', { name: 'Keep the booking' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await expect(dialog.getByText(`You get ${rupees.format(500)} back`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  const outcome = card.getByRole('status');
  await expect(outcome).toHaveText(
    `Booking cancelled. ${rupees.format(500)} will be refunded to you.`,
  );
  await expect(outcome).toBeFocused();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The refund is due from the business, and the car is free again for those dates.
  const after = await bookingAsAdmin(booking._id);
  expect(after.status).toBe('Cancelled');
  expect(after.payments.filter((p) => p.kind === 'refund').map((p) => p.amount)).toEqual([500]);
  expect(await freeForDates(car._id, from, to)).toBe(true);
});

test("a renter extends a booking by a day; the next renter's search shows the car taken", async ({
  page,
  browser,
}) => {
  const car = await addOwnCar(await adminToken(), { price: '2000' });
  const renter = await registerCustomer('Arjun Nair');
  const pickupDate = kolkataDaysAhead(15);
  const returnDate = kolkataDaysAhead(16);
  const extraDay = kolkataDaysAhead(17);
  const booking = await bookViaApi(renter, car._id, {
    pickupDate,
    pickupTime: '10:00',
    returnDate,
    returnTime: '10:00',
  });
  await confirmBooking(booking._id);
  // docs/product.md#holds-and-payments: an extension needs the longer rental's advance in hand.
  await decidePayment((await submitAdvance(renter, booking._id)).id, 'received');
  await recordAtCounter(booking._id, { kind: 'rental', method: 'cash', amount: 500 });
  // The day after the booked return: free before the extension.
  const from = `${returnDate}T14:00`;
  const to = `${extraDay}T09:00`;
  expect(await freeForDates(car._id, from, to)).toBe(true);

  await signInAsCustomer(page, renter);
  await page.goto('/account?tab=bookings');
  const card = page.getByRole('article').filter({ hasText: referenceOf(booking._id) });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Extend' }).click();

  const dialog = page.getByRole('dialog', { name: 'Extend your booking' });
  // A day later than booked, at the same time, to start with; the answer comes at once.
  await expect(dialog.getByLabel('New return date')).toHaveValue(extraDay);
  await expect(dialog.getByLabel('New return time')).toHaveValue('10:00');
  await expect(dialog.getByLabel('New return date')).toBeFocused();
  await expect(dialog).toContainText('New return:');
  await expect(dialog).toContainText('10:00 am');
  await expect(dialog.getByText(/The car is free until then/)).toHaveText(
    `The car is free until then. This adds ${rupees.format(2000)}: 2 days in all.`,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize(NARROW);
  await expectNoSidewaysScroll(page, 'the extension dialog');
  await page.setViewportSize(PHONE);

  await dialog.getByRole('button', { name: 'Extend the booking' }).click();
  const outcome = card.getByRole('status');
  await expect(outcome).toContainText('Booking extended: return on');
  await expect(outcome).toBeFocused();
  await expect(card).toContainText(rupees.format(4000));
  await expectNoAxeViolations(page);

  // The next renter, searching the extra day, finds the car taken.
  const context = await browser.newContext({ viewport: PHONE, baseURL: STACK.baseUrl });
  const next = await context.newPage();
  const search = new URLSearchParams({ from, to });
  await next.goto(`/cars?${search.toString()}`);
  const carCard = next
    .locator('article.car-card')
    .filter({ has: next.getByRole('heading', { name: car.name, exact: true }) });
  await expect(carCard.getByText('Booked for these dates').first()).toBeVisible();
  await expect(carCard.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
  await context.close();
});
