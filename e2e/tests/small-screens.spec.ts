import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test } from '../support/fixtures';
import { adminToken, registerCustomer, type E2eCustomer } from '../support/api';
import { NARROW, expectNoSidewaysScroll, expectNoWcagViolations } from '../support/focus';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// Every route at 320, 390 and 1280 px: nothing scrolls sideways (WCAG 1.4.10 reflow), and at
// 320 px, the narrowest, axe's WCAG 2.2 A and AA rules find nothing.

const WIDTHS = [
  ['320', NARROW],
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

let customer: E2eCustomer;
let admin: string;
let carId = '';

test.beforeAll(async () => {
  admin = await adminToken();
  customer = await registerCustomer('Venkata Subrahmanyam Lakshminarasimhan');
  carId = (await addOwnCar(admin))._id;
  const day = 40 + Math.floor(Math.random() * 200);
  await bookViaApi(
    customer,
    carId,
    {
      pickupDate: kolkataDaysAhead(day),
      pickupTime: '10:00',
      returnDate: kolkataDaysAhead(day + 2),
      returnTime: '10:00',
    },
    { purpose: 'Weekend trip to Srisailam with the family', destination: 'Srisailam' },
  );
});

const ROUTES = {
  visitor: () => ['/', '/cars', `/cars/${carId}`, '/about', '/offers', '/contact'],
  'content and sign-in': () => [
    '/terms',
    '/privacy',
    '/support',
    '/login',
    '/admin',
    '/thank-you',
    '/no-such-page',
  ],
  customer: () => ['/account', '/account?tab=update', '/account?tab=bookings', `/book/${carId}`],
  admin: () => [
    '/admin/dashboard',
    '/admin/bookings',
    '/admin/payments',
    '/admin/add-car',
    `/admin/edit-car/${carId}`,
    '/adminoffers',
  ],
} as const;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
}

for (const [label, viewport] of WIDTHS) {
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });

    for (const group of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
      test(`${group} screens fit the width`, async ({ page }) => {
        // A screen a time, each with axe at 320 px, on a CI machine with two cores.
        test.setTimeout(150_000);
        if (group === 'customer') await signInAsCustomer(page, customer);
        if (group === 'admin') await signInAsAdmin(page, admin);
        for (const path of ROUTES[group]()) {
          await open(page, path);
          await expectNoSidewaysScroll(page, path);
          if (label === '320') await expectNoWcagViolations(page);
        }
      });
    }
  });
}
