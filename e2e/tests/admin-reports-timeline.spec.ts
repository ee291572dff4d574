import { readFile } from 'node:fs/promises';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/session';
import { addOwnCar, bookViaApi, kolkataDaysAhead, letters } from '../support/test-data';

// docs/product.md#reports and #fleet-timeline: the owner reads the figures of a period and
// downloads its bookings as CSV; the fleet timeline shows tomorrow's booking as a bar on a
// desktop and on a phone, and its pickup list opens the booking.

const SHOTS = process.env.E2E_SCREENSHOTS;

test('the owner reads reports, downloads a CSV and plans tomorrow on the timeline', async ({
  page,
}) => {
  test.slow();
  const token = await adminToken();
  const renter = await registerCustomer(`Lalitha ${letters(6)}`);
  const car = await addOwnCar(token);
  const tomorrow = kolkataDaysAhead(1);
  const { _id: bookingId } = await bookViaApi(renter, car._id, {
    pickupDate: tomorrow,
    pickupTime: '10:00',
    returnDate: kolkataDaysAhead(2),
    returnTime: '10:00',
  });
  await apiCall('PUT', `/bookings/${bookingId}`, { status: 'Confirmed' }, token);
  await signInAsAdmin(page, token);

  await test.step('reports: figures, charts and a CSV of the period', async () => {
    await page.goto('/admin/reports');
    await page.getByLabel('Period', { exact: true }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill(kolkataDaysAhead(0));
    await page.getByLabel('To', { exact: true }).fill(kolkataDaysAhead(7));
    const utilisation = page.getByRole('region', { name: 'Utilisation per car, table' });
    // The new car, booked for 24 of the 8 days' hours since it joined the fleet.
    await expect(utilisation.getByRole('row', { name: new RegExp(car.name) })).toContainText('24');
    await expect(page.getByRole('img', { name: /^Bookings by status:/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fleet utilisation' })).toBeVisible();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/reports-1280.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/reports-390.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Bookings CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `bookings-${kolkataDaysAhead(0)}-to-${kolkataDaysAhead(7)}.csv`,
    );
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain(`${bookingId},`);
    expect(csv).toContain(renter.name);
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await test.step(`timeline at ${label} px: the bar and tomorrow's pickup`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/admin/timeline');
      // Today's window opens with now in view, also where it scrolls sideways.
      await expect(page.locator('.fleet-now').first()).toBeInViewport();
      await page.getByRole('button', { name: 'Next day' }).click();
      const row = page.getByRole('region', { name: new RegExp(`^${car.name}`) });
      const bar = row.getByRole('link', { name: new RegExp(renter.name) });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveClass(/text-bg-success/);
      const pickups = page.getByRole('region', { name: /^Pickups tomorrow/ });
      // The item opens the booking; its Hand over button beside it goes to the pickup record.
      const item = pickups.getByRole('link', { name: new RegExp(`Confirmed ${renter.name}`) });
      await expect(item).toBeVisible();
      await expect(
        pickups.getByRole('link', { name: new RegExp(`^Hand over: ${renter.name}`) }),
      ).toHaveAttribute('href', `/admin/bookings/${bookingId}/pickup`);
      // The page itself never scrolls sideways: only the timeline's box does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/timeline-${label}.png`, fullPage: true });
      await expectNoAxeViolations(page);
      await item.click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${bookingId}$`));
      await expect(page.getByRole('dialog')).toContainText(renter.name);
    });
  }
});
