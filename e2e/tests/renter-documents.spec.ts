import path from 'node:path';
import { adminToken, registerCustomer } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// docs/product.md#documents: a renter uploads the licence and a masked Aadhaar from Account on a
// phone; the admin reviews them beside the booking's details, approves one and rejects one with
// a reason the renter then reads.

test.use({ viewport: PHONE });

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const SHOTS = process.env.E2E_SCREENSHOTS;

test('a renter uploads documents and the admin approves one and rejects one', async ({ page }) => {
  // Two people, two screens and four image uploads and re-encodes: longer than one screen.
  test.slow();
  const renter = await registerCustomer('Kavya Menon');
  const car = await addOwnCar(await adminToken());
  await bookViaApi(renter, car._id, {
    pickupDate: kolkataDaysAhead(20),
    pickupTime: '09:00',
    returnDate: kolkataDaysAhead(22),
    returnTime: '09:00',
  });
  await signInAsCustomer(page, renter);
  await page.goto('/account?tab=documents');

  const front = page.getByRole('region', { name: 'Driving licence (front)' });
  await front
    .getByLabel('Choose a file of your driving licence (front)')
    .setInputFiles(fixture('licence-front.jpg'));
  await expect(front.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await front.getByRole('button', { name: 'Upload driving licence (front)' }).click();
  await expect(front.getByText('Waiting for review')).toBeVisible();
  await expect(front.getByRole('img', { name: 'Your driving licence (front)' })).toBeVisible();

  const aadhaar = page.getByRole('region', { name: 'Aadhaar card (masked)' });
  await expect(
    aadhaar.getByRole('img', { name: /first 8 digits of the number covered/ }),
  ).toBeVisible();
  // The camera input opens the phone's camera; in the test it takes a file like the other.
  const camera = aadhaar.getByLabel('Take a photo of your aadhaar card (masked)');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles(fixture('aadhaar-masked.jpg'));
  await aadhaar.getByRole('button', { name: 'Upload aadhaar card (masked)' }).click();
  await expect(aadhaar.getByText('Waiting for review')).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-documents.png`, fullPage: true });

  // The file is private: without the token the address answers 401, never the picture.
  const list = await fetch(`${STACK.baseUrl}/api/users/me/documents`, {
    headers: { authorization: `Bearer ${renter.token}` },
  }).then((r) => r.json() as Promise<{ fileUrl: string }[]>);
  const bare = await fetch(`${STACK.baseUrl}${list[0]!.fileUrl}`);
  expect(bare.status).toBe(401);

  await signInAsAdmin(page, await adminToken());
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { name: 'Documents to review' })).toBeVisible();
  const frontCard = page.getByRole('article', { name: 'Driving licence (front): Kavya Menon' });
  await expect(
    frontCard.getByRole('img', { name: 'Driving licence (front) of Kavya Menon' }),
  ).toBeVisible();
  // Beside the picture: what the renter typed at booking, to compare with it.
  await expect(frontCard.getByText('TS0720140009876')).toBeVisible();
  await expect(frontCard.getByText('Telangana')).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-documents.png`, fullPage: true });
  await frontCard.getByRole('button', { name: 'Approve' }).click();
  await expect(frontCard).toHaveCount(0);
  // The pressed button left with its card: the focus lands on the confirmation, in view, and the
  // next document's buttons are the next stops of the Tab key.
  const approved = page.getByText('Driving licence (front) of Kavya Menon approved.');
  await expect(approved).toBeFocused();
  await expect(approved).toBeInViewport();

  const aadhaarCard = page.getByRole('article', { name: 'Aadhaar card (masked): Kavya Menon' });
  await aadhaarCard.getByRole('button', { name: 'Reject…' }).click();
  await aadhaarCard.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(
    aadhaarCard.getByText('Please give the reason for rejecting the document.'),
  ).toBeVisible();
  await aadhaarCard
    .getByLabel('Reason the renter will see')
    .fill('The last four digits are not readable.');
  await aadhaarCard.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(aadhaarCard).toHaveCount(0);
  const rejected = page.getByText(
    'Aadhaar card (masked) of Kavya Menon rejected. The renter sees your reason.',
  );
  await expect(rejected).toBeFocused();
  await expect(rejected).toBeInViewport();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-documents-decided.png` });

  await signInAsCustomer(page, renter);
  await page.goto('/account?tab=documents');
  await expect(front.getByText('Approved')).toBeVisible();
  await expect(aadhaar.getByText('Rejected')).toBeVisible();
  await expect(aadhaar.getByText('Reason: The last four digits are not readable.')).toBeVisible();
  await expectNoAxeViolations(page);
});
