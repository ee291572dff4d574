import type { Page } from '@playwright/test';
import type { E2eCustomer } from './api';

// A journey that starts signed in stores the session where the web app keeps it after its own
// sign-in (localStorage on the site's origin), so the sign-in screens are tested only where
// they are the journey.

/** Opens the site and stores `customer`'s session, as the customer sign-in would. */
export async function signInAsCustomer(page: Page, customer: E2eCustomer): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    },
    {
      token: customer.token,
      user: {
        _id: customer._id,
        name: customer.name,
        mobile: customer.mobile,
        email: customer.email,
      },
    },
  );
}

/** Opens the site and stores the admin's token, as the admin sign-in would. */
export async function signInAsAdmin(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
}
