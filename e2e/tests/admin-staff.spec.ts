import { TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { adminToken, registerCustomer } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/session';
import { STACK } from '../support/stack-config';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#back-office: the owner hands a branch to a new employee, who sets a password
// through the one-time link, turns on two-factor sign-in, signs in with a code and works on
// their branch's bookings only.

const PASSWORD = 'staff-password-123';

async function signIn(page: Page, email: string) {
  await page.goto('/admin');
  await page.getByLabel('Username (e-mail)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a new staff member signs in with two-factor and confirms a booking of their branch only', async ({
  page,
  browser,
}) => {
  const owner = await adminToken();
  const home = await addOwnCar(owner, { branch: 'Dilsukhnagar' });
  const away = await addOwnCar(owner, { branch: 'Vanasthalipuram' });
  const renter = await registerCustomer(`Lakshmi ${letters(6)}`);
  const schedule = {
    pickupDate: kolkataDaysAhead(6),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(8),
    returnTime: '10:00',
  };
  await bookViaApi(renter, home._id, schedule);
  await bookViaApi(renter, away._id, schedule);
  const name = `Ravi ${letters(6)}`;
  const email = `${name.replace(' ', '.').toLowerCase()}@e2e.test`;

  let link = '';
  await test.step('the owner adds the staff member and gets the link once', async () => {
    await signInAsAdmin(page, owner);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Require two-factor sign-in for everyone')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Branch').selectOption('Dilsukhnagar');
    await page.getByRole('button', { name: 'Add and get the link' }).click();
    const field = page.getByLabel(/Set-password link/);
    await expect(field).toHaveValue(/\/admin\/welcome#token=/);
    link = await field.inputValue();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(
      'Link not used yet',
    );
    await expectNoAxeViolations(page);
  });

  const context = await browser.newContext({ baseURL: STACK.baseUrl });
  const staff = await context.newPage();
  await test.step('the staff member sets a password through the link', async () => {
    await staff.goto(link);
    await expect(staff.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.getByLabel('New password').fill(PASSWORD);
    await staff.getByLabel('The same password again').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Set my password' }).click();
    await expect(staff.getByText('Your password is set. Please sign in.')).toBeVisible();
  });

  let secret = '';
  await test.step('signs in, sees their branch, and turns on two-factor sign-in', async () => {
    await signIn(staff, email);
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);
    const nav = staff.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toContainText(`${name} · Dilsukhnagar branch`);
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Add Car' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Security' }).click();
    // From a session, the password is typed again before a phone is enrolled.
    await staff.getByLabel('Your password').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(
      staff.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    secret = (await staff.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    // On a phone the QR code cannot be scanned by that phone: the link opens the app instead.
    await expect(staff.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      new RegExp(`^otpauth://totp/.+[?&]secret=${secret}(&|$)`),
    );
    await expectNoAxeViolations(staff);
    const code = new TOTP({ secret }).generate();
    await staff.getByLabel('The 6-digit code the app shows').fill(code);
    await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(staff.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: 'I have saved them: continue' }).click();
    await expect(staff.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
    await staff.getByRole('button', { name: 'Logout' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  });

  await test.step('signs in again with the password and a code', async () => {
    await signIn(staff, email);
    const codeField = staff.getByLabel('Code from your authenticator app');
    await expect(codeField).toBeVisible();
    await expectNoAxeViolations(staff);
    // The set-up used this 30-second step's code: the app's next one is taken (one step of drift).
    await codeField.fill(new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 }));
    await staff.getByRole('button', { name: 'Verify' }).click();
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step('lists only their branch’s booking and confirms it', async () => {
    await staff.goto('/admin/bookings');
    await staff.getByLabel('Reference, mobile, plate or name').fill(renter.name);
    const rows = staff.getByRole('row', { name: new RegExp(renter.name) });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(home.name);
    await expect(staff.getByText(away.name)).toHaveCount(0);
    await rows.getByRole('button', { name: /View \/ Edit/ }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Status', { exact: true }).selectOption('Confirmed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Booking updated.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'by admin' })).toContainText(email);
  });

  await test.step('after a lost phone the owner turns their two-factor off', async () => {
    await page.goto('/admin/staff');
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await expect(row).toContainText('two-factor on');
    await row.getByRole('button', { name: /^Turn off two-factor/ }).click();
    const dialog = page.getByRole('dialog', { name: `Turn off two-factor for ${name}` });
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(row).toContainText('two-factor off');
    // The password alone signs them in again.
    await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await staff.getByRole('button', { name: 'Logout' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await signIn(staff, email);
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step('the owner corrects their name, which their menu then shows', async () => {
    await page
      .getByTestId('staff-row')
      .filter({ hasText: email })
      .getByRole('button', { name: /^Rename/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Rename ${name}` });
    await dialog.getByLabel('Name').fill(`${name} Reddy`);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(
      `${name} Reddy`,
    );
    await staff.reload();
    await expect(staff.getByRole('navigation', { name: 'Admin' })).toContainText(
      `${name} Reddy · Dilsukhnagar branch`,
    );
  });

  await test.step('sets two-factor up again, then turns it off with a recovery code', async () => {
    await staff
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Security' })
      .click();
    await staff.getByLabel('Your password').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const fresh = (await staff.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await staff
      .getByLabel('The 6-digit code the app shows')
      .fill(new TOTP({ secret: fresh }).generate());
    await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const recovery = await staff
      .getByTestId('recovery-codes')
      .getByRole('listitem')
      .first()
      .innerText();
    await staff.getByRole('button', { name: 'I have saved them: continue' }).click();
    await staff.getByLabel('Code from your authenticator app').fill(recovery);
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: 'Turn two-factor sign-in off' }).click();
    await expect(staff.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(
      'two-factor off',
    );
  });
  await context.close();
});
