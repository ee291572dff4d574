import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@rental/shared/api-error';
import { DELIVERY_MESSAGES, type BookingDelivery } from '@rental/shared/delivery';
import { json, makeBooking, renderSignedIn, stubApi } from '../testing';
import { BookingDeliverySection } from './booking-delivery';

// docs/product.md#doorstep-delivery: the renter changes a leg's address or hour on the booking
// card until the cut-off; the server's answer decides.

afterEach(() => vi.unstubAllGlobals());

const OPEN_UNTIL = '2099-01-01T06:00:00.000+05:30';
const booking = makeBooking({
  pickupDate: '2098-12-31',
  pickupTime: '10:00',
  returnDate: '2099-01-02',
  returnTime: '18:00',
  pickupDateTime: '2098-12-31T10:00:00.000+05:30',
  returnDateTime: '2099-01-02T18:00:00.000+05:30',
});

function delivery(over: Partial<BookingDelivery['legs'][number]> = {}): BookingDelivery {
  return {
    legs: [
      {
        leg: 'pickup',
        at: '2098-12-31T10:00:00.000+05:30',
        line: '12 Lake Road',
        landmark: 'Near the temple',
        pin: '500039',
        lat: null,
        lng: null,
        fee: 300,
        state: 'scheduled',
        ...over,
      },
    ],
    changeUntil: { pickup: '2098-12-31T06:00:00.000+05:30', return: OPEN_UNTIL },
  };
}

async function openPickupForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Doorstep delivery: change the address or time'));
  const pickup = await screen.findByRole('region', { name: 'Pickup' });
  await user.click(within(pickup).getByRole('button', { name: 'Change delivery: pickup' }));
  return pickup;
}

