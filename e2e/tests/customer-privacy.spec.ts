import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { listCars, registerCustomer } from '../support/api';
import { bookViaApi, kolkataDaysAhead } from '../support/test-data';
import { STACK } from '../support/stack-config';

// docs/product.md#security: a customer sees only their own bookings; a rejected token signs the
// customer out cleanly with a message.

test.use({ viewport: PHONE });

test("a second customer sees none of the first one's bookings, in the account or by the API", async ({
  page,
}) => {
  const cars = (await listCars()).filter((c) => c.available);
  const car = cars.at(-1)!;
  const first = await registerCustomer('Lakshmi Prasad');
  await bookViaApi(first, car._id, {
    pickupDate: kolkataDaysAhead(40),
    pickupTime: '08:00',
    returnDate: kolkataDaysAhead(41),
    returnTime: '20:00',
  });
  const second = await registerCustomer('Arjun Varma');

  const res = await fetch(`${STACK.baseUrl}/api/bookings/customer/${first._id}`, {
    headers: { authorization: `Bearer ${second.token}`, 'x-forwarded-for': '172.20.1.9' },
  });
  expect(res.status).toBe(403);

  await page.goto('/login?next=%2Faccount%3Ftab%3Dbookings');
  await page.getByLabel('Mobile number').fill(second.mobile);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/account?tab=bookings');
  await expect(page.getByText('No bookings found.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(car.name)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a rejected token signs the customer out with a message and a way back', async ({ page }) => {
  const customer = await registerCustomer('Sneha Joshi');
  await page.goto('/');
  await page.evaluate(
    (user) => {
      localStorage.setItem('userToken', 'not-a-valid-token');
      localStorage.setItem('userData', JSON.stringify(user));
    },
    { _id: customer._id, name: customer.name, mobile: customer.mobile, email: customer.email },
  );
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has expired. Please sign in again.',
  );
  await expect(page.getByText(`Welcome back, ${customer.name}!`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer.name);
});
