import type { Page } from '@playwright/test';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { referenceOf } from '../support/booking-form';
import { moveBookedReturnBack } from '../support/e2e-database';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/focus';
import { cameraJpeg } from '../support/images';
import { confirmBooking, recordAtCounter, upiReference } from '../support/renter-money';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#after-the-trip on a phone: staff add a toll with its photo to a Completed
// booking and a cleaning charge; the renter sees both in Account, disputes the cleaning; staff
// waive it in the dispute queue with a reason the renter reads; the renter pays the toll by UPI
// reference; on the deposit's day the staff see its return with the toll held back, and pay it
// out; the toll's payment received, what was held for it is given back and paid out as well;
// the owner finds the month in the after-trip report. Screenshots go to E2E_SCREENSHOTS
// when it is set.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
const DAY_MINUTES = 24 * 60;

/** The whole page, or only the screen for a window that scrolls inside itself. */
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

test('after the trip: a toll with its proof, a dispute waived, a UPI payment, the deposit', async ({
  page,
}) => {
  test.slow();
  const token = await adminToken();
  const renter = await registerCustomer(`Sameera ${letters(6)}`);
  const car = await addOwnCar(token);
  const { _id: bookingId } = await bookViaApi(renter, car._id, {
    pickupDate: kolkataDaysAhead(30),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(32),
    returnTime: '10:00',
  });
  // The rental as the counter leaves it: confirmed, ₹5,000 deposit taken, closed; the car came
  // back yesterday (time only the database can move).
  await confirmBooking(bookingId);
  await recordAtCounter(bookingId, { kind: 'deposit', method: 'cash', amount: 5000 });
  await apiCall('PUT', `/bookings/${bookingId}`, { status: 'Completed' }, token);
  moveBookedReturnBack(bookingId, DAY_MINUTES);

  const dialog = page.getByRole('dialog');
  const afterTrip = dialog.getByRole('region', { name: 'After the trip' });
  const addForm = afterTrip.getByRole('region', { name: 'Add a charge' });

  await test.step('staff add a toll with its photo and a cleaning charge to the booking', async () => {
    await signInAsAdmin(page, token);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(renter.name)}`);
    await page.getByRole('button', { name: `View / Edit booking of ${renter.name}` }).click();
    await expect(afterTrip).toContainText('No charges after the trip.');

    // A part-rupee amount is refused beside its field, which takes the focus.
    await addForm.getByLabel('Amount (₹, whole rupees)').fill('350.5');
    await addForm.getByRole('button', { name: 'Add the charge' }).click();
    await expect(addForm.getByText('Amount must be in whole rupees.')).toBeVisible();
    await expect(addForm.getByLabel('Amount (₹, whole rupees)')).toBeFocused();

    await addForm.getByLabel('Type').selectOption({ label: 'Toll' });
    await addForm.getByLabel('Amount (₹, whole rupees)').fill('350');
    await addForm.getByLabel('Reference (optional)').fill('FT-ORR-88120');
    await addForm.getByLabel('Note for the renter (optional)').fill('ORR Pedda Amberpet plaza');
    await addForm
      .getByLabel('Evidence files (optional)')
      .setInputFiles(await cameraJpeg(page, 'toll-receipt.jpg', { hue: 30 }));
    await addForm.getByRole('button', { name: 'Add the charge' }).click();
    const added = addForm.getByText('Toll charge of ₹350 added.');
    await expect(added).toBeFocused();
    await expect(afterTrip.getByRole('listitem').filter({ hasText: 'Toll: ₹350' })).toContainText(
      'To pay or dispute',
    );
    await expect(afterTrip.getByRole('img', { name: 'Toll proof 1' })).toBeVisible();

    await addForm.getByLabel('Type').selectOption({ label: 'Cleaning' });
    await addForm.getByLabel('Amount (₹, whole rupees)').fill('500');
    await addForm.getByLabel('Note for the renter (optional)').fill('Mud on the seats');
    await addForm.getByRole('button', { name: 'Add the charge' }).click();
    await expect(addForm.getByText('Cleaning charge of ₹500 added.')).toBeFocused();
    await expect(afterTrip.getByText('Cleaning: ₹500')).toBeVisible();
    await expectNoAxeViolations(page);
    await afterTrip.getByRole('heading', { name: 'After the trip' }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, 'the booking window');
    await shot(page, 'staff-booking-charges', false);
    await addForm.getByRole('button', { name: 'Add the charge' }).scrollIntoViewIfNeeded();
    await shot(page, 'staff-add-charge', false);
  });

  const card = page.getByRole('article').filter({ hasText: referenceOf(bookingId) });
  const charges = card.getByRole('region', { name: 'After the trip' });
  const toll = charges.getByRole('listitem', { name: 'Toll: ₹350' });
  const cleaning = charges.getByRole('listitem', { name: 'Cleaning: ₹500' });

  await test.step('the renter sees both with the proof and disputes the cleaning', async () => {
    await signInAsCustomer(page, renter);
    await page.goto('/account?tab=bookings');
    await expect(toll).toContainText('Reference FT-ORR-88120');
    await expect(toll.getByRole('img', { name: 'Toll proof 1' })).toBeVisible();
    await expect(charges).toContainText(
      '₹5,000 deposit − ₹0 charges due − ₹850 held back = ₹4,150 to return',
    );
    await cleaning
      .getByLabel('Why do you dispute this charge?')
      .fill('The seats were clean when I returned the car');
    await cleaning.getByRole('button', { name: 'Dispute the charge' }).click();
    await expect(cleaning).toContainText('Disputed');
    await expect(cleaning).toContainText('Your dispute: The seats were clean');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'renter-charges');
    await shot(page, 'renter-charges');
  });

  await test.step('staff waive the dispute with a reason', async () => {
    await signInAsAdmin(page, token);
    await page.goto('/admin/disputes');
    await expect(page.getByRole('heading', { name: 'Disputed charges' })).toBeVisible();
    const dispute = page.getByRole('article', { name: `Cleaning: ₹500, ${renter.name}` });
    await expect(dispute).toContainText("Renter's dispute: The seats were clean");
    // No reason: refused beside the field before anything is sent.
    await dispute.getByRole('button', { name: /^Waive/ }).click();
    await expect(dispute.getByText('Reason is required.')).toBeVisible();
    await expect(dispute.getByLabel('Reason the renter will see')).toBeFocused();
    await dispute
      .getByLabel('Reason the renter will see')
      .fill('The return photos show clean seats');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'staff-disputes');
    await shot(page, 'staff-disputes');
    await dispute.getByRole('button', { name: /^Waive/ }).click();
    await expect(page.getByText(`Charge of ₹500 to ${renter.name} waived.`)).toBeFocused();
    await expect(dispute).toHaveCount(0);
  });

  await test.step('the renter reads the waiver and pays the toll by UPI reference', async () => {
    await signInAsCustomer(page, renter);
    await page.goto('/account?tab=bookings');
    await expect(cleaning).toContainText('Waived: The return photos show clean seats');
    await toll.getByText('Pay ₹350 by UPI').click();
    const link = toll.getByRole('link', { name: 'Pay with a UPI app' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.searchParams.get('pa')).toBe(STACK.upiId);
    expect(href.searchParams.get('am')).toBe('350');
    await toll.getByLabel('UPI reference (UTR)').fill(upiReference());
    await toll.getByRole('button', { name: 'Send the reference' }).click();
    await expect(toll.getByText('Your UPI payment of ₹350 was sent')).toBeFocused();
    await expect(toll).toContainText('Payment to check');
    await expect(charges).toContainText(
      '₹5,000 deposit − ₹0 charges due − ₹350 held back = ₹4,650 to return',
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'renter-paid');
    await shot(page, 'renter-paid');
  });

  await test.step('on its day staff see the deposit return, the toll held back, and pay it', async () => {
    // The deposit's day: DEPOSIT_HOLD_DAYS (15) after the return.
    moveBookedReturnBack(bookingId, 16 * DAY_MINUTES);
    await signInAsAdmin(page, token);
    await page.goto('/admin/deposit-returns');
    const item = page.getByRole('article', { name: `Deposit return to ${renter.name}` });
    await expect(item).toContainText(
      '₹5,000 deposit − ₹0 charges due − ₹350 held back = ₹4,650 to return',
    );
    await expect(item).toContainText('Overdue');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'staff-deposit-returns');
    await shot(page, 'staff-deposit-returns');
    await item.getByLabel('Payout reference (UPI or bank; blank for cash)').fill('UTR998877');
    await item.getByRole('button', { name: /^Mark paid out/ }).click();
    await expect(
      page.getByText(`Deposit return of ₹4,650 to ${renter.name} marked paid out`),
    ).toBeFocused();
    await expect(item).toHaveCount(0);
  });

  await test.step('the toll paid by UPI gives back what was held for it, paid out too', async () => {
    // Staff mark the renter's UPI payment received (the payments screen has its own journey):
    // the ₹350 held back for the toll is paid twice and comes back as a payout of its own.
    const { charges: seen } = await apiCall<{ charges: { type: string; paymentId: string }[] }>(
      'GET',
      `/bookings/${bookingId}/charges`,
      undefined,
      token,
    );
    const tollPayment = seen.find((c) => c.type === 'toll')!.paymentId;
    await apiCall('PATCH', `/payments/${tollPayment}`, { status: 'received', note: '' }, token);
    await page.goto('/admin/deposit-returns');
    const back = page.getByRole('article', { name: `Deposit given back to ${renter.name}` });
    await expect(back).toContainText(`booking ${referenceOf(bookingId)}`);
    await expect(back).toContainText('₹350 to give back');
    await expect(back).toContainText('Toll charge paid by UPI: ₹350 held back from the deposit');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'staff-deposit-given-back');
    await shot(page, 'staff-deposit-given-back');
    await back.getByLabel('Payout reference (UPI or bank; blank for cash)').fill('UTR998878');
    await back.getByRole('button', { name: /^Mark paid out/ }).click();
    await expect(
      page.getByText(`Deposit of ₹350 given back to ${renter.name} marked paid out`),
    ).toBeFocused();
    await expect(back).toHaveCount(0);
  });

  await test.step('the owner reads the month in the after-trip report, a card per branch', async () => {
    await page.goto('/admin/reports');
    const report = page.getByRole('region', { name: /^After the trip/ });
    const month = report.getByRole('row', { name: /Boduppal/ });
    await expect(month.getByRole('cell').first()).toHaveAttribute('data-label', 'Charges raised');
    await expect(month).toContainText('₹');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'owner-after-trip-report');
    await report.scrollIntoViewIfNeeded();
    await shot(page, 'owner-after-trip-report');
  });
});
