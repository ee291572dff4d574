import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeBooking, renderSignedIn, stubApi } from '../testing';
import { BookingCard } from './booking-card';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const REASON = 'Cancelled 48 hours or more before pickup: everything paid is refunded.';

describe('cancelling a booking', () => {
  it('shows the refund from the server before the renter confirms, then cancels', async () => {
    const booking = makeBooking();
    let answerPreview = () => {};
    const preview = new Promise<void>((resolve) => (answerPreview = resolve));
    const api = stubApi({
      'GET /bookings/b1/cancellation': async () => {
        await preview;
        return json(200, { refund: 1250, reason: REASON });
      },
      'POST /bookings/b1/cancel': () =>
        json(200, { ...booking, status: 'Cancelled', cancellable: false, extendable: false }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingCard booking={booking} />);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    // Enter on the first focused button keeps the booking.
    expect(within(dialog).getByRole('button', { name: 'Keep the booking' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the booking' });
    // Nothing to confirm before the renter knows the refund.
    expect(await within(dialog).findByText('Working out your refund...')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    answerPreview();
    expect(await within(dialog).findByText('You get ₹1,250 back')).toBeInTheDocument();
    expect(within(dialog).getByText(REASON)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(confirm);
    const outcome = await screen.findByText('Booking cancelled. ₹1,250 will be refunded to you.');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(api).toHaveBeenCalledWith(
      '/api/bookings/b1/cancel',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('keeps the booking when the renter closes the dialog', async () => {
    const api = stubApi({
      'GET /bookings/b1/cancellation': () => json(200, { refund: 0, reason: 'Nothing paid.' }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingCard booking={makeBooking()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('No refund')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("shows the server's reason when the cancellation is refused", async () => {
    stubApi({
      'GET /bookings/b1/cancellation': () => json(200, { refund: 1250, reason: REASON }),
      'POST /bookings/b1/cancel': () =>
        json(409, {
          error: 'The pickup time has passed, so the booking can no longer be cancelled.',
          code: 'not_cancellable',
        }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingCard booking={makeBooking()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('You get ₹1,250 back');
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The pickup time has passed, so the booking can no longer be cancelled.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no Cancel or Extend when the server allows neither', () => {
    stubApi({});
    renderSignedIn(
      <BookingCard
        booking={makeBooking({ status: 'Cancelled', cancellable: false, extendable: false })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });
});

describe('extending a booking', () => {
  it('asks the server about the new return as it is picked, then extends in one step', async () => {
    const booking = makeBooking();
    const asked: string[] = [];
    const api = stubApi({
      'GET /bookings/b1/extension': (_init, url) => {
        const returnAt = url.searchParams.get('returnAt') ?? '';
        asked.push(returnAt);
        return json(200, { free: true, extraAmount: 2500, totalDays: 3, reason: null });
      },
      'POST /bookings/b1/extend': (init) =>
        json(200, { ...booking, returnDateTime: JSON.parse(init!.body as string).returnAt }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingCard booking={booking} />);

    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend your booking' });
    // One day later than the current return, at the same time, to start with.
    expect(within(dialog).getByLabelText('New return date')).toHaveValue('2026-11-30');
    expect(within(dialog).getByLabelText('New return time')).toHaveValue('18:00');
    expect(within(dialog).getByLabelText('New return date')).toHaveFocus();
    expect(await within(dialog).findByText(/This adds/)).toHaveTextContent(
      'This adds ₹2,500: 3 days in all.',
    );
    expect(asked).toEqual(['2026-11-30T18:00:00.000+05:30']);
    expect(within(dialog).getByText(/New return:/)).toHaveTextContent('6:00 pm');

    await user.click(within(dialog).getByRole('button', { name: 'Extend the booking' }));
    expect(await screen.findByText(/Booking extended: return on/)).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      returnAt: '2026-11-30T18:00:00.000+05:30',
    });
  });

  it('says why the car is not free and does not offer to extend', async () => {
    stubApi({
      'GET /bookings/b1/extension': () =>
        json(200, {
          free: false,
          extraAmount: 2500,
          totalDays: 3,
          reason: 'The car is booked from Mon, 30 Nov 2026, 9:00 am.',
        }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingCard booking={makeBooking()} />);
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('The car is booked from Mon, 30 Nov 2026, 9:00 am.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Extend the booking' })).toBeDisabled();
  });

  it('does not ask about a return that is not later than the current one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'GET /bookings/b1/extension': () =>
        json(200, { free: true, extraAmount: 0, totalDays: 2, reason: null }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn(<BookingCard booking={makeBooking()} />);
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const date = screen.getByLabelText('New return date');
    await user.clear(date);
    await user.type(date, '2026-11-29');
    const time = screen.getByLabelText('New return time');
    await user.clear(time);
    await user.type(time, '17:00');
    expect(screen.getByText(/Choose a return later than the current one/)).toBeInTheDocument();
    // Well past the pause after which a valid return is asked about.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(screen.getByRole('button', { name: 'Extend the booking' })).toBeDisabled();
    expect(api.mock.calls.filter(([url]) => String(url).includes('2026-11-29'))).toEqual([]);
    vi.useRealTimers();
  });

  it("shows the server's reason when the extension is refused at the last moment", async () => {
    stubApi({
      'GET /bookings/b1/extension': () =>
        json(200, { free: true, extraAmount: 2500, totalDays: 3, reason: null }),
      'POST /bookings/b1/extend': () =>
        json(409, { error: 'The car is not free until then.', code: 'booking_overlap' }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingCard booking={makeBooking()} />);
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    await screen.findByText(/This adds/);
    await user.click(screen.getByRole('button', { name: 'Extend the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The car is not free until then.');
  });
});
