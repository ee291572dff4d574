import type { Page } from '@playwright/test';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { focusCovers } from '../support/focus';
import { adminToken, registerCustomer } from '../support/api';
import { bookOnTheSite, referenceOf } from '../support/booking-form';
import { NARROW, expectNoSidewaysScroll, expectNoWcagViolations } from '../support/focus';
import {
  bookingAsAdmin,
  decidePayment,
  submitAdvance,
  upiReference,
} from '../support/renter-money';
import { signInAsCustomer } from '../support/session';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// docs/product.md#holds-and-payments on a phone: a renter books, pays the advance by UPI from the
// thank-you screen and sees it submitted, then received once the business has checked it; a
// reference used already is refused, a rejected one shows the business's reason; a renter at the
// cap of Pending bookings is told before the six steps.

test.use({ viewport: PHONE });

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const bookingCard = (page: Page, bookingId: string) =>
  page.getByRole('article').filter({ hasText: referenceOf(bookingId) });

test('a renter books, pays the advance by UPI reference, sees it submitted and then received', async ({
  page,
}) => {
  test.slow();
  const car = await addOwnCar(await adminToken(), { price: '2400' });
  const renter = await registerCustomer('Lakshmi Prasad');
  const pickup = kolkataDaysAhead(6);
  const returnDay = kolkataDaysAhead(8);
  // Two days at ₹2,400: ₹4,800; the advance is 25 % of it.
  const advance = rupees.format(1200);
  const reference = upiReference();
  let bookingId = '';

  await test.step('book the car in six steps', async () => {
    await signInAsCustomer(page, renter);
    bookingId = await bookOnTheSite(page, car._id, pickup, returnDay);
  });

  await test.step('the thank-you screen offers the advance by UPI: a UPI app link and a QR code', async () => {
    const advanceCard = page.getByRole('region', { name: 'Advance' });
    await expect(advanceCard).toContainText(advance);
    const link = advanceCard.getByRole('link', { name: 'Pay with a UPI app' });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('upi:');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      pa: STACK.upiId,
      pn: expect.any(String),
      am: '1200',
      cu: 'INR',
      // The booking's short reference, as texts and the admin's list name it.
      tn: referenceOf(bookingId),
    });
    const qr = advanceCard.getByRole('img', {
      name: `QR code to pay ${advance} by UPI`,
      exact: true,
    });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(advanceCard).toContainText(`UPI ID ${STACK.upiId}`);
    await expect(advanceCard).toContainText('We hold the car for you until');
    await expectNoAxeViolations(page);
  });

  await test.step('a wrong reference is named before anything is sent', async () => {
    const field = page.getByLabel('UPI reference (UTR)');
    await field.fill('12345');
    await page.getByRole('button', { name: 'Send the reference' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Enter the 12-digit UPI reference/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the reference records the advance as submitted, being checked', async () => {
    await page.getByLabel('UPI reference (UTR)').fill(reference);
    await page.getByRole('button', { name: 'Send the reference' }).click();
    const status = page.getByRole('region', { name: 'Advance' }).getByRole('status');
    await expect(status).toContainText('Submitted');
    await expect(status).toContainText(`UPI reference ${reference} for ${advance} submitted`);
    await expect(status).toContainText('being checked');
    await expect(page.getByLabel('UPI reference (UTR)')).toHaveCount(0);
    // On the phone the confirmation takes the removed form's focus, in view and under no bar.
    await expect(status).toBeFocused();
    const box = (await status.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await focusCovers(page)).toEqual([]);
    // The hold has ended: the heading's next step no longer asks for the advance.
    await expect(page.getByTestId('next-step')).toContainText('Not confirmed yet');
    await page.screenshot({ path: 'test-results/upi-submitted-390.png' });
    await expectNoAxeViolations(page);
  });

  await test.step('the account card shows it too, with the payment in the ledger', async () => {
    await page.getByRole('link', { name: 'View my bookings' }).click();
    const card = bookingCard(page, bookingId);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card).toContainText('being checked');
    await card.getByText('Payments and balance').click();
    await expect(card.getByText('Submitted, being checked')).toBeVisible();
    await expect(card).toContainText(`Ref. ${reference}`);
    await expectNoAxeViolations(page);
  });

  await test.step('once the business has checked it, the renter sees it received', async () => {
    const payment = (await bookingAsAdmin(bookingId)).payments.find(
      (p) => p.reference === reference,
    )!;
    await decidePayment(payment.id, 'received');
    await page.reload();
    const card = bookingCard(page, bookingId);
    await expect(card).toContainText(`Advance of ${advance} received`);
    // The hold ends once an advance is in.
    await expect(card.getByText('Held until')).toHaveCount(0);
    await card.getByText('Payments and balance').click();
    await expect(card.getByText('Received', { exact: true })).toBeVisible();
    await expect(card.getByText('Still to pay').locator('xpath=..')).toContainText(
      rupees.format(3600),
    );
    await expectNoAxeViolations(page);
  });
});

