import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

// The renter's booking form, steps 1 to 5, as the booking journeys fill it on a phone, and a
// booking made the short way for journeys that need what comes after (the thank-you screen's
// advance and documents). The form's own checks are the journey of customer-booking.spec.ts.

export const stepHeading = (page: Page) => page.locator('#booking-step-title');
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

export interface Trip {
  pickupDate: string;
  returnDate: string;
}

/**
 * Fills steps 1 to 4 of the booking form (step 0 comes from the profile). Without a trip the
 * dates are the ones the address brought.
 */
export async function fillBooking(page: Page, trip?: Trip, checkEachStep = false) {
  await expect(stepHeading(page)).toHaveText('Your Details');
  await next(page);

  await expect(stepHeading(page)).toHaveText('Address Info');
  if (checkEachStep) {
    await next(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Please complete this section with valid details.',
    );
    await expect(page.getByText('Full address is required.')).toBeVisible();
    await expect(page.getByLabel('Full address')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  }
  await page
    .getByLabel('Full address')
    .fill('Flat 302, Sai Residency, Road No. 4, Vanasthalipuram');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State', { exact: true }).fill('Telangana');
  await page.getByLabel('PIN code').fill('500070');
  await next(page);

  await expect(stepHeading(page)).toHaveText('License & ID');
  await page.getByLabel('Date of birth').fill('1994-06-15');
  await page.getByLabel('Driving licence number').fill('TS0720160034567');
  await page.getByLabel('State where the licence was issued').fill('Telangana');
  if (checkEachStep) await expectNoAxeViolations(page);
  await next(page);

  await expect(stepHeading(page)).toHaveText('Booking Schedule');
  if (trip) {
    await page.getByLabel('Pickup date').fill(trip.pickupDate);
    await page.getByLabel('Pickup time').fill('10:00');
    await page.getByLabel('Return date').fill(trip.returnDate);
    await page.getByLabel('Return time').fill('18:00');
  } else {
    await expect(page.getByText('The car is free for these dates.')).toBeVisible();
  }
  await page.getByLabel('Purpose of the trip').fill('Weekend getaway');
  await page.getByLabel('Destination').fill('Srisailam');
  await page.getByLabel('Aadhaar + Original Licence').check();
  if (checkEachStep) await expectNoAxeViolations(page);
  await next(page);

  await expect(stepHeading(page)).toHaveText('Additional Notes');
  await page.getByLabel('Notes').fill('Please share the pickup location on WhatsApp.');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Booking Summary');
}

/** The 8-character reference a renter reads for a booking (docs/product.md#booking-reference). */
export function referenceOf(bookingId: string): string {
  return bookingId.slice(-8).toUpperCase();
}

/**
 * Books `carId` from `pickupDate` to `returnDate` (10:00 each, Kolkata dates) as the signed-in
 * renter, through the form; answers the booking's id from the server's answer, after checking
 * the thank-you screen shows its short reference.
 */
export async function bookOnTheSite(
  page: Page,
  carId: string,
  pickupDate: string,
  returnDate: string,
): Promise<string> {
  const dates = new URLSearchParams({ from: `${pickupDate}T10:00`, to: `${returnDate}T10:00` });
  await page.goto(`/book/${carId}?${dates.toString()}`);
  await fillBooking(page);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings/book'),
  );
  await page.getByRole('button', { name: 'Book Now' }).click();
  const { _id: bookingId } = (await (await created).json()) as { _id: string };
  await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
  await expect(page.getByTestId('booking-reference')).toHaveText(referenceOf(bookingId));
  return bookingId;
}
