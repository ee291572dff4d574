import { adminToken, apiCall, registerCustomer } from '../support/api';
import { moveBookedReturnBack } from '../support/e2e-database';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/focus';
import { confirmBooking } from '../support/renter-money';
import { signInAsAdmin } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#fastag-statements on a phone: staff upload the bank's statement; two rows
// match a completed rental and one names no car of the fleet; staff untick one toll and confirm
// the other, which becomes a charge. Another bank's file with its own header names asks which
// column holds what once; its next statement is read by the bank's name. Screenshots go to
// E2E_SCREENSHOTS when it is set.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
const DAY_MINUTES = 24 * 60;

/** Indian date and time as banks print it: 20/11/2026 14:30. */
function bankTime(instant: number): string {
  const k = new Date(instant + 330 * 60_000).toISOString();
  return `${k.slice(8, 10)}/${k.slice(5, 7)}/${k.slice(0, 4)} ${k.slice(11, 16)}`;
}

test('FASTag: a statement imported, one toll unticked, the other charged', async ({ page }) => {
  const token = await adminToken();
  const renter = await registerCustomer(`Kiran ${letters(6)}`);
  const plate = `TS 11 FT ${1000 + Math.floor(Math.random() * 9000)}`;
  const car = await addOwnCar(token, { registrationNumber: plate });
  const { _id: bookingId } = await bookViaApi(renter, car._id, {
    pickupDate: kolkataDaysAhead(30),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(32),
    returnTime: '10:00',
  });
  await confirmBooking(bookingId);
  await apiCall('PUT', `/bookings/${bookingId}`, { status: 'Completed' }, token);
  // Two days out, back a day ago (time only the database can move).
  moveBookedReturnBack(bookingId, DAY_MINUTES);
  const now = Date.now();
  const id = letters(8).toUpperCase();
  const csv = [
    'Transaction ID,Transaction Date Time,Plaza Name,Vehicle No,Amount (Rs)',
    `${id}1,${bankTime(now - 2 * 86_400_000 + 3_600_000)},Gudur,${plate.replace(/ /g, '')},105.00`,
    `${id}2,${bankTime(now - 36 * 3_600_000)},Panthangi,${plate},75`,
    `${id}3,${bankTime(now - 36 * 3_600_000)},Raikal,AP 39 QQ 9001,90`,
  ].join('\n');

  await signInAsAdmin(page, token);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'FASTag' })
    .click();
  await expect(page.getByRole('heading', { name: 'FASTag tolls' })).toBeVisible();

  await test.step('a missing file is said beside the field', async () => {
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Choose the CSV file of the statement.')).toBeVisible();
    await expect(page.getByLabel('Bank statement (CSV)')).toBeFocused();
  });

  await test.step('the statement is matched, the unknown car listed with its reason', async () => {
    await page.getByLabel('Bank statement (CSV)').setInputFiles({
      name: 'icici-fastag-november.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    const outcome = page.getByTestId('import-outcome');
    await expect(outcome).toContainText('2 of 3 rows matched a booking');
    await page.getByText('Rows that did not match (1)').click();
    await expect(outcome).toContainText('No car of the fleet has this registration.');
    await expect(page.getByLabel(/₹105 · Kiran/)).toBeChecked();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'the FASTag screen');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fastag-imported.png`, fullPage: true });
  });

  await test.step('staff untick one toll and confirm the other', async () => {
    await page.getByLabel(/₹75 · Kiran/).uncheck();
    await page.getByRole('button', { name: /Confirm \d+ of \d+ tolls/ }).click();
    await expect(page.getByText('1 toll charged. The renters are told.')).toBeFocused();
    await expect(page.getByLabel(/₹105 · Kiran/)).toHaveCount(0);
    await expect(page.getByLabel(/₹75 · Kiran/)).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fastag-confirmed.png`, fullPage: true });
  });

  await test.step("a bank's unusual headers are mapped once, then read by its name", async () => {
    const bank = `Kotak ${letters(5)}`;
    const unusual = (n: number) =>
      [
        'Ref No,Posted On,Toll Location,Tag Vehicle,Debit (INR)',
        `${id}${n},${bankTime(now - 30 * 3_600_000)},Korlapahad,${plate},60`,
      ].join('\n');
    const file = page.getByLabel('Bank statement (CSV)');
    await file.setInputFiles({
      name: 'kotak-november.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(unusual(4)),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('The statement has no "transaction id" column.')).toBeVisible();
    await page.getByLabel('Bank name').fill(bank);
    await page.getByLabel('Transaction id').selectOption('Ref No');
    await page.getByLabel('Date and time').selectOption('Posted On');
    await page.getByLabel('Plaza', { exact: true }).selectOption('Toll Location');
    await page.getByLabel('Vehicle registration').selectOption('Tag Vehicle');
    await page.getByLabel('Amount', { exact: true }).selectOption('Debit (INR)');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'the FASTag column mapping');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fastag-mapping.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save and import' }).click();
    const outcome = page.getByTestId('import-outcome');
    await expect(outcome).toContainText('1 of 1 rows matched a booking');
    await expect(page.getByLabel(/₹60 · Kiran/)).toBeVisible();
    await expect(page.getByLabel('Bank', { exact: true })).toHaveValue(bank);
    await expect(page.getByRole('list').getByText(bank, { exact: true })).toBeVisible();

    // The bank's next statement: chosen by name, no columns asked.
    await page.reload();
    await page.getByLabel('Bank', { exact: true }).selectOption(bank);
    await file.setInputFiles({
      name: 'kotak-december.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(unusual(5)),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(outcome).toContainText('1 of 1 rows matched a booking');
    await expect(page.getByLabel('Bank name')).toHaveCount(0);
    await expect(page.getByLabel(/₹60 · Kiran/)).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  const charges = (await apiCall('GET', `/bookings/${bookingId}/charges`, undefined, token)) as {
    charges: { type: string; amount: number; reference: string }[];
  };
  expect(charges.charges).toEqual([
    expect.objectContaining({ type: 'toll', amount: 105, reference: `${id}1` }),
  ]);
});
