import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { latestOtp, registerCustomer, smsCount } from '../support/api';

// Forgot password (docs/product.md#accounts): mobile and e-mail, the texted OTP and a new password,
// back to login after 2 s, and only the new password works afterwards.

test.use({ viewport: PHONE });

test('a customer resets a forgotten password by OTP and logs in with the new one', async ({
  page,
}) => {
  const customer = await registerCustomer('Farhan Ali');
  const newPassword = 'new-route-2026';
  const textsBefore = await smsCount(customer.mobile);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully to your mobile!')).toBeVisible();
  await expectNoAxeViolations(page);

  // The reset text goes out in the background: wait for it rather than read the sign-up code.
  await expect.poll(() => smsCount(customer.mobile)).toBeGreaterThan(textsBefore);
  await page.getByLabel('OTP').fill(await latestOtp(customer.mobile));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully! You can now login.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(page.getByLabel('Mobile number')).toHaveValue(customer.mobile);

  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid mobile number or password.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${customer.name}!`)).toBeVisible();
  await expect(page).toHaveURL('/');
});
