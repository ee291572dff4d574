import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { fillBooking } from '../support/booking-form';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { STACK } from '../support/stack-config';
import { addOwnCar, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#promo-codes on a phone: the owner makes a code in the admin; a renter types a
// wrong code (refused with the server's reason), then the right one, sees the discount and the
// new total, books, and finds the discount on the confirmation and in the account.

test.use({ viewport: PHONE });

test('the owner makes a code and a renter books with it', async ({ page, context }) => {
  test.slow();
  const code = `MONSOON${letters(4).toUpperCase()}`;
  const owner = await adminToken();
  const car = await addOwnCar(owner, { price: '2000' });
  const renter = await registerCustomer('Meera Rao');
  const pickupDate = kolkataDaysAhead(30);

  await test.step('the owner creates a 10 % code', async () => {
    await signInAsAdmin(page, owner);
    await page.goto('/admin/promo-codes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo codes');
    await page.getByRole('button', { name: 'New promo code' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Percent off').fill('10');
    await page.getByLabel('Total uses').fill('50');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText(`${code} saved.`)).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: code });
    await expect(card).toContainText('10 % off');
    await expect(card).toContainText('Used 0 of 50');
    await expectNoAxeViolations(page);
  });

  await test.step('an offer shows the code, which a visitor copies', async () => {
    await apiCall(
      'POST',
      '/offers',
      { imageUrl: `${STACK.baseUrl}/img/hero-fleet-960.webp` },
      owner,
    );
    await page.goto('/adminoffers');
    await page.getByLabel('Promo code of offer 1').fill(code);
    await page.getByRole('button', { name: 'Save code of offer 1' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/offers');
    const tile = page.getByRole('listitem').filter({ has: page.getByText(code, { exact: true }) });
    await tile.getByRole('button', { name: `Copy code ${code}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Copied ${code}` })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolations(page);
  });

  await test.step('a wrong code is refused, the right one shows the discount', async () => {
    await signInAsCustomer(page, renter);
    await page.goto(`/book/${car._id}`);
    await fillBooking(page, { pickupDate, returnDate: kolkataDaysAhead(31) });
    const field = page.getByLabel('Promo code');
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('This promo code does not exist. Check the spelling, or book without it.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${code} applied` })).toContainText(
      'you save ₹400',
    );
    await expect(page.getByTestId('quote-total')).toHaveText('₹3,600');
    await expectNoAxeViolations(page);
  });

  await test.step('the booking carries the discount', async () => {
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
    const lines = page.getByTestId('thank-you-lines');
    await expect(lines).toContainText(`Promo code ${code}`);
    await expect(lines).toContainText('−₹400');
    await expect(page.getByTestId('thank-you-total')).toHaveText('₹3,600');
    const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await expectNoAxeViolations(page);

    await page.goto('/account?tab=bookings');
    const card = page.getByRole('article').filter({ hasText: reference });
    await expect(card).toContainText('₹3,600');
    await expect(card).toContainText(`promo code ${code}`);
    await expectNoAxeViolations(page);
  });
});
