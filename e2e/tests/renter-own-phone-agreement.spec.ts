import { adminToken, latestOtp, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { walkSixPositions } from '../support/handover-photos';
import { confirmBooking } from '../support/renter-money';
import { STACK } from '../support/stack-config';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#rental-agreement: at pickup the staff text the renter a link; the renter opens
// it on their own phone, reads the summary and accepts with the code; the staff's screen sees it
// accepted and the car goes out; the text after it links to the agreement's PDF itself.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The texts a mobile has received, oldest first. */
async function textsTo(mobile: string): Promise<string[]> {
  const res = await fetch(`${STACK.smsUrl}/messages?to=${mobile}`);
  return ((await res.json()) as { message: string }[]).map((m) => m.message);
}

/** The newest path in the texts to a mobile that starts with `prefix` (waits for it). */
async function textedPath(mobile: string, prefix: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await textsTo(mobile))
        .map((text) => text.match(new RegExp(`(${prefix}\\S*)`))?.[1])
        .findLast(Boolean);
      return found;
    })
    .toBeTruthy();
  return found!;
}

test('the renter accepts the agreement on their own phone and gets its PDF by text', async ({
  page,
  browser,
}) => {
  const token = await adminToken();
  const renter = await registerCustomer(`Meera ${letters(6)}`);
  const car = await addOwnCar(token);
  const { _id: bookingId } = await bookViaApi(renter, car._id, {
    pickupDate: kolkataDaysAhead(3),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(5),
    returnTime: '10:00',
  });
  await confirmBooking(bookingId);

  // The staff member's phone: the pickup screen, readings first, then a code and the link.
  await signInAsAdmin(page, token);
  await page.goto(`/admin/bookings/${bookingId}/pickup`);
  await expect(page.getByRole('heading', { name: 'Hand over the car' })).toBeVisible();
  await page.getByLabel('Odometer (km)').fill('15400');
  await page.getByRole('group', { name: 'Fuel level' }).getByText('Full', { exact: true }).click();
  const agreement = page.getByRole('region', { name: 'Rental agreement' });
  await agreement.getByRole('button', { name: 'Text the renter a code' }).click();
  const code = await latestOtp(renter.mobile);
  await agreement.getByRole('button', { name: 'Send link by text' }).click();
  await expect(
    agreement.getByText(/A link to read and accept the agreement has been sent/),
  ).toBeVisible();
  const link = await textedPath(renter.mobile, '/account/bookings/');
  expect(link).toBe(`/account/bookings/${bookingId}/agreement`);

  // The renter's own phone: another browser, signed in as the renter.
  const phone = await browser.newContext({ viewport: PHONE, baseURL: STACK.baseUrl });
  const renterPage = await phone.newPage();
  await signInAsCustomer(renterPage, renter);
  await renterPage.goto(link);
  const own = renterPage.getByRole('region', { name: 'Rental agreement' });
  await expect(own).toContainText(`${car.name} (`);
  await expect(own).toContainText('15,400');
  await expect(own.getByText(/Read the terms \(version \d+\)/)).toBeVisible();
  await expectNoAxeViolations(renterPage);
  if (SHOTS)
    await renterPage.screenshot({ path: `${SHOTS}/renter-own-agreement.png`, fullPage: true });
  await own.getByLabel(/Code from our text to your mobile ending/).fill(code);
  await own.getByRole('button', { name: 'Accept' }).click();
  await expect(own.getByText(/You accepted it/)).toBeVisible();
  await expect(own.getByRole('button', { name: 'Download agreement (PDF)' })).toBeVisible();
  await expectNoAxeViolations(renterPage);
  if (SHOTS)
    await renterPage.screenshot({
      path: `${SHOTS}/renter-own-agreement-accepted.png`,
      fullPage: true,
    });

  // The text after acceptance opens the PDF itself, without the renter's session.
  const pdfPath = await textedPath(renter.mobile, '/api/agreements/');
  const pdf = await phone.request.get(pdfPath);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await phone.close();

  // Back on the staff's phone, which looks again when it regains the focus.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(agreement.getByText(/The renter has accepted the agreement/)).toBeVisible();
  await page.getByLabel('Reason for handing over today').fill('Renter collects early');
  await page.getByLabel('Originals of licence and ID checked at the counter').check();
  await walkSixPositions(page);
  await page.getByRole('button', { name: 'Save pickup' }).click();
  await expect(page.getByRole('heading', { name: /Car handed over/ })).toBeVisible();
});
