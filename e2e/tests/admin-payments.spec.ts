import { randomInt } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { NARROW, expectNoSidewaysScroll } from '../support/focus';
import { signInAsAdmin } from '../support/session';
import { addOwnCar, bookingRequest, kolkataDaysAhead, letters } from '../support/test-data';

// The admin's side of the money loop on a phone at the counter: a renter's UPI advance waits in
// "Payments to check", the admin verifies it, the booking's ledger and balance show it received,
// then the admin takes the passport deposit in cash and a refund larger than paid is refused.

test.use({ viewport: PHONE });

/** The passport deposit the business takes in cash (docs/product.md#booking). */
const PASSPORT_DEPOSIT = 30_000;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
/** ₹1,500 as the site writes it, Indian grouping included (₹1,20,000). */
const formatRupees = (amount: number) => rupees.format(amount);

/** A UPI transaction reference as a UPI app shows it: 12 digits. */
const upiReference = () => `4${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;

interface BookedAdvance {
  _id: string;
  advance: { amount: number };
}

test('the admin verifies a UPI advance, takes the deposit and cannot over-refund', async ({
  page,
}) => {
  const token = await adminToken();
  const car = await addOwnCar(token);
  const customer = await registerCustomer(`Lakshmi ${letters(6)}`);
  const booking = await apiCall<BookedAdvance>(
    'POST',
    '/bookings/book',
    bookingRequest(customer, car._id, {
      pickupDate: kolkataDaysAhead(6),
      pickupTime: '10:00',
      returnDate: kolkataDaysAhead(8),
      returnTime: '10:00',
    }),
    customer.token,
  );
  const reference = upiReference();
  await apiCall(
    'POST',
    `/bookings/${booking._id}/payments`,
    { kind: 'advance', method: 'upi', reference },
    customer.token,
  );
  const advance = formatRupees(booking.advance.amount);

  await signInAsAdmin(page, token);

  await test.step('the advance waits in Payments to check, found from the menu', async () => {
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Payments' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments to check' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: customer.name });
    await expect(card).toContainText(reference);
    await expect(card).toContainText(advance);
    await expect(card).toContainText(car.name);
    // The booking's short reference, as its texts and the UPI payment note carry it.
    await expect(card).toContainText(booking._id.slice(-8).toUpperCase());
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, '/admin/payments');
  });

  await test.step('verifying it takes it off the list', async () => {
    const card = page.getByRole('article').filter({ hasText: customer.name });
    await card.getByRole('button', { name: /^Verify/ }).click();
    const outcome = page.getByText(`Payment of ${advance} verified: received.`);
    await expect(outcome).toBeFocused();
    await expect(card).toHaveCount(0);
  });

  const dialog = page.getByRole('dialog');
  await test.step("the booking's ledger shows it received and the balance", async () => {
    await page.goto(`/admin/bookings?search=${encodeURIComponent(customer.name)}`);
    await page.getByRole('button', { name: `View / Edit booking of ${customer.name}` }).click();
    const ledger = dialog.getByRole('list', { name: 'Ledger' });
    const entry = ledger.getByRole('listitem').filter({ hasText: reference });
    await expect(entry).toContainText('Advance · UPI');
    await expect(entry).toContainText('Received');
    await expect(entry).toContainText('by the customer');
    await expect(balance(dialog, 'Paid')).toHaveText(advance);
    await expectNoAxeViolations(page);
  });

  await test.step('the admin takes the passport deposit in cash', async () => {
    await dialog.getByLabel('Kind').selectOption('Deposit');
    await expect(dialog.getByLabel('Amount (₹, whole rupees)')).toHaveValue(
      String(PASSPORT_DEPOSIT),
    );
    await expect(dialog.getByLabel('Method')).toHaveValue('cash');
    await dialog.getByLabel('Note (optional)').fill('Passport deposit, receipt 118');
    await dialog.getByRole('button', { name: 'Record entry' }).click();
    const deposit = formatRupees(PASSPORT_DEPOSIT);
    await expect(dialog.getByText(`Deposit of ${deposit} recorded.`)).toBeFocused();
    await expect(balance(dialog, 'Deposit held')).toHaveText(deposit);
    await expect(
      dialog.getByRole('list', { name: 'Ledger' }).getByRole('listitem').filter({
        hasText: 'Passport deposit, receipt 118',
      }),
    ).toContainText(`Deposit · Cash${deposit}`);
  });

  await test.step('a refund larger than paid is refused with the server’s reason', async () => {
    await dialog.getByLabel('Kind').selectOption('Refund');
    const amount = dialog.getByLabel('Amount (₹, whole rupees)');
    await amount.fill(String(booking.advance.amount + 1));
    await dialog.getByRole('button', { name: 'Record entry' }).click();
    await expect(amount).toBeFocused();
    // The server's own words, naming what may still be refunded.
    await expect(amount).toHaveAccessibleDescription(
      new RegExp(`^A refund cannot be more than .*\\(${advance}\\)\\.$`),
    );
    await expect(balance(dialog, 'Refunded')).toHaveText(formatRupees(0));
    await expectNoAxeViolations(page);
  });

  await test.step('nothing scrolls sideways at 320 px', async () => {
    await page.setViewportSize(NARROW);
    await expectNoSidewaysScroll(page, 'the booking modal');
    await page.keyboard.press('Escape');
    await page.goto('/admin/payments');
    await expect(page.getByText(/No payments to check|waiting, oldest first/)).toBeVisible();
    await expectNoSidewaysScroll(page, '/admin/payments');
  });
});

/** A figure of the booking's balance, by its label. */
function balance(dialog: Locator, label: string): Locator {
  return dialog
    .locator('.payments-balance > div')
    .filter({ has: dialog.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}
