import type { Page } from '@playwright/test';
import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { listCars, registerCustomer } from '../support/api';
import { signInAsCustomer } from '../support/session';

// docs/product.md#availability on a phone: a renter searches next weekend from Home, books a free
// car through the form with the dates carried along; a second renter searching an overlapping
// window sees that car 'Booked for these dates', and free the week after; the car's calendar marks
// the days as partly busy and says their busy hours.

test.use({ viewport: PHONE });

/** 'YYYY-MM-DD' in Kolkata, `days` after today. */
function kolkataDate(days: number): string {
  const now = new Date(Date.now() + (5 * 60 + 30) * 60_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/** The Saturday of next weekend (at least two days away). */
function nextSaturday(): string {
  for (let d = 2; d < 9; d++) {
    const date = kolkataDate(d);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return date;
  }
  throw new Error('unreachable');
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const TAKEN = 'This car is already booked for the selected dates. Please choose different dates.';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page) => page.locator('#booking-step-title');
const carCard = (page: Page, name: string) =>
  page
    .locator('article.car-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a renter books a car free next weekend; for the next renter it is booked then, free a week later', async ({
  page,
}) => {
  const saturday = nextSaturday();
  const sunday = addDays(saturday, 1);
  const from = `${saturday}T09:00`;
  const to = `${sunday}T20:00`;
  let carName = '';
  let carPath = '';

  await test.step('search next weekend from Home', async () => {
    await signInAsCustomer(page, await registerCustomer('Sneha Varma'));
    const form = page.getByRole('search', { name: /Find a car for your dates/ });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('Choose a pickup date and time.')).toBeVisible();
    await form.getByLabel('Pickup').fill(from);
    await form.getByLabel('Return').fill(to);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/cars?${new URLSearchParams({ from, to }).toString()}`);
    await expect(page.getByText(/^\d+ free from /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('book a free car, the dates carried into the schedule step', async () => {
    // A free car other than the first available one, which the customer journey books for
    // next weekend too (the journeys share one database).
    const firstAvailable = (await listCars()).find((c) => c.available)?._id;
    const free = page.locator('article.car-card:not(.is-booked)');
    let card = free.last();
    for (let i = (await free.count()) - 1; i >= 0; i--) {
      const href = await free
        .nth(i)
        .getByRole('link', { name: /^Details/ })
        .getAttribute('href');
      if (!href?.startsWith(`/cars/${firstAvailable}?`)) {
        card = free.nth(i);
        break;
      }
    }
    carName = (await card.getByRole('heading').textContent()) ?? '';
    carPath = (await card.getByRole('link', { name: /^Details/ }).getAttribute('href')) ?? '';
    carPath = carPath.split('?')[0]!;
    await card.getByRole('link', { name: /Book Now/ }).click();
    await expect(page).toHaveURL(/\/book\/[^?]+\?from=/);

    await expect(stepHeading(page)).toHaveText('Your Details');
    await next(page);
    await page.getByLabel('Full address').fill('Flat 7, Sri Sai Towers, Boduppal');
    await page.getByLabel('City').fill('Hyderabad');
    await page.getByLabel('State', { exact: true }).fill('Telangana');
    await page.getByLabel('PIN code').fill('500092');
    await next(page);
    await page.getByLabel('Date of birth').fill('1993-02-11');
    await page.getByLabel('Driving licence number').fill('TS0820150045678');
    await page.getByLabel('State where the licence was issued').fill('Telangana');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Booking Schedule');
    await expect(page.getByLabel('Pickup date')).toHaveValue(saturday);
    await expect(page.getByLabel('Pickup time')).toHaveValue('09:00');
    await expect(page.getByLabel('Return date')).toHaveValue(sunday);
    await expect(page.getByLabel('Return time')).toHaveValue('20:00');
    await expect(page.getByText('The car is free for these dates.')).toBeVisible();
    await page.getByLabel('Purpose of the trip').fill('Weekend getaway');
    await page.getByLabel('Destination').fill('Ananthagiri Hills');
    await page.getByLabel('Aadhaar + Original Licence').check();
    // The chat button rides in the navigation bar, clear of the sticky Back and Next bar.
    const nextBox = (await page.getByRole('button', { name: 'Next', exact: true }).boundingBox())!;
    const chatBox = (await page.getByRole('button', { name: 'Chat with us' }).boundingBox())!;
    expect(chatBox.y + chatBox.height <= nextBox.y || chatBox.x >= nextBox.x + nextBox.width).toBe(
      true,
    );
    await next(page);
    await expect(stepHeading(page)).toHaveText('Additional Notes');
    await next(page);
    await expect(stepHeading(page)).toHaveText('Booking Summary');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking received');
  });

  await test.step('for a second renter the car is booked for an overlapping window', async () => {
    await page.evaluate(() => localStorage.clear());
    await signInAsCustomer(page, await registerCustomer('Farhan Ali'));
    const overlap = new URLSearchParams({
      from: `${sunday}T10:00`,
      to: `${addDays(sunday, 1)}T10:00`,
    });
    await page.goto(`/cars?${overlap.toString()}`);
    const card = carCard(page, carName);
    await expect(card.getByText('Booked for these dates').first()).toBeVisible();
    await expect(card.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('and free the week after', async () => {
    const later = new URLSearchParams({
      from: `${addDays(saturday, 7)}T09:00`,
      to: `${addDays(sunday, 7)}T20:00`,
    });
    await page.goto(`/cars?${later.toString()}`);
    const card = carCard(page, carName);
    await expect(card.getByRole('link', { name: /Book Now/ })).toBeVisible();
    await expect(card.getByText('Booked for these dates')).toHaveCount(0);
  });

  await test.step("the car's calendar marks the weekend and refuses it before the form", async () => {
    await page.goto(carPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(carName);
    const calendar = page.locator('.car-availability');
    await expect(calendar.locator(`[data-date="${saturday}"]`)).toHaveClass(/is-marked/);
    await expect(calendar.locator(`[data-date="${sunday}"]`)).toHaveClass(/is-marked/);
    // Booked 09:00 Saturday to 20:00 Sunday: both days are held only for some hours, and a tap
    // says which (the 2-hour cleaning gap included).
    await expect(calendar.locator(`[data-date="${saturday}"] .month-calendar__bar`)).toHaveClass(
      /is-partial/,
    );
    await calendar.locator(`[data-date="${saturday}"]`).click();
    await expect(calendar.locator('.car-availability__hours')).toContainText(
      'Busy 07:00–24:00 incl. cleaning',
    );
    await calendar.locator(`[data-date="${sunday}"]`).click();
    await expect(calendar.locator('.car-availability__hours')).toContainText(
      'Busy 00:00–22:00 incl. cleaning',
    );
    await calendar.getByLabel('Pickup (IST)').fill(`${sunday}T12:00`);
    await calendar.getByLabel('Return (IST)').fill(`${addDays(sunday, 1)}T12:00`);
    await expect(calendar.getByText(TAKEN)).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Book Now for these dates' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});
