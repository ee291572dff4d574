import { expect, type Page } from '@playwright/test';

// The booking form's six steps filled the short way, for journeys that book on the site to reach
// what comes after (the thank-you screen's advance and documents). The form's own checks are the
// journey of customer-booking.spec.ts.

const stepHeading = (page: Page) => page.locator('#booking-step-title');
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Steps 1 to 6 of the booking form, the dates coming from the address. */
export async function fillBookingForm(page: Page): Promise<void> {
  await expect(stepHeading(page)).toHaveText('Your Details');
  await next(page);
  await page.getByLabel('Full address').fill('Flat 12, Lake View Apartments, Kompally');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State', { exact: true }).fill('Telangana');
  await page.getByLabel('PIN code').fill('500014');
  await next(page);
  await page.getByLabel('Date of birth').fill('1991-08-21');
  await page.getByLabel('Driving licence number').fill('TS0720150045678');
  await page.getByLabel('State where the licence was issued').fill('Telangana');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Booking Schedule');
  await expect(page.getByText('The car is free for these dates.')).toBeVisible();
  await page.getByLabel('Purpose of the trip').fill('Family visit');
  await page.getByLabel('Destination').fill('Warangal');
  await page.getByLabel('Aadhaar + Original Licence').check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Additional Notes');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Booking Summary');
}

/**
 * Books `carId` from `pickupDate` to `returnDate` (10:00 each, Kolkata dates) as the signed-in
 * renter, through the form; answers the booking id the thank-you screen shows.
 */
export async function bookOnTheSite(
  page: Page,
  carId: string,
  pickupDate: string,
  returnDate: string,
): Promise<string> {
  const dates = new URLSearchParams({ from: `${pickupDate}T10:00`, to: `${returnDate}T10:00` });
  await page.goto(`/book/${carId}?${dates.toString()}`);
  await fillBookingForm(page);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
  const bookingId = (await page.getByTestId('booking-id').textContent()) ?? '';
  expect(bookingId).not.toBe('');
  return bookingId;
}
