import type { Page } from '@playwright/test';
import { adminToken, listCars, registerCustomer } from '../support/api';
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { addOwnCar, bookViaApi, kolkataDaysAhead } from '../support/test-data';
import { signInAsAdmin } from '../support/session';

// The back office is axe-clean on a laptop and usable on a phone: nothing wider than the
// screen, every control labelled and reachable by keyboard with a visible focus.

// One admin sign-in per file: sign-in is rate limited per account (docs/product.md#security).
let session: Promise<string> | undefined;

async function signedIn(page: Page) {
  await signInAsAdmin(page, await (session ??= adminToken()));
}

// The bookings screen and its modal are checked on a booking of this file's own.
test.beforeAll(async () => {
  const car = await addOwnCar(await (session ??= adminToken()));
  const customer = await registerCustomer('Usha Rani');
  await bookViaApi(customer, car._id, {
    pickupDate: kolkataDaysAhead(20),
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(21),
    returnTime: '10:00',
  });
});

const PAGES = [
  { path: '/admin/dashboard', heading: 'Admin Dashboard' },
  { path: '/admin/add-car', heading: 'Add Car' },
  { path: '/admin/edit-car/:first', heading: 'Edit Car' },
  { path: '/admin/bookings', heading: 'Bookings' },
  { path: '/adminoffers', heading: 'Offer Management' },
  { path: '/admin/messages', heading: 'Failed messages' },
];

async function pages() {
  const car = (await listCars())[0]!;
  return PAGES.map((p) => ({ ...p, path: p.path.replace(':first', car._id) }));
}

async function settle(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the login page is axe-clean and works from the keyboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Username (e-mail)').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeFocused();
    // Bootstrap draws the focus of buttons as a ring (box-shadow), other controls as an outline.
    const focus = await submit.evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, ring: style.boxShadow };
    });
    expect(focus.outline !== 'none' || focus.ring !== 'none', JSON.stringify(focus)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByText('E-mail is required.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // One test per page: an axe run is the heaviest step of a journey, and on a busy machine six
  // of them in a row outlasted one test's time.
  for (const { path, heading } of PAGES) {
    test(`the admin page '${heading}' is axe-clean`, async ({ page }) => {
      await signedIn(page);
      await page.goto(path.replace(':first', (await listCars())[0]!._id));
      await settle(page, heading);
      await expectNoAxeViolations(page);
    });
  }

  test('the add-car form with its messages, and the booking modal, are axe-clean', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/admin/add-car');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.getByText('Please fill the Name field.')).toBeVisible();
    await expect(page.getByText('Please upload at least one image.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.goto('/admin/bookings');
    await settle(page, 'Bookings');
    await page
      .getByRole('button', { name: /View \/ Edit/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The booking's texts and e-mails (docs/product.md#messages) are part of the check.
    await expect(page.getByRole('dialog').getByText('Booking received · Text')).toBeVisible();
    // Contrast is measured once the fade-in is over.
    await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('no admin page is wider than the phone and the menu is reachable', async ({ page }) => {
    await signedIn(page);
    for (const { path, heading } of await pages()) {
      await page.goto(path);
      await settle(page, heading);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(PHONE.width);
      // The menu is one row that scrolls sideways, with the open screen's link in view.
      const menu = page.getByRole('navigation', { name: 'Admin' });
      const links = menu.getByRole('list');
      const row = await links.boundingBox();
      expect(row!.height, `${path}: the menu is more than one row`).toBeLessThan(50);
      // (An edited car has no link of its own.)
      if (!path.startsWith('/admin/edit-car'))
        await expect(menu.locator('a.active')).toBeInViewport();
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeInViewport();
    }
    // Every link can be scrolled to and opened.
    const menu = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Reports', 'Offers']) {
      const link = menu.getByRole('link', { name });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
    await menu.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
  });

  test('bookings read as cards and the modal fills the screen', async ({ page }) => {
    await signedIn(page);
    await page.goto('/admin/bookings');
    await settle(page, 'Bookings');
    await expect(page.getByRole('table')).toBeHidden();
    await page
      .getByRole('button', { name: /View \/ Edit/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Status', { exact: true })).toBeInViewport();
    const box = await dialog.locator('.modal-content').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    const messages = dialog.getByText('Booking received · Text');
    await messages.scrollIntoViewIfNeeded();
    await expect(messages).toBeInViewport();
    const body = dialog.locator('.modal-body');
    const overflow = await body.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'the modal scrolls sideways').toBeLessThanOrEqual(0);
  });

  test('the add-car form is usable: fields full width, messages beside them', async ({ page }) => {
    await signedIn(page);
    await page.goto('/admin/add-car');
    await page.getByRole('button', { name: 'Add Car' }).click();
    const name = page.getByLabel('Name');
    await expect(name).toBeFocused();
    const box = await name.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await expect(page.getByText('Please fill the Name field.')).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
