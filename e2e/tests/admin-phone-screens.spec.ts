import type { Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/session';
import { addOwnCar } from '../support/test-data';

// Issues 24 and 28: the owner's Reports and Rates screens on a 390 px phone. Nothing scrolls
// sideways: the Reports controls stack in one column and the fleet's prices become one card per car.

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: PHONE });

/** How far the page is wider than the phone's screen. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the rates screen shows each car as a card of prices, with no sideways scroll', async ({
  page,
}) => {
  const owner = await adminToken();
  const car = await addOwnCar(owner, { price: '2400' });
  await signInAsAdmin(page, owner);
  await page.goto('/admin/rates');
  const row = page.getByRole('row').filter({ hasText: car.name });
  await expect(row).toContainText('₹2,400');
  const box = await row.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const table = page.getByRole('region', { name: 'Prices of every car' });
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  // The edit link is in the card, reachable without scrolling sideways.
  const edit = row.getByRole('link', { name: `Edit prices of ${car.name}` });
  const editBox = await edit.boundingBox();
  expect(editBox!.x + editBox!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rates-cards-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('the reports screen fits a phone: menu in one row, controls in one column', async ({
  page,
}) => {
  await signInAsAdmin(page, await adminToken());
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Fleet utilisation' })).toBeVisible();
  // The back-office menu is one row (it scrolls inside itself), with Reports in view.
  const menu = page.getByRole('navigation', { name: 'Admin' }).getByRole('list');
  const links = menu.getByRole('link');
  const tops = new Set(
    await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top))),
  );
  expect(tops.size).toBe(1);
  const reports = menu.getByRole('link', { name: 'Reports' });
  const reportsBox = await reports.boundingBox();
  expect(reportsBox!.x).toBeGreaterThanOrEqual(0);
  expect(reportsBox!.x + reportsBox!.width).toBeLessThanOrEqual(PHONE.width);
  // The export buttons are one column of full-width buttons.
  for (const name of ['Bookings CSV', 'Payments CSV', 'Invoice register CSV']) {
    const button = await page.getByRole('button', { name }).boundingBox();
    expect(button!.width).toBeGreaterThan(PHONE.width - 40);
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
