import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@rental/shared/api-error';
import { DELIVERY_MESSAGES, type BookingDelivery } from '@rental/shared/delivery';
import { json, makeBooking, renderSignedIn, stubApi } from '../testing';
import { BookingDeliverySection } from './booking-delivery';

// docs/product.md#doorstep-delivery: on the booking card's change form, the server's words about
// a field go beside that field, and the location from the phone is asked only on a tap.

afterEach(() => vi.unstubAllGlobals());

const booking = makeBooking({
  pickupDate: '2098-12-31',
  pickupTime: '10:00',
  returnDate: '2099-01-02',
  returnTime: '18:00',
  pickupDateTime: '2098-12-31T10:00:00.000+05:30',
  returnDateTime: '2099-01-02T18:00:00.000+05:30',
});
const HERE = { lat: 17.4065, lng: 78.5916 };
const leg = (over: Partial<BookingDelivery['legs'][number]> = {}): BookingDelivery => ({
  legs: [
    {
      leg: 'pickup',
      at: '2098-12-31T10:00:00.000+05:30',
      line: '12 Lake Road',
      landmark: '',
      pin: '500039',
      lat: null,
      lng: null,
      fee: 300,
      state: 'scheduled',
      ...over,
    },
  ],
  changeUntil: {
    pickup: '2098-12-31T06:00:00.000+05:30',
    return: '2099-01-02T14:00:00.000+05:30',
  },
});

async function openPickupForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Doorstep delivery: change the address or time'));
  const pickup = await screen.findByRole('region', { name: 'Pickup' });
  await user.click(within(pickup).getByRole('button', { name: 'Change delivery: pickup' }));
  return pickup;
}

/** The phone's answer to the location button: a position, or an error code. */
function stubPhone(answer: GeolocationPosition['coords'] | 1 | 2) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (typeof answer === 'number') {
      fail({ code: answer, PERMISSION_DENIED: 1, message: '' } as GeolocationPositionError);
    } else ok({ coords: answer } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe("the change form's refusals and location", () => {
  it('puts a refused PIN code beside its field and focuses it', async () => {
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, leg()),
      'PUT /bookings/b1/delivery/pickup': () =>
        json(422, {
          error: DELIVERY_MESSAGES.outsideArea,
          code: ERROR_CODES.outsideDeliveryArea,
          fields: { 'delivery.pickup.pin': DELIVERY_MESSAGES.outsideArea },
        }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);
    const pickup = await openPickupForm(user);
    const pin = within(pickup).getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '500100');
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));

    await vi.waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription(DELIVERY_MESSAGES.outsideArea);
    // Beside the field only: no second copy above the button.
    expect(within(pickup).getAllByText(DELIVERY_MESSAGES.outsideArea)).toHaveLength(1);
  });

  it("puts a refused time beside the time and the address's wrong field beside it", async () => {
    const answers = [
      json(400, {
        error: DELIVERY_MESSAGES.tooSoon(4),
        code: ERROR_CODES.validation,
        fields: { time: DELIVERY_MESSAGES.tooSoon(4) },
      }),
      json(400, {
        error: 'Please fill the house and street field.',
        code: ERROR_CODES.validation,
        fields: {
          address: 'Please fill the house and street field.',
          'address.line': 'Please fill the house and street field.',
        },
      }),
    ];
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, leg()),
      'PUT /bookings/b1/delivery/pickup': () => answers.shift()!,
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);
    const pickup = await openPickupForm(user);
    const time = within(pickup).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '11:00');
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));
    await vi.waitFor(() => expect(time).toHaveFocus());
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(DELIVERY_MESSAGES.tooSoon(4));

    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));
    const line = within(pickup).getByLabelText('House and street');
    await vi.waitFor(() => expect(line).toHaveFocus());
    expect(line).toHaveAccessibleDescription('Please fill the house and street field.');
  });

  it('adds the location from the phone only on a tap, and sends it', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, leg()),
      'PUT /bookings/b1/delivery/pickup': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(200, leg({ landmark: 'Blue gate', ...HERE }));
      },
      'GET /bookings/b1': () => json(200, booking),
    });
    const phone = stubPhone({ latitude: HERE.lat, longitude: HERE.lng } as GeolocationCoordinates);
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);
    const pickup = await openPickupForm(user);
    expect(phone).not.toHaveBeenCalled();
    await user.type(within(pickup).getByLabelText('Landmark (optional)'), 'Blue gate');
    await user.click(
      within(pickup).getByRole('button', { name: 'Add my location from this phone' }),
    );
    expect(within(pickup).getByRole('button', { name: 'Location added ✓' })).toBeVisible();
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));
    await within(pickup).findByText(/Doorstep details changed/);
    expect(sent).toEqual([
      { address: { line: '12 Lake Road', landmark: 'Blue gate', pin: '500039', ...HERE } },
    ]);
  });

  it('says a refused location in words, drops a stale one, and the typed address still saves', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, leg(HERE)),
      'PUT /bookings/b1/delivery/pickup': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(200, leg({ line: '4 Hill Street' }));
      },
      'GET /bookings/b1': () => json(200, booking),
    });
    stubPhone(1);
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);
    const pickup = await openPickupForm(user);
    // The leg's stored location stands until the street changes.
    expect(within(pickup).getByRole('button', { name: 'Location added ✓' })).toBeVisible();
    const line = within(pickup).getByLabelText('House and street');
    await user.clear(line);
    await user.type(line, '4 Hill Street');
    const locate = within(pickup).getByRole('button', { name: 'Add my location from this phone' });
    await user.click(locate);
    expect(within(pickup).getByText(DELIVERY_MESSAGES.locationRefused)).toBeVisible();
    expect(locate).toHaveAccessibleDescription(DELIVERY_MESSAGES.locationRefused);

    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));
    await within(pickup).findByText(/Doorstep details changed/);
    expect(sent).toEqual([
      { address: { line: '4 Hill Street', landmark: '', pin: '500039', lat: null, lng: null } },
    ]);
  });
});
