import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, test } from '../support/fixtures';
import { adminToken, registerCustomer } from '../support/api';
import { NARROW, expectNoSidewaysScroll, focusCovers, focusedIs, tabUntil } from '../support/focus';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';

// Focus is always where the person is: on the new screen's heading after a change of screen,
// never under a fixed or sticky part of the screen while tabbing, on the chosen tab; and the
// navigation bar keeps every link in reach with text at 200 %.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('after a change of screen', () => {
  test.use({ viewport: PHONE });

  test('focus lands on the new heading, from the phone menu and from a link', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Cars' }).click();
    await expect(heading(page)).toHaveText('Self-drive cars in Hyderabad');
    await expect(heading(page)).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Self-drive cars in' })).toHaveCount(1);

    await page
      .getByRole('link', { name: /^Details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cars\/.+/);
    await expect(heading(page)).toBeFocused();
    await expect(focusCovers(page)).resolves.toEqual([]);
  });
});

test.describe('the booking form on a phone', () => {
  for (const [label, viewport] of [
    ['320', NARROW],
    ['390', PHONE],
  ] as const) {
    test(`at ${label} px every step tabs through with nothing covered`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const customer = await registerCustomer('Lakshmi Narayana');
      const car = await addOwnCar(await adminToken());
      await signInAsCustomer(page, customer);
      await page.goto(`/book/${car._id}`);
      const step = page.locator('#booking-step-title');
      const next = focusedIs(/^(Next|Book Now)$/);
      const day = 60 + Math.floor(Math.random() * 200);

      const fills: Record<string, [string, string][]> = {
        'Address Info': [
          ['Full address', 'Flat 302, Sai Residency, Road No. 4, Vanasthalipuram'],
          ['City', 'Hyderabad'],
          ['State', 'Telangana'],
          ['PIN code', '500070'],
        ],
        'License & ID': [
          ['Date of birth', '1994-06-15'],
          ['Driving licence number', 'TS0720160034567'],
          ['State where the licence was issued', 'Telangana'],
        ],
        'Booking Schedule': [
          ['Pickup date', kolkataDaysAhead(day)],
          ['Pickup time', '10:00'],
          ['Return date', kolkataDaysAhead(day + 1)],
          ['Return time', '18:00'],
          ['Purpose of the trip', 'Weekend getaway'],
          ['Destination', 'Srisailam'],
        ],
      };
      for (const title of [
        'Your Details',
        'Address Info',
        'License & ID',
        'Booking Schedule',
        'Additional Notes',
        'Booking Summary',
      ]) {
        await expect(step).toHaveText(title);
        for (const [field, value] of fills[title] ?? []) {
          await page.getByLabel(field, { exact: true }).fill(value);
        }
        if (title === 'Booking Schedule')
          await page.getByLabel('Aadhaar + Original Licence').check();
        await expectNoSidewaysScroll(page, title);
        // From the step's heading, through every field, to Next (or Book Now).
        await step.focus();
        await tabUntil(page, next);
        if (title === 'Booking Summary') break;
        await page.keyboard.press('Enter');
        await expect(step).toBeFocused();
      }
    });
  }
});

test.describe('the account tabs', () => {
  test.use({ viewport: NARROW });

  test('arrow keys move the selection and focus together', async ({ page }) => {
    await signInAsCustomer(page, await registerCustomer('Sai Teja'));
    await page.goto('/account');
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Account').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Update')).toBeFocused();
    await expect(tab('Update')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/account?tab=update');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Bookings')).toBeFocused();
    await expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Bookings')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the admin on a phone', () => {
  test.use({ viewport: PHONE });

  test('the booking modal tabs through with nothing covered; saving focuses the outcome', async ({
    page,
  }) => {
    const token = await adminToken();
    const car = await addOwnCar(token);
    const customer = await registerCustomer('Mohammed Abdul Raheem');
    const day = 60 + Math.floor(Math.random() * 200);
    await bookViaApi(
      customer,
      car._id,
      {
        pickupDate: kolkataDaysAhead(day),
        pickupTime: '10:00',
        returnDate: kolkataDaysAhead(day + 2),
        returnTime: '10:00',
      },
      { purpose: 'Weekend trip' },
    );
    await signInAsAdmin(page, token);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(customer.name)}`);
    await page.getByRole('button', { name: /View/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // One column: the trip's values get the width to keep their words whole.
    const purpose = dialog.getByText('Weekend trip', { exact: true });
    expect((await purpose.boundingBox())!.height).toBeLessThan(30);

    await tabUntil(page, focusedIs('Close'), 30);
    await dialog.getByLabel('Staff notes').fill('Called the customer.');
    await dialog.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expect(dialog.getByText('Booking updated.')).toBeFocused();
    await expect(focusCovers(page)).resolves.toEqual([]);
  });
});

test.describe('with text at 200 %', () => {
  test.use({ viewport: DESKTOP });

  test('the navigation bar keeps every link in reach and the footer holds', async ({ page }) => {
    // The browser's default text size (what a person sets in its settings), not a zoom.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Home', 'Cars', 'About', 'Offers', 'Contact', 'Login']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(nav.getByRole('button', { name: 'Chat with us' })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page, 'terms at 200 % text');

    // The footer loads as the visitor scrolls near it: keep going to the end until it is there.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(footer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const brand = (await footer.getByRole('link', { name: /Hyderabad Self Drive/ }).boundingBox())!;
    const links = (await footer.getByRole('heading', { name: 'Quick links' }).boundingBox())!;
    const apart =
      brand.x + brand.width <= links.x ||
      links.x + links.width <= brand.x ||
      brand.y + brand.height <= links.y ||
      links.y + links.height <= brand.y;
    expect(apart).toBe(true);
  });
});
