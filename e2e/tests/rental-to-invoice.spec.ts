import { adminToken, apiCall, latestOtp, registerCustomer, smsCount } from '../support/api';
import { bookOnTheSite } from '../support/booking-form';
import { moveBookedReturnBack } from '../support/e2e-database';
import { downloadedPdfText as pdfText } from '../support/pdf-text';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { walkSixPositions } from '../support/handover-photos';
import { cameraJpeg, naturalSize } from '../support/images';
import { confirmBooking } from '../support/renter-money';
import { STACK } from '../support/stack-config';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, kolkataDaysAhead, letters } from '../support/test-data';

// A rental from documents to invoice on a phone (docs/product.md#documents and
// #handover-and-bill): a new renter books on the site and uploads the licence and a masked
// Aadhaar from the thank-you screen (one of them a full-size phone photo, made smaller by the
// browser); the admin approves them in the review queue and confirms; the staff hand the car over
// with photos, take it back 320 km over the allowance and an hour past the grace with a
// refuelling charge; both the staff and the renter read the bill and download the invoice.

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
/** The upload limit of documents and handover photos (packages/shared MAX_DOCUMENT_MB). */
const LIMIT_BYTES = 5 * 1024 * 1024;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

interface ListedBooking {
  _id: string;
  pricePerDay: number;
  totalDays: number;
}

