import type { Page } from '@playwright/test';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { fillBooking, stepHeading } from '../support/booking-form';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#rate-plans on a phone: a renter books a 6-hour and a 9-day rental (with the
// Standard protection plan, docs/product.md#protection-plans) and sees the server's plan lines at
// every step and the same total on the booking; the owner sets a weekly price and a festival rule
// on the rates screen and the car page shows them.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;

/** From the summary, back to the schedule, and on to the summary again after `change`. */
async function changeSchedule(page: Page, change: () => Promise<void>) {
  await page.getByRole('button', { name: 'Edit schedule' }).click();
  await expect(stepHeading(page)).toHaveText('Booking Schedule');
  await change();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Additional Notes');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Booking Summary');
}

/** Books from the summary; answers the booking's total as the server stored it. */
async function bookNow(page: Page): Promise<{ _id: string; totalAmount: number }> {
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings/book'),
  );
  await page.getByRole('button', { name: 'Book Now' }).click();
  const booking = (await (await created).json()) as { _id: string; totalAmount: number };
  await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
  return booking;
}

test('a renter books 6 hours and 9 days and sees the plan lines and the same total', async ({
  page,
}) => {
  test.slow();
  const owner = await adminToken();
  const car = await addOwnCar(owner, {
    price: '3000',
    pricePerHour: '300',
    minHours: '4',
    pricePerWeek: '15000',
    unlimitedKmPerDay: '500',
  });
  const renter = await registerCustomer('Kavya Reddy');
  await signInAsCustomer(page, renter);
  const day = kolkataDaysAhead(20);

  await test.step('6 hours: chosen by the hour, priced by the hour', async () => {
    await page.goto(`/book/${car._id}`);
    await fillBooking(page, { pickupDate: day, returnDate: day });
    await expect(page.getByTestId('quote-lines')).toContainText('8 hours × ₹300');
    await changeSchedule(page, async () => {
      await page.getByLabel('Rent by the hour').selectOption('6');
      await expect(page.getByLabel('Return time')).toHaveValue('16:00');
      const lines = page.getByTestId('quote-lines');
      await expect(lines).toContainText('6 hours × ₹300');
      await expect(lines).toContainText('Limited km: 60 km included');
      await expect(page.getByTestId('quote-total')).toHaveText('₹1,800');
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-hourly-390.png`, fullPage: true });
    });
    await expect(page.getByTestId('quote-total')).toHaveText('₹1,800');
    await expectNoAxeViolations(page);
    const booking = await bookNow(page);
    expect(booking.totalAmount).toBe(1800);
    // The thank-you page shows the booked lines and total.
    await expect(page.getByTestId('thank-you-lines')).toContainText('6 hours × ₹300');
    await expect(page.getByTestId('thank-you-total')).toHaveText('₹1,800');
  });

  await test.step('9 days, unlimited km, Standard protection: each its own line', async () => {
    const pickup = kolkataDaysAhead(30);

    await page.goto(`/book/${car._id}`);
    // 10:00 to 18:00 eight days later: the ninth day is started, so nine days.
    await fillBooking(page, { pickupDate: pickup, returnDate: kolkataDaysAhead(38) });
    await changeSchedule(page, async () => {
      await page.getByLabel(/Unlimited km/).check();
      const lines = page.getByTestId('quote-lines');
      await expect(lines).toContainText('1 week × ₹15,000');
      await expect(lines).toContainText('2 days × ₹3,000');
      await expect(lines).toContainText('Unlimited km: 9 days × ₹500');
      await expect(page.getByTestId('quote-total')).toHaveText('₹25,500');
      await page.getByRole('radio', { name: /^Standard: ₹199 a day/ }).check();
      await expect(lines).toContainText('Standard protection: 9 days × ₹199');
      await expect(page.getByTestId('quote-total')).toHaveText('₹27,291');
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-weekly-390.png`, fullPage: true });
    });
    await expect(page.locator('.summary-section').first()).toContainText('Unlimited km');
    await expect(page.getByTestId('quote-total')).toHaveText('₹27,291');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-summary-390.png`, fullPage: true });
    const booking = await bookNow(page);
    expect(booking.totalAmount).toBe(27291);
    await expect(page.getByTestId('thank-you-lines')).toContainText('1 week × ₹15,000');
    await expect(page.getByTestId('thank-you-lines')).toContainText(
      'Standard protection: 9 days × ₹199',
    );
    await expect(page.getByTestId('thank-you-total')).toHaveText('₹27,291');
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/thank-you-protection-390.png`, fullPage: true });
    const stored = (await apiCall('GET', `/bookings/${booking._id}`, undefined, renter.token)) as {
      kmPlan: string;
      quote: { total: number };
      protection: { name: string; damageCap: number };
    };
    expect(stored).toMatchObject({
      kmPlan: 'unlimited',
      quote: { total: 27291 },
      protection: { name: 'Standard', damageCap: 10_000 },
    });
  });
});

test('the owner sets a weekly price and a festival rule and the car page shows them', async ({
  page,
}) => {
  test.slow();
  const owner = await adminToken();
  const car = await addOwnCar(owner, { price: '2200' });
  const festival = `Diwali ${letters(4)}`;
  const from = kolkataDaysAhead(40);
  const to = kolkataDaysAhead(42);
  await signInAsAdmin(page, owner);

  await test.step('the rates screen shows the car; its form takes a weekly price', async () => {
    await page.goto('/admin/rates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rates');
    const row = page.getByRole('row').filter({ hasText: car.name });
    await expect(row).toContainText('₹2,200');
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: `Edit prices of ${car.name}` }).click();
    await page.getByLabel('Price per week').fill('12000');
    await page.getByRole('button', { name: 'Update Car' }).click();
    await expect(page.getByText(`${car.name} was updated.`)).toBeVisible();
    await page.goto('/admin/rates');
    await expect(page.getByRole('row').filter({ hasText: car.name })).toContainText('₹12,000');
  });

  await test.step('the owner adds a festival rule for the car', async () => {
    await page.getByLabel('Name').fill(festival);
    await page.getByLabel('Change of the day price (%)').fill('25');
    await page.getByLabel('First day').fill(from);
    await page.getByLabel('Last day').fill(to);
    await page.getByLabel('Cars').selectOption(car._id);
    await page.getByRole('button', { name: 'Add the rule' }).click();
    await expect(page.getByText(`${festival} added.`)).toBeVisible();
    await expect(page.getByTestId('date-rules')).toContainText(festival);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rates-390.png`, fullPage: true });
  });

  await test.step('the car page shows the weekly price and the festival', async () => {
    await page.goto(`/cars/${car._id}`);
    await expect(page.getByRole('list', { name: 'Other plans' })).toContainText('₹12,000/week');
    await expect(page.getByTestId('car-date-rules')).toContainText(
      `${festival}: +25 % on the day price`,
    );
    await expectNoAxeViolations(page);
  });
});
