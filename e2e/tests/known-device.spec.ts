import { PHONE, expect, test } from '../support/fixtures';
import { registerCustomer } from '../support/api';

// docs/product.md#security: a sign-in leaves the device cookie, HttpOnly and SameSite=Strict; the
// web app calls the API on its own origin, so the browser sends it back at the next sign-in and
// the server, seeing a device it knows, leaves it as it is.

test.use({ viewport: PHONE });

test('the browser keeps the device cookie from a sign-in and sends it back at the next', async ({
  page,
}) => {
  const customer = await registerCustomer('Device Owner');
  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(customer.mobile);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
  };
  const deviceCookies = async () =>
    (await page.context().cookies()).filter((c) => c.name === 'rental_device');

  await signIn();
  const [first] = await deviceCookies();
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  // Not readable by the page's scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain('rental_device');

  // Signed out in the app (its token forgotten), then in again: the same device.
  await page.evaluate(() => localStorage.clear());
  await signIn();
  expect(await deviceCookies()).toEqual([first]);
});