test('a rental from documents to invoice: upload, review, handover, late return, invoice', async ({
  page,
  browser,
}) => {
  // Two people on five screens, full-size photos made smaller and re-encoded, six positions
  // photographed at each end, a PDF twice: a ceiling of ten minutes on a busy machine.
  test.setTimeout(600_000);
  const token = await adminToken();
  const renter = await registerCustomer(`Farhan ${letters(6)}`);
  const car = await addOwnCar(token);
  let bookingId = '';
  // One full-size phone photo (drawing it takes a while), for a document and the handover.
  const phonePhoto = await cameraJpeg(page, 'IMG_2041.jpg', {
    width: 4000,
    height: 3000,
    grain: true,
  });
  expect(phonePhoto.buffer.length).toBeGreaterThan(LIMIT_BYTES);

  await test.step('the renter books and uploads the licence and ID from the thank-you screen', async () => {
    await signInAsCustomer(page, renter);
    bookingId = await bookOnTheSite(page, car._id, kolkataDaysAhead(20), kolkataDaysAhead(22));
    const documents = page.getByRole('region', { name: 'Your documents' });
    await expect(documents).toBeVisible();

    // A 12-megapixel photo from the phone's camera is over the limit as taken; the browser
    // sends it redrawn within 2000 px.
    const front = documents.getByRole('region', { name: 'Driving licence (front)' });
    const camera = front.getByLabel('Take a photo of your driving licence (front)');
    await expect(camera).toHaveAttribute('capture', 'environment');
    const photo = await cameraJpeg(page, 'IMG_2041.jpg', {
      width: 4000,
      height: 3000,
      grain: true,
    });
    expect(photo.buffer.length).toBeGreaterThan(LIMIT_BYTES);
    await camera.setInputFiles(photo);
    const preview = front.getByRole('img', { name: 'Preview of the chosen file' });
    await expect(preview).toBeVisible();
    // The preview shows the file about to be sent: redrawn at 2000 × 1500, under the limit (the
    // server would answer 413 otherwise).
    expect(await naturalSize(preview)).toEqual([2000, 1500]);
    await front.getByRole('button', { name: 'Upload driving licence (front)' }).click();
    await expect(front.getByText('Waiting for review')).toBeVisible();

    const back = documents.getByRole('region', { name: 'Driving licence (back)' });
    await back
      .getByLabel('Choose a file of your driving licence (back)')
      .setInputFiles(await cameraJpeg(page, 'back.jpg', { hue: 120 }));
    await back.getByRole('button', { name: 'Upload driving licence (back)' }).click();
    await expect(back.getByText('Waiting for review')).toBeVisible();

    const aadhaar = documents.getByRole('region', { name: 'Aadhaar card (masked)' });
    await expect(
      aadhaar.getByRole('img', { name: /first 8 digits of the number covered/ }),
    ).toBeVisible();
    await aadhaar
      .getByLabel('Take a photo of your aadhaar card (masked)')
      .setInputFiles(await cameraJpeg(page, 'aadhaar.jpg', { hue: 40 }));
    await aadhaar.getByRole('button', { name: 'Upload aadhaar card (masked)' }).click();
    await expect(aadhaar.getByText('Waiting for review')).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/thank-you-documents.png`, fullPage: true });
  });

  await signInAsAdmin(page, token);
  await test.step('the admin approves the three documents in the review queue', async () => {
    await page.goto('/admin/documents');
    await expect(page.getByRole('heading', { name: 'Documents to review' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const label of [
      'Driving licence (front)',
      'Driving licence (back)',
      'Aadhaar card (masked)',
    ]) {
      const card = page.getByRole('article', { name: `${label}: ${renter.name}` });
      await expect(card.getByRole('img', { name: `${label} of ${renter.name}` })).toBeVisible();
      await expect(card.getByText('TS0720160034567')).toBeVisible();
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(card).toHaveCount(0);
    }
  });

  await confirmBooking(bookingId);
  const [booked] = await apiCall<ListedBooking[]>(
    'GET',
    `/bookings?search=${encodeURIComponent(renter.name)}`,
    undefined,
    token,
  );
  expect(booked!._id).toBe(bookingId);
  const dialog = page.getByRole('dialog');
  const openBooking = async () => {
    await page.goto(`/admin/bookings?search=${encodeURIComponent(renter.name)}`);
    // On a phone the list is one card a booking.
    await page.getByRole('button', { name: `View / Edit booking of ${renter.name}` }).click();
    await expect(dialog).toContainText(renter.name);
  };

  await test.step('hand the car over with the six positions and a close-up, documents approved', async () => {
    await openBooking();
    await dialog.getByRole('link', { name: 'Hand over car' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}/pickup$`));
    await expect(page.getByRole('heading', { name: 'Hand over the car' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Booking' });
    await expect(summary).toContainText(renter.name);
    await expect(summary).toContainText(car.name);
    // Approved online a step ago: the counter is told no check of the originals is needed.
    await expect(summary).toContainText('Licence and ID approved online');

    await expect(page.getByLabel('Odometer (km)')).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel('Odometer (km)').fill('12000');
    const fuel = page.getByRole('group', { name: 'Fuel level' });
    await fuel.getByText('Full', { exact: true }).click();
    await expect(fuel.getByRole('radio', { name: 'Full' })).toBeChecked();
    // Booked 20 days ahead: the form says so first and asks why the car goes out today.
    await expect(page.getByText('Not the booked day.')).toBeVisible();
    await page.getByLabel('Reason for handing over today').fill('Renter collects early');
    // Saving before the photos names the positions missing.
    await page.getByRole('button', { name: 'Save pickup' }).click();
    await expect(page.getByText('Photograph the car from every position. Missing:')).toBeVisible();
    await expect(page.getByLabel('Take the front photo')).toHaveAttribute('capture', 'environment');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-pickup-walk.png` });
    await walkSixPositions(page, phonePhoto);
    // Every position taken: the refusal's list has gone.
    await expect(page.getByText(/Missing:/)).toHaveCount(0);
    // The full-size photo is redrawn within 1600 px.
    await page.getByRole('button', { name: 'Front, taken' }).click();
    expect(await naturalSize(page.getByRole('img', { name: 'Front now' }))).toEqual([1600, 1200]);
    await page
      .getByLabel('Add a close-up of a mark')
      .setInputFiles(await cameraJpeg(page, 'scratch.jpg', { hue: 200 }));
    await page.getByLabel('What close-up 1 shows').fill('Scratch on the rear bumper');
    await page.getByLabel('Damage notes').fill('Small scratch on the rear bumper.');

    // docs/product.md#rental-agreement: the renter reads the summary on this phone and gives
    // back the code texted to their mobile.
    const texts = await smsCount(renter.mobile);
    await page.getByRole('button', { name: 'Text the renter a code' }).click();
    const agreement = page.getByRole('region', { name: 'Rental agreement' });
    await expect(agreement).toContainText(`${car.name} (`);
    await expect(agreement).toContainText('Small scratch on the rear bumper.');
    await expect(agreement.getByText(/Read the terms \(version \d+\)/)).toBeVisible();
    await expect.poll(() => smsCount(renter.mobile)).toBe(texts + 1);
    await expectNoAxeViolations(page);
    if (SHOTS) await agreement.screenshot({ path: `${SHOTS}/admin-pickup-agreement.png` });
    await agreement.getByLabel('Code from the renter’s text').fill(await latestOtp(renter.mobile));
    await agreement.getByRole('button', { name: 'Accept' }).click();
    await expect(agreement.getByText('The renter has accepted the agreement.')).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-pickup.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save pickup' }).click();
    await expect(page.getByRole('heading', { name: /Car handed over/ })).toBeVisible();
    await expect(page.getByText('7 photos')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The booked return was two hours ago: an hour past the hour's grace, so one late day.
  moveBookedReturnBack(bookingId, 120);
  const allowance = 300 * (booked!.totalDays + 1);
  const price = booked!.pricePerDay;
  const total = price * booked!.totalDays + 320 * 10 + price + 1500;
  const kmLine = `320 km over the ${allowance.toLocaleString('en-IN')} km allowance × ₹10`;
  const lateLine = `1 day after the grace × ${rupees(price)}`;

  await test.step('the booking is on its trip', async () => {
    await openBooking();
    await expect(dialog.getByText('On trip')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: 'Take car back' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}/return$`));
  });

  await test.step('take it back 320 km over the allowance and late, and see the bill', async () => {
    await expect(page.getByRole('heading', { name: 'Take the car back' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking' })).toContainText('12,000 km');
    await page.getByLabel('Odometer (km)').fill(String(12000 + allowance + 320));
    await page.getByRole('group', { name: 'Fuel level' }).getByText('1/2', { exact: true }).click();
    await expect(page.getByText('Lower than at pickup (Full)')).toBeVisible();
    await page.getByRole('button', { name: '+ Add a charge' }).click();
    await page.getByLabel('For').selectOption('Refuelling');
    await page.getByLabel('Description').fill('Half a tank');
    await page.getByLabel('Amount (₹)').fill('1500');
    // Each position's pickup photo beside the one taken now.
    await walkSixPositions(page);
    await page.getByRole('button', { name: 'Rear, taken' }).click();
    await expect(page.getByRole('img', { name: 'Rear at pickup' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rear now' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-return-pair.png` });

    const bill = page.getByRole('region', { name: 'Bill so far' });
    await expect(bill).toContainText(kmLine);
    await expect(bill).toContainText(rupees(3200));
    await expect(bill).toContainText(lateLine);
    await expect(bill).toContainText('Half a tank');
    await expect(bill.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(
      rupees(total),
    );
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-return.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save return' }).click();
  });

  await test.step('the staff read the final bill and download the invoice', async () => {
    const done = page.getByRole('region', { name: /Car returned/ });
    await expect(done).toContainText('Completed');
    await expect(done).toContainText(kmLine);
    await expect(done).toContainText(lateLine);
    await expect(done.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(
      rupees(total),
    );
    await done.getByText('Photos at pickup and return').click();
    await expect(done.getByRole('img', { name: 'Odometer at pickup' })).toBeVisible();
    await expect(done.getByRole('img', { name: 'Odometer at return' })).toBeVisible();
    await expect(
      done.getByRole('img', { name: 'Scratch on the rear bumper at pickup' }),
    ).toBeVisible();
    const heading = await done.getByText(/^Final bill · /).textContent();
    const invoiceNumber = heading!.replace('Final bill · ', '');
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-returned.png`, fullPage: true });

    const downloading = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Download invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(kmLine);
    expect(text).toContain(lateLine);
    if (SHOTS) await download.saveAs(`${SHOTS}/invoice.pdf`);
  });

  await test.step('the renter reads the same bill and downloads the invoice', async () => {
    const renterContext = await browser.newContext({ viewport: PHONE, baseURL: STACK.baseUrl });
    const renterPage = await renterContext.newPage();
    await signInAsCustomer(renterPage, renter);
    await renterPage.goto('/account?tab=bookings');
    const card = renterPage.getByRole('article').filter({ hasText: car.name });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card).toContainText(kmLine);
    await expect(card).toContainText(lateLine);
    await expect(card.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(
      rupees(total),
    );
    await card.getByText('Photos at pickup and return').click();
    await expect(card.getByRole('img', { name: 'Front at pickup' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Front at return' })).toBeVisible();
    await expectNoAxeViolations(renterPage);
    if (SHOTS) await renterPage.screenshot({ path: `${SHOTS}/renter-bill.png`, fullPage: true });
    const downloading = renterPage.waitForEvent('download');
    await card.getByRole('button', { name: 'Download invoice' }).click();
    const text = await pdfText(await downloading);
    expect(text).toContain(lateLine);
    expect(text).toContain(kmLine);
    const signed = renterPage.waitForEvent('download');
    await card.getByRole('button', { name: 'Download agreement (PDF)' }).click();
    const agreed = (await pdfText(await signed)).replace(/\s+/g, ' ');
    expect(agreed).toMatch(/Terms version \d+, SHA-256 [0-9a-f]{64}/);
    expect(agreed).toContain('Front, taken');
    if (SHOTS) await renterPage.screenshot({ path: `${SHOTS}/renter-agreement.png` });
    await renterContext.close();
  });
});