describe("the renter's doorstep delivery change", () => {
  it('changes the address and shows the new fee and total', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, delivery()),
      'PUT /bookings/b1/delivery/pickup': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(
          200,
          delivery({ line: '4 Hill Street', landmark: '', pin: '500092', fee: 450 }),
        );
      },
      'GET /bookings/b1': () => json(200, { ...booking, totalAmount: 5450 }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);

    const pickup = await openPickupForm(user);
    expect(within(pickup).getByText(/12 Lake Road, Near the temple, 500039/)).toBeVisible();
    expect(within(pickup).getByText(/Changes close at/)).toBeVisible();
    const line = within(pickup).getByLabelText('House and street');
    await user.clear(line);
    await user.type(line, '4 Hill Street');
    await user.clear(within(pickup).getByLabelText('Landmark (optional)'));
    const pin = within(pickup).getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '500092');
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));

    const saved = await within(pickup).findByText(
      `${DELIVERY_MESSAGES.changed} Fee ₹450; new total ₹5,450.`,
    );
    expect(saved).toHaveFocus();
    // The hour did not move, so only the address is sent.
    expect(sent).toEqual([
      { address: { line: '4 Hill Street', landmark: '', pin: '500092', lat: null, lng: null } },
    ]);
    expect(within(pickup).getByText(/4 Hill Street, 500092/)).toBeVisible();
  });

  it('moves the hour within the booked period', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, delivery()),
      'PUT /bookings/b1/delivery/pickup': (init) => {
        sent.push(JSON.parse(init!.body as string));
        return json(200, delivery({ at: '2098-12-31T14:30:00.000+05:30' }));
      },
      'GET /bookings/b1': () => json(200, { ...booking, totalAmount: 5300 }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);

    const pickup = await openPickupForm(user);
    const date = within(pickup).getByLabelText('Day');
    expect(date).toHaveAttribute('min', '2098-12-31');
    expect(date).toHaveAttribute('max', '2099-01-02');
    const time = within(pickup).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));

    expect(await within(pickup).findByText(/new total ₹5,300/)).toHaveFocus();
    expect(sent).toEqual([
      {
        address: {
          line: '12 Lake Road',
          landmark: 'Near the temple',
          pin: '500039',
          lat: null,
          lng: null,
        },
        date: '2098-12-31',
        time: '14:30',
      },
    ]);
  });

  it('offers the free hours of a full hour as buttons, and a pick saves it', async () => {
    const sent: Array<{ time?: string }> = [];
    stubApi({
      'GET /bookings/b1/delivery': () => json(200, delivery()),
      'PUT /bookings/b1/delivery/pickup': (init) => {
        const body = JSON.parse(init!.body as string) as { time?: string };
        sent.push(body);
        return body.time === '12:00'
          ? json(409, {
              error: DELIVERY_MESSAGES.slotFull,
              code: ERROR_CODES.deliverySlotFull,
              freeHours: [
                { date: '2098-12-31', time: '11:00' },
                { date: '2098-12-31', time: '13:00' },
              ],
            })
          : json(200, delivery({ at: '2098-12-31T13:00:00.000+05:30' }));
      },
      'GET /bookings/b1': () => json(200, booking),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);

    const pickup = await openPickupForm(user);
    const time = within(pickup).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '12:00');
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));

    const failure = await within(pickup).findByRole('alert');
    expect(failure).toHaveTextContent(DELIVERY_MESSAGES.slotFull);
    expect(failure).toHaveFocus();
    const hours = within(pickup).getByRole('group', { name: 'Free hours' });
    const buttons = within(hours).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);

    expect(await within(pickup).findByText(/new total ₹5,000/)).toHaveFocus();
    expect(sent.map((b) => b.time)).toEqual(['12:00', '13:00']);
  });

  it('shows the cut-off and no form for a closed leg, and closes a leg the server refuses', async () => {
    stubApi({
      'GET /bookings/b1/delivery': () =>
        json(200, {
          ...delivery({ at: '2020-01-01T10:00:00.000+05:30' }),
          changeUntil: { pickup: '2020-01-01T06:00:00.000+05:30', return: OPEN_UNTIL },
        }),
      'PUT /bookings/b1/delivery/return': () =>
        json(409, {
          error: DELIVERY_MESSAGES.tooLate(4),
          code: ERROR_CODES.deliveryChangeClosed,
        }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);
    await user.click(screen.getByText('Doorstep delivery: change the address or time'));

    const pickup = await screen.findByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByText(DELIVERY_MESSAGES.tooLate(4))).toBeVisible();
    expect(within(pickup).queryByRole('button')).not.toBeInTheDocument();

    // The return is at the branch; the renter asks for the door, and the server says it closed.
    const ret = screen.getByRole('region', { name: 'Return' });
    expect(within(ret).getByText(/At the branch/)).toBeVisible();
    await user.click(within(ret).getByRole('button', { name: 'Change delivery: return' }));
    await user.click(within(ret).getByLabelText('Collect it from my address'));
    await user.type(within(ret).getByLabelText('House and street'), '4 Hill Street');
    await user.type(within(ret).getByLabelText('PIN code'), '500092');
    await user.click(within(ret).getByRole('button', { name: 'Save the change' }));

    expect(await within(ret).findByText(DELIVERY_MESSAGES.tooLate(4))).toBeVisible();
    expect(within(ret).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a missing address beside its field, sending nothing', async () => {
    const api = stubApi({
      'GET /bookings/b1/delivery': () => json(200, { ...delivery(), legs: [] }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingDeliverySection booking={booking} />);
    await openPickupForm(user);
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    await user.click(within(pickup).getByLabelText('Bring the car to my address'));
    await user.click(within(pickup).getByRole('button', { name: 'Save the change' }));

    const line = within(pickup).getByLabelText('House and street');
    expect(line).toHaveAttribute('aria-invalid', 'true');
    expect(line).toHaveFocus();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('is not offered once the trip has begun or for a cancelled booking', () => {
    const api = stubApi({});
    renderSignedIn(
      <BookingDeliverySection booking={{ ...booking, status: 'Cancelled' }} />,
    ).unmount();
    renderSignedIn(<BookingDeliverySection booking={{ ...booking, onTrip: true }} />);
    expect(screen.queryByText(/Doorstep delivery/)).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
