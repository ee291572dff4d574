import { randomInt } from 'node:crypto';
import { adminToken, registerCustomer } from '../support/api';
import { expect, test } from '../support/fixtures';
import { STACK } from '../support/stack-config';
import { letters } from '../support/test-data';
import { signInAsAdmin, signInAsCustomer } from '../support/session';

// Who may reach the back office: the admin only, on screen and in the API
// (docs/product.md#security).

function carForm(): FormData {
  const form = new FormData();
  form.append('name', 'Not Allowed');
  form.append(
    'images',
    new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
    'x.png',
  );
  return form;
}

const ADMIN_CALLS: { method: string; path: string; body?: () => BodyInit; json?: boolean }[] = [
  { method: 'GET', path: '/bookings' },
  { method: 'GET', path: '/bookings?status=Pending&limit=1' },
  {
    method: 'PUT',
    path: '/bookings/no-such-booking',
    body: () => JSON.stringify({ status: 'Confirmed' }),
    json: true,
  },
  { method: 'PATCH', path: '/cars/no-such-car/toggle' },
  { method: 'DELETE', path: '/cars/no-such-car' },
  { method: 'POST', path: '/cars/add', body: carForm },
  { method: 'PUT', path: '/cars/no-such-car', body: carForm },
  {
    method: 'POST',
    path: '/offers',
    body: () => JSON.stringify({ imageUrl: 'https://example.com/x.png' }),
    json: true,
  },
  { method: 'DELETE', path: '/offers/no-such-offer' },
];

test('a customer token reaches no admin call', async () => {
  const customer = await registerCustomer(`Curious ${letters(6)}`);
  for (const call of ADMIN_CALLS) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${customer.token}`,
      'x-forwarded-for': `172.30.${randomInt(0, 255)}.${randomInt(1, 255)}`,
    };
    if (call.json) headers['content-type'] = 'application/json';
    const res = await fetch(`${STACK.baseUrl}/api${call.path}`, {
      method: call.method,
      headers,
      body: call.body?.(),
    });
    expect(res.status, `${call.method} ${call.path}`).toBe(403);
    const body = (await res.json()) as { error?: string; code?: string };
    expect(body.code, `${call.method} ${call.path}`).toBeTruthy();

    const anonymous = await fetch(`${STACK.baseUrl}/api${call.path}`, {
      method: call.method,
      headers: call.json ? { 'content-type': 'application/json' } : {},
      body: call.body?.(),
    });
    expect(anonymous.status, `${call.method} ${call.path} without a token`).toBe(401);
  }
});

test('admin pages send visitors and customers to the home page', async ({ page }) => {
  const customer = await registerCustomer(`Visitor ${letters(6)}`);
  await signInAsCustomer(page, customer);
  for (const path of [
    '/admin/dashboard',
    '/admin/add-car',
    '/admin/edit-car/demo',
    '/admin/bookings',
    '/adminoffers',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`${STACK.baseUrl}/`);
  }

  // A customer's token in the admin slot: the server answers 403, the screen drops it and leaves.
  await page.evaluate((token) => localStorage.setItem('adminToken', token), customer.token);
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(`${STACK.baseUrl}/`);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('admin sign-in checks the fields, shows the server’s error and Signing In...', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username (e-mail)')).toHaveAccessibleDescription(
    'E-mail is required.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password is required.',
  );

  await page.getByLabel('Username (e-mail)').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username (e-mail)')).toHaveAccessibleDescription(
    'Enter a valid e-mail address.',
  );

  await page.getByLabel('Username (e-mail)').fill(STACK.admin.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('wrong-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();

  // Hold the answer until the busy state has been seen, however long that takes.
  let release = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  release();
  const alert = page.locator('.alert-danger');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText('Login failed. Please try again.');

  await page.unroute('**/api/auth/login');
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(alert).toHaveText('Login failed. Please try again.');
});

test('a signed-in admin goes straight to the dashboard and logs out with a confirmation', async ({
  page,
}) => {
  const token = await adminToken();
  await signInAsAdmin(page, token);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${STACK.baseUrl}/`);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
