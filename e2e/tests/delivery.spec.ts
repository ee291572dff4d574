import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { adminToken, apiCall, registerCustomer } from '../support/api';
import { fillBooking, stepHeading } from '../support/booking-form';
import { signInAsAdmin, signInAsCustomer } from '../support/session';
import { addOwnCar, bookingRequest, kolkataDaysAhead } from '../support/test-data';

// docs/product.md#doorstep-delivery on a phone, with the demo data's delivery areas: a renter
// has the car brought to a PIN code of the branch's area (the fee a line of the quote and of the
// booking), is refused one outside it and an hour whose drivers are all booked (picking one of
// the free hours offered instead), and a driver runs the day's list from scheduled to done.

test.use({ viewport: PHONE });

const SHOTS = '/tmp/shots-delivery';
const BRANCH = 'Vanasthalipuram';
/** The demo area's fee for Vanasthalipuram's own PIN code. */
const IN_AREA = { pin: '500070', fee: 199 };
/** Dilsukhnagar's PIN code, which Vanasthalipuram does not serve. */
const OUTSIDE = '500060';
// The catalogue's texts (docs/product.md#doorstep-delivery), exactly as the renter reads them.
const OUTSIDE_AREA =
  'We do not deliver to that PIN code from this branch. Choose the branch instead.';
const ON_THE_WAY_SENT = 'Marked on the way; the renter has been told.';
const SLOT_FULL = 'Our drivers are fully booked at that hour. Choose one of the free hours.';
/** Where the renter's phone says it is (Vanasthalipuram). */
const HERE = { latitude: 17.3245, longitude: 78.5546 };

/** Takes every slot of the branch's hour on `date` at `time` with other renters' deliveries. */
async function fillHour(date: string, time: string) {
  const owner = await adminToken();
  const areas = await apiCall<{ branch: string; slotsPerHour: number }[]>('GET', '/delivery/areas');
  const slots = areas.find((a) => a.branch === BRANCH)!.slotsPerHour;
  for (let i = 0; i < slots; i++) {
    const car = await addOwnCar(owner, { branch: BRANCH });
    const other = await registerCustomer(
      ['Meena Rao', 'Vikram Das', 'Latha Iyer', 'Sunil Jain'][i % 4],
    );
    const schedule = { pickupDate: date, pickupTime: time, returnDate: date, returnTime: '20:00' };
    await apiCall(
      'POST',
      '/bookings/book',
      {
        ...bookingRequest(other, car._id, schedule),
        delivery: { pickup: { line: '1-2-3, Main Road', landmark: '', pin: IN_AREA.pin } },
      },
      other.token,
    );
  }
}

