import type { Page } from '@playwright/test';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { referenceOf } from '../support/booking-form';
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/focus';
import { pickupViaApi, returnViaApi } from '../support/handover-api';
import { confirmBooking } from '../support/renter-money';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#damage-claims on a phone: the car comes back with its six photos (recorded
// through the API); within the day staff add a damage charge citing the return's rear photo,
// under the renter's Standard plan cap; the renter sees the rear at pickup beside the rear at
// return under the charge, and disputes it. Screenshots go to E2E_SCREENSHOTS when it is set.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

test('a damage charge cites the return photo and the renter disputes it', async ({ page }) => {
  const token = await adminToken();
  const renter = await registerCustomer(`Farhan ${letters(6)}`);
  const car = await addOwnCar(token);
  const plans = await apiCall<{ _id: string; name: string }[]>('GET', '/protection-plans');
  const standard = plans.find((plan) => plan.name === 'Standard')!;
  const { _id: bookingId } = await bookViaApi(
    renter,
    car._id,
    {
      pickupDate: kolkataDaysAhead(20),
      pickupTime: '10:00',
      returnDate: kolkataDaysAhead(22),
      returnTime: '10:00',
    },
    { protectionPlanId: standard._id },
  );
  await confirmBooking(bookingId);
  await pickupViaApi(page, token, bookingId);
  await returnViaApi(page, token, bookingId);

  await test.step('staff charge the dent, citing the rear photo at return', async () => {
    await signInAsAdmin(page, token);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(renter.name)}`);
    await page.getByRole('button', { name: `View / Edit booking of ${renter.name}` }).click();
    const addForm = page
      .getByRole('dialog')
      .getByRole('region', { name: 'After the trip' })
      .getByRole('region', { name: 'Add a charge' });
    await addForm.getByLabel('Type').selectOption({ label: 'Damage' });
    await addForm.getByLabel('Amount (₹, whole rupees)').fill('3000');
    await expect(addForm.getByText('Plan Standard: ₹10,000 cap, ₹10,000 left')).toBeVisible();
    // The exclusion asks its reason once ticked; this dent stays under the cap.
    const exclusion = addForm.getByLabel("Exclusion (lifts the plan's cap)");
    await exclusion.check();
    await expect(addForm.getByLabel('Reason for the exclusion')).toBeVisible();
    await addForm.getByLabel('Amount (₹, whole rupees)').scrollIntoViewIfNeeded();
    await shot(page, 'staff-damage-cap', false);
    await exclusion.uncheck();
    await addForm.getByLabel('Note for the renter (optional)').fill('Dent on the rear bumper');
    const photos = addForm.getByRole('group', { name: 'Photos that show the damage' });
    await expect(photos.getByRole('checkbox')).toHaveCount(12);
    // From the keyboard: the checkbox takes the focus and the space bar ticks it.
    await photos.getByLabel('Rear at return').focus();
    await page.keyboard.press('Space');
    await expect(photos.getByLabel('Rear at return')).toBeChecked();
    // The thumbnails are fetched with the token; the label names each, so they are decorative.
    await expect(photos.locator('img')).toHaveCount(12);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'the damage charge form');
    await photos.scrollIntoViewIfNeeded();
    await shot(page, 'staff-damage-charge', false);
    await page.setViewportSize(DESKTOP);
    await photos.scrollIntoViewIfNeeded();
    await shot(page, 'staff-damage-charge-desktop', false);
    await page.setViewportSize(PHONE);
    await addForm.getByRole('button', { name: 'Add the charge' }).click();
    await expect(addForm.getByText('Damage charge of ₹3,000 added.')).toBeFocused();
  });

  await test.step('the renter sees the rear at pickup and at return, and disputes', async () => {
    await signInAsCustomer(page, renter);
    await page.goto('/account?tab=bookings');
    const card = page.getByRole('article').filter({ hasText: referenceOf(bookingId) });
    const charge = card.getByRole('listitem', { name: 'Damage: ₹3,000' });
    await charge.getByText('Photos of the damage (1 cited)').click();
    await expect(charge.getByRole('img', { name: 'Rear at pickup' })).toBeVisible();
    await expect(charge.getByRole('img', { name: 'Rear at return' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'the damage charge with its photos');
    await charge.scrollIntoViewIfNeeded();
    await shot(page, 'renter-damage-photos', false);
    await charge
      .getByLabel('Why do you dispute this charge?')
      .fill('The dent was there at pickup: see my own photo');
    await charge.getByRole('button', { name: 'Dispute the charge' }).click();
    await expect(charge).toContainText('Disputed');
    await expectNoAxeViolations(page);
  });
});
