import { adminToken, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, letters } from '../support/test-data';

// docs/product.md#customers: the owner finds a renter by mobile in the directory, keeps a note
// and blocks them; the renter is then told on the booking page to call the branch.

const BLOCKED_TEXT =
  'Your account is on hold, so bookings cannot be made online. Please call the branch on ' +
  '+91 98765 43210 or +91 91234 56789.';

test('the owner finds a renter by mobile, notes and blocks them; the renter is told', async ({
  page,
}) => {
  const token = await adminToken();
  const car = await addOwnCar(token);
  const renter = await registerCustomer(`Kiran ${letters(6)}`);

  await signInAsAdmin(page, token);
  await page.goto('/admin/customers');
  await page.getByRole('link', { name: 'Customers' }).first().waitFor();
  await page.getByLabel('Search by name or mobile').fill(renter.mobile.slice(0, 7));
  await page.keyboard.press('Enter');
  const found = page.getByRole('link', { name: renter.name });
  await expect(found).toBeVisible();
  await expectNoAxeViolations(page);
  await found.click();

  await expect(page.getByRole('heading', { level: 1, name: renter.name })).toBeVisible();
  await page.getByLabel('New note').fill('Asked twice for a late return.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Asked twice for a late return.')).toBeVisible();

  await page.getByRole('button', { name: 'Block renter' }).click();
  await page.getByLabel('Why block this renter?').fill('Unpaid damage on the last rental.');
  await page.getByRole('button', { name: 'Block renter' }).click();
  await expect(page.getByText('Blocked: this renter cannot book online.')).toBeVisible();
  await expect(page.getByText('Unpaid damage on the last rental.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize(PHONE);
  await signInAsCustomer(page, renter);
  await page.goto(`/book/${car._id}`);
  await expect(
    page.getByRole('heading', { name: 'You cannot book online right now' }),
  ).toBeVisible();
  await expect(page.getByText(BLOCKED_TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
});