test('a renter books doorstep delivery in the area and is refused outside it', async ({ page }) => {
  test.slow();
  const car = await addOwnCar(await adminToken(), { branch: BRANCH, price: '2000' });
  const renter = await registerCustomer('Swathi Reddy');
  await signInAsCustomer(page, renter);
  await page.goto(`/book/${car._id}`);
  await fillBooking(page, { pickupDate: kolkataDaysAhead(21), returnDate: kolkataDaysAhead(22) });
  const back = () => page.getByRole('button', { name: 'Back', exact: true }).click();
  const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
  await back();
  await back();
  await expect(stepHeading(page)).toHaveText('Booking Schedule');

  const pickup = page.getByRole('group', { name: 'Pickup' });
  await test.step('a PIN code outside the area is refused with its reason', async () => {
    await pickup.getByLabel('Bring the car to my address').check();
    await pickup.getByLabel('House and street').fill('Plot 14, Sahara Estates Road');
    await pickup.getByLabel('Landmark (optional)').fill('Opposite the water tank');
    await pickup.getByLabel('PIN code').fill(OUTSIDE);
    await expect(pickup.getByText(OUTSIDE_AREA)).toBeVisible();
    await expect(pickup.getByLabel('PIN code')).toHaveAttribute('aria-describedby', /.+/);
    await next();
    await next();
    await expect(stepHeading(page)).toHaveText('Booking Summary');
    await page.getByRole('button', { name: 'Book Now' }).click();
    // The server's refusal goes beside the PIN code, back on the schedule step, with the focus.
    await expect(stepHeading(page)).toHaveText('Booking Schedule');
    const pin = pickup.getByLabel('PIN code');
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveAccessibleDescription(new RegExp(OUTSIDE_AREA.replace(/\./g, '\\.')));
    await expectNoAxeViolations(page);
  });

  await test.step('a PIN code of the area shows its fee as a line of the quote', async () => {
    await pickup.getByLabel('PIN code').fill(IN_AREA.pin);
    await expect(pickup.getByText(`Fee ₹${IN_AREA.fee}, added to your total.`)).toBeVisible();
    const lines = page.getByTestId('quote-lines').first();
    await expect(lines).toContainText(`Doorstep delivery to PIN ${IN_AREA.pin}`);
    await expectNoAxeViolations(page);
    // The section itself: a full-page picture draws the sticky bars over it.
    await page
      .getByRole('region', { name: 'Doorstep delivery' })
      .screenshot({ path: `${SHOTS}/wizard-delivery-step.png` });
  });

  const bookingId =
    await test.step('the booking carries the fee line and the doorstep leg', async () => {
      await next();
      await next();
      await expect(stepHeading(page)).toHaveText('Booking Summary');
      const lines = page.getByTestId('quote-lines').first();
      await expect(lines).toContainText(`Doorstep delivery to PIN ${IN_AREA.pin}`);
      await expect(lines).toContainText(`₹${IN_AREA.fee}`);
      // Other renters' deliveries fill the pickup's hour (10:00): the exact refusal, the free
      // hours as buttons, and one of them books.
      await fillHour(kolkataDaysAhead(21), '10:00');
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByText(SLOT_FULL).first()).toBeVisible();
      const offer = page.getByRole('group', { name: 'Free hours to bring the car' });
      await expect(offer.getByRole('button').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/wizard-hour-full.png`, fullPage: true });
      await offer.getByRole('button').first().click();
      await expect(page.getByText(/^Moved to /)).toBeVisible();
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings/book'),
      );
      await page.getByRole('button', { name: 'Book Now' }).click();
      const booking = (await (await created).json()) as {
        _id: string;
        totalAmount: number;
        quote: { lines: { kind: string; label: string; amount: number }[] };
      };
      expect(booking.quote.lines).toContainEqual({
        kind: 'delivery',
        label: `Doorstep delivery to PIN ${IN_AREA.pin}`,
        amount: IN_AREA.fee,
      });
      await expect(page).toHaveURL('/thank-you', { timeout: 8_000 });
      await expect(
        page.getByText(`₹${booking.totalAmount.toLocaleString('en-IN')}`).first(),
      ).toBeVisible();
      const legs = await apiCall<{ legs: { leg: string; pin: string; fee: number }[] }>(
        'GET',
        `/bookings/${booking._id}/delivery`,
        undefined,
        renter.token,
      );
      expect(legs.legs).toEqual([
        expect.objectContaining({ leg: 'pickup', pin: IN_AREA.pin, fee: IN_AREA.fee }),
      ]);
      return booking._id;
    });

  await test.step("the renter changes the address on the booking card with the phone's location", async () => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(HERE);
    await page.goto('/account?tab=bookings');
    await page.getByText('Doorstep delivery: change the address or time').click();
    const leg = page.getByRole('region', { name: 'Pickup', exact: true });
    await leg.getByRole('button', { name: 'Change delivery: pickup' }).click();
    await leg.getByLabel('Landmark (optional)').fill('Blue gate beside the pharmacy');
    await leg.getByRole('button', { name: 'Add my location from this phone' }).click();
    await expect(leg.getByRole('button', { name: 'Location added ✓' })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await leg.screenshot({ path: `${SHOTS}/renter-change-form-1280.png` });
    await page.setViewportSize(PHONE);
    await leg.screenshot({ path: `${SHOTS}/renter-change-form.png` });
    await leg.getByRole('button', { name: 'Save the change' }).click();
    const done = leg.getByText(/^Doorstep details changed\. Fee ₹199; new total ₹[\d,]+\.$/);
    await expect(done).toBeFocused();
    await expect(done).toBeInViewport();
    await expectNoAxeViolations(page);
    await leg.screenshot({ path: `${SHOTS}/renter-change-saved.png` });
    // The driver's map opens the phone's location rather than the typed address.
    const mine = await apiCall<{ legs: { at: string }[] }>(
      'GET',
      `/bookings/${bookingId}/delivery`,
      undefined,
      renter.token,
    );
    const day = await apiCall<{ legs: { bookingId: string; mapsUrl: string }[] }>(
      'GET',
      `/admin/delivery/day?branch=${BRANCH}&date=${mine.legs[0]!.at.slice(0, 10)}`,
      undefined,
      await adminToken(),
    );
    expect(day.legs.find((l) => l.bookingId === bookingId)?.mapsUrl).toContain(
      encodeURIComponent(`${HERE.latitude},${HERE.longitude}`),
    );
  });
});

test('a driver runs the day from a phone: scheduled, on the way, done', async ({ page }) => {
  test.slow();
  const owner = await adminToken();
  const car = await addOwnCar(owner, { branch: BRANCH });
  const renter = await registerCustomer('Karthik Goud');
  const day = kolkataDaysAhead(24);
  const booking = await apiCall<{ _id: string }>(
    'POST',
    '/bookings/book',
    {
      ...bookingRequest(renter, car._id, {
        pickupDate: day,
        pickupTime: '09:30',
        returnDate: kolkataDaysAhead(25),
        returnTime: '18:00',
      }),
      delivery: {
        pickup: {
          line: 'H.No. 3-4-112, Hasthinapuram Road',
          landmark: 'Near the bus depot',
          pin: IN_AREA.pin,
        },
      },
    },
    renter.token,
  );

  await signInAsAdmin(page, owner);
  await page.goto('/admin/deliveries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deliveries');
  await page.getByLabel('Branch').selectOption(BRANCH);
  await page.getByLabel('Day', { exact: true }).fill(day);
  const inWords = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T00:00:00Z`));
  await expect(
    page.getByRole('heading', { level: 2, name: `${BRANCH}: ${inWords}` }),
  ).toBeVisible();

  const leg = page.getByRole('listitem').filter({ hasText: renter.name });
  await expect(leg.getByRole('heading')).toHaveText('09:30 · Delivery');
  await expect(leg).toContainText('Near the bus depot');
  await expect(leg.getByRole('link', { name: `Call ${renter.mobile}` })).toHaveAttribute(
    'href',
    `tel:${renter.mobile}`,
  );
  await expect(leg.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(leg.getByText('Scheduled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/driver-day-scheduled.png`, fullPage: true });

  await leg.getByRole('button', { name: 'Mark on the way' }).click();
  await expect(leg.getByText(ON_THE_WAY_SENT)).toBeVisible();
  await expect(leg.getByText('On the way', { exact: true })).toBeVisible();
  await leg.getByRole('button', { name: 'Mark done' }).click();
  await expect(leg.getByText('Done', { exact: true })).toBeVisible();
  await expect(leg.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/driver-day-done.png`, fullPage: true });

  // The branch switches delivery off for the day (new bookings are refused it), then back on.
  await page.getByRole('button', { name: 'Switch delivery off for this day' }).click();
  await expect(page.getByText('Doorstep delivery is off this day.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch delivery back on for this day' }).click();
  await expect(
    page.getByRole('button', { name: 'Switch delivery off for this day' }),
  ).toBeVisible();
  await expect(page.getByText('Doorstep delivery is off this day.')).toHaveCount(0);

  await leg.getByRole('link', { name: 'Pickup record' }).click();
  await expect(page).toHaveURL(`/admin/bookings/${booking._id}/pickup`);
});