test("a used reference is refused with the server's message; a rejected one shows the reason", async ({
  page,
}) => {
  const car = await addOwnCar(await adminToken());
  const first = await registerCustomer('Imran Sheikh');
  const second = await registerCustomer('Divya Menon');
  const schedule = (days: number) => ({
    pickupDate: kolkataDaysAhead(days),
    pickupTime: '09:00',
    returnDate: kolkataDaysAhead(days + 1),
    returnTime: '09:00',
  });
  const taken = upiReference();
  const firstBooking = await bookViaApi(first, car._id, schedule(10));
  await submitAdvance(first, firstBooking._id, taken);
  const booking = await bookViaApi(second, car._id, schedule(20));

  await signInAsCustomer(page, second);
  await page.goto('/account?tab=bookings');
  const card = bookingCard(page, booking._id);
  await expect(card.getByText('Held until')).toBeVisible();
  await card.getByText(/Pay the advance of .* by UPI/).click();
  await card.getByLabel('UPI reference (UTR)').fill(taken);
  await card.getByRole('button', { name: 'Send the reference' }).click();
  // The server's reason, beside the field it is about.
  await expect(card.getByLabel('UPI reference (UTR)')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('UPI reference (UTR)')).toHaveAccessibleDescription(
    /This UPI reference has already been used for a payment\. Please check the reference in your UPI app\./,
  );
  await expectNoAxeViolations(page);

  const mistyped = upiReference();
  await card.getByLabel('UPI reference (UTR)').fill(mistyped);
  await card.getByRole('button', { name: 'Send the reference' }).click();
  await expect(card.getByRole('status')).toContainText('being checked');
  const payment = (await bookingAsAdmin(booking._id)).payments[0]!;
  await decidePayment(payment.id, 'rejected', 'No payment with this reference reached our account');

  await page.reload();
  const again = bookingCard(page, booking._id);
  await expect(again).toContainText(`Your UPI reference ${mistyped} was not accepted.`);
  await expect(again).toContainText('Reason: No payment with this reference reached our account.');
  // The UPI steps open by themselves, so the renter can send the right reference.
  await expect(again.getByLabel('UPI reference (UTR)')).toBeVisible();
  await expectNoAxeViolations(page);

  // The open UPI steps and the ledger still fit the narrowest phone.
  await again.getByText('Payments and balance').click();
  await page.setViewportSize(NARROW);
  await expectNoSidewaysScroll(page, 'the booking card with the UPI steps and the ledger open');
  await expectNoWcagViolations(page);
});

test('a renter who holds the most Pending bookings allowed is told before the six steps', async ({
  page,
}) => {
  const token = await adminToken();
  const [one, two, three] = await Promise.all([
    addOwnCar(token),
    addOwnCar(token),
    addOwnCar(token),
  ]);
  const renter = await registerCustomer('Naveen Goud');
  const schedule = {
    pickupDate: kolkataDaysAhead(12),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(13),
    returnTime: '10:00',
  };
  await bookViaApi(renter, one!._id, schedule);
  await bookViaApi(renter, two!._id, schedule);

  await signInAsCustomer(page, renter);
  await page.goto(`/book/${three!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You cannot book another car yet',
  );
  await expect(
    page.getByText(/You already have 2 bookings waiting for confirmation/),
  ).toBeVisible();
  await expect(page.locator('#booking-step-title')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL('/account?tab=bookings');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(2);
});
