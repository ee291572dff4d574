import { PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { apiCall, latestOtp, listCars, randomMobile, registerCustomer } from '../support/api';
import { bookViaApi } from '../support/test-data';
import { fillBooking, stepHeading } from '../support/booking-form';
import { signInAsCustomer } from '../support/session';

// The customer journey on a phone (docs/product.md#booking): register by OTP, log in, book an
// available car for next weekend in six steps, see the confirmation and the booking in the account,
// log out. And a car already taken for those dates is refused with the server's reason.

test.use({ viewport: PHONE });

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 'YYYY-MM-DD' in Kolkata, `days` after today. */
function kolkataDate(days: number): string {
  const now = new Date(Date.now() + (5 * 60 + 30) * 60_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/** The Saturday of next weekend (at least two days away), plus `weeks` more weeks. */
function nextSaturday(weeks = 0): string {
  for (let d = 2; d < 9; d++) {
    const date = kolkataDate(d);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return kolkataDate(d + weeks * 7);
  }
  throw new Error('unreachable');
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a new customer registers, books a car for next weekend, finds it in the account and logs out', async ({
  page,
}) => {
  // The whole renter journey with an axe check on every screen: longer than one screen's test.
  test.slow();
  const mobile = randomMobile();
  const name = 'Ananya Reddy';
  const password = 'drive-safe-2026';
  const pickupDate = nextSaturday();
  const trip = { pickupDate, returnDate: addDays(pickupDate, 1) };
  // A car free for the trip (the search by dates): other journeys book cars on nearby dates.
  const search = new URLSearchParams({
    from: `${trip.pickupDate}T10:00`,
    to: `${trip.returnDate}T18:00`,
  });
  const car = (
    await apiCall<
      { _id: string; name: string; price: number; branch: string; freeForDates: boolean }[]
    >('GET', `/cars?${search.toString()}`)
  ).find((c) => c.freeForDates)!;

  await test.step('the booking form sends a visitor to log in first', async () => {
    await page.goto(`/book/${car._id}`);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/book/${car._id}`)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expectNoAxeViolations(page);
  });

  await test.step('register with the mobile number and the texted OTP', async () => {
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('E-mail').fill(`ananya.${mobile}@example.com`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent successfully to your mobile!')).toBeVisible();
    await expect(page.getByText(/ask for a new OTP in \d+ s/)).toBeVisible();
    await expect(page.getByLabel('OTP')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('OTP').fill(await latestOtp(mobile));
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Verify & Register' }).click();
    await expect(page.getByText('Registration successful! Please login.')).toBeFocused();
    // docs/product.md#accounts: 2 s later the login form, cleared, with the new mobile ready.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  });

  await test.step('log in and come straight back to the car', async () => {
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful!')).toBeFocused();
    await expect(page.getByText(`Welcome back, ${name}!`)).toBeVisible();
    await expect(page).toHaveURL(`/book/${car._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  await test.step('fill the six steps, with the profile read-only and the quote', async () => {
    await expect(page.getByLabel('Full name')).toHaveValue(name);
    await expect(page.getByLabel('Full name')).toHaveAttribute('readonly');
    await expect(page.getByLabel('Phone')).toHaveValue(mobile);
    await expectNoAxeViolations(page);
    await fillBooking(page, trip, true);

    // The server's quote: two days at the day price, and that total.
    await expect(page.getByText(`Car: ${car.name}`)).toBeVisible();
    const lines = page.getByTestId('quote-lines');
    await expect(lines).toContainText(`2 days × ${rupees.format(car.price)}`);
    await expect(page.getByTestId('quote-total')).toHaveText(rupees.format(car.price * 2));
    await expect(page.getByText('Please share the pickup location on WhatsApp.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  let reference = '';
  await test.step('book it and land on the confirmation 3 s later', async () => {
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Booking received!', { exact: false })).toBeFocused();
    await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
    // Received, not confirmed: the heading never claims more, and says what to do by when.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Booking received');
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('next-step')).toContainText(
      /Pay the advance of ₹[\d,]+ by .+ IST/,
    );
    await expect(page.getByText('Pending Confirmation')).toBeVisible();
    // docs/product.md#screens (Thank-you): the price as booked, line by line. The stack runs
    // without BUSINESS_GSTIN, so it never says the price includes GST
    // (docs/product.md#handover-and-bill).
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price).toContainText(`2 days × ${rupees.format(car.price)}`);
    await expect(page.getByTestId('thank-you-total')).toHaveText(rupees.format(car.price * 2));
    await expect(price).not.toContainText('GST');
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/thank-you-price-390.png`,
        fullPage: true,
      });
    }
    reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await expect(page.locator('main')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    const chat = decodeURIComponent(
      (await page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')) ?? '',
    );
    expect(chat).toContain(reference);
    // docs/product.md#branches: the pickup branch, to call or find on a map.
    const where = page.getByRole('region', { name: `Pickup and return: ${car.branch} branch` });
    await expect(where).toContainText(/Hyderabad 500\d{3}/);
    await expect(where).toContainText('Open 24/7');
    await expect(where.getByRole('link', { name: /Call the branch/ })).toHaveAttribute(
      'href',
      /^tel:\+91\d{10}$/,
    );
    await expect(where.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.google\\.com/maps/search/.*${car.branch}`),
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Confirmation call' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the account lists the booking with its details', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(`+91 ${mobile}`).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Bookings' }).click();
    const card = page.getByRole('article').filter({ hasText: reference });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('region', { name: `Pickup and return: ${car.branch} branch` }),
    ).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(car.name);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card).toContainText(rupees.format(car.price * 2));
    await expect(card).toContainText('Booked on');
    await card.getByText('Trip, customer, licence and address').click();
    await expect(card).toContainText('TS0720160034567');
    await expectNoAxeViolations(page);
  });

  await test.step('a new name shows in the navigation bar at once', async () => {
    await page.getByRole('tab', { name: 'Update' }).click();
    await expect(page.getByLabel('Phone')).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('Full name').fill('Ananya R');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ananya R');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Ananya R', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
  });

  await test.step('log out after confirming', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  });
});

test('a car already booked for those dates is refused with the reason, keeping what was typed', async ({
  page,
}) => {
  const cars = (await listCars()).filter((c) => c.available);
  const car = cars[1] ?? cars[0]!;
  const pickupDate = nextSaturday(3);
  const trip = { pickupDate, returnDate: addDays(pickupDate, 1) };

  const second = await registerCustomer('Meena Iyer');
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(second.mobile);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');

  await page.goto(`/book/${car._id}`);
  await fillBooking(page, trip);
  // Another renter takes the car while this one is on the last step: the form's calendar check
  // said free, the server is the judge.
  const first = await registerCustomer('Kiran Rao');
  await bookViaApi(first, car._id, {
    pickupDate: trip.pickupDate,
    pickupTime: '09:00',
    returnDate: trip.returnDate,
    returnTime: '20:00',
  });

  await page.getByRole('button', { name: 'Book Now' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('already booked');
  await expect(page).toHaveURL(`/book/${car._id}`);
  await expectNoAxeViolations(page);

  await alert.getByRole('button', { name: 'Choose other dates' }).click();
  await expect(stepHeading(page)).toHaveText('Booking Schedule');
  await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  await expect(page.getByLabel('Destination')).toHaveValue('Srisailam');
});

test('the booking screens explain a missing car, a booked car and a confirmation opened directly', async ({
  page,
}) => {
  const customer = await registerCustomer('Rahul Menon');
  await signInAsCustomer(page, customer);

  await page.goto('/book/no-such-car');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found.');
  await expect(page.getByRole('link', { name: 'Browse Cars' })).toBeVisible();
  await expectNoAxeViolations(page);

  const booked = (await listCars()).find((c) => !c.available);
  if (booked) {
    await page.goto(`/book/${booked._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${booked.name} is not available right now`,
    );
    await expect(page.getByRole('link', { name: 'Back to the car' })).toHaveAttribute(
      'href',
      `/cars/${booked._id}`,
    );
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No recent booking to show');
  await expect(page.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
    'href',
    '/account?tab=bookings',
  );
  await expectNoAxeViolations(page);
});
