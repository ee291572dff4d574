import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import { makeBooking } from '@/test/make-booking';
import { MESSAGES } from '@rental/shared/messages';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { AdminBookings } from './admin-bookings';

function booking(n: number, overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    _id: `b${n}`,
    customerName: `Customer ${n}`,
    customerEmail: `c${n}@example.com`,
    ...overrides,
  });
}

/** A server of 45 bookings that honours limit and offset. */
function serveBookings(total = 45) {
  return stubFetch((call) => {
    const limit = Number(call.url.searchParams.get('limit') ?? total);
    const offset = Number(call.url.searchParams.get('offset') ?? 0);
    const page = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      booking(offset + i + 1),
    );
    return json(page, { headers: { 'x-total-count': String(total) } });
  });
}

const lastList = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/bookings').at(-1)!.url.searchParams;

function renderPage(url = '/admin/bookings') {
  return renderAdmin(<AdminBookings />, { path: '/admin/bookings', url });
}

describe('admin bookings list', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the server for the first page, newest first, with every status', async () => {
    const calls = serveBookings();
    renderPage();
    expect(await screen.findAllByText('Customer 1')).not.toHaveLength(0);
    const params = lastList(calls);
    expect(params.get('limit')).toBe('20');
    expect(params.get('offset')).toBeNull();
    expect(params.get('sort')).toBe('newest');
    expect(params.get('status')).toBeNull();
    expect(screen.getByLabelText('Status')).toHaveValue('All');
    expect(screen.getByLabelText('Sort')).toHaveValue('newest');
    expect(screen.getByText('Showing 1–20 of 45 bookings')).toBeInTheDocument();
  });

  it("heads each phone card with the booking's reference, as the table shows it", async () => {
    stubFetch(() =>
      json([booking(1, { reference: 'AB12CD34' }), booking(2, { reference: 'EF56AB78' })], {
        headers: { 'x-total-count': '2' },
      }),
    );
    renderPage();
    const cards = within((await screen.findAllByRole('list'))[0]!).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'AB12CD34 · Customer 1',
    );
    expect(within(cards[1]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'EF56AB78 · Customer 2',
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Ref' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'AB12CD34' })).toBeInTheDocument();
  });

  it('opens the booking the address names, and closes it back to the list', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/bookings/b77'
        ? json(booking(77, { customerName: 'Linked Renter' }))
        : json([booking(1)], { headers: { 'x-total-count': '1' } }),
    );
    renderPage('/admin/bookings?booking=b77');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Linked Renter');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the linked booking cannot be found', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/bookings/missing'
        ? json({ error: 'Booking not found.', code: 'NOT_FOUND' }, { status: 404 })
        : json([booking(1)], { headers: { 'x-total-count': '1' } }),
    );
    renderPage('/admin/bookings?booking=missing');
    expect(await screen.findByText(MESSAGES.linkedBookingNotFound)).toBeInTheDocument();
  });

  it('reads its state from the address', async () => {
    const calls = serveBookings();
    renderPage('/admin/bookings?status=Pending&search=ravi&sort=oldest&page=2');
    expect(await screen.findByText('Showing 21–40 of 45 bookings')).toBeInTheDocument();
    const params = lastList(calls);
    expect(Object.fromEntries(params)).toEqual({
      status: 'Pending',
      search: 'ravi',
      sort: 'oldest',
      limit: '20',
      offset: '20',
    });
    expect(screen.getByLabelText('Reference, mobile, plate or name')).toHaveValue('ravi');
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
  });

  it('pages with the pagination and keeps the page in the address', async () => {
    const calls = serveBookings();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('Showing 1–20 of 45 bookings');
    const pages = screen.getByRole('navigation', { name: 'Bookings pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByText('Showing 41–45 of 45 bookings')).toBeInTheDocument();
    expect(lastList(calls).get('offset')).toBe('40');
    expect(router.location.search).toBe('?page=3');
    expect(within(pages).getByText('3').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('goes back to page 1 when the status filter or sort changes', async () => {
    const calls = serveBookings();
    const user = userEvent.setup();
    const { router } = renderPage('/admin/bookings?page=2');
    await screen.findByText('Showing 21–40 of 45 bookings');
    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(router.location.search).toBe('?status=Confirmed'));
    expect(lastList(calls).get('status')).toBe('Confirmed');
    expect(lastList(calls).get('offset')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sort'), 'None');
    await waitFor(() => expect(router.location.search).toBe('?status=Confirmed&sort=none'));
    expect(lastList(calls).get('sort')).toBeNull();
  });

  it('searches once typing pauses, not on every key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serveBookings();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPage('/admin/bookings?page=2');
    await screen.findByText('Showing 21–40 of 45 bookings');
    const before = calls.length;
    await user.type(screen.getByLabelText('Reference, mobile, plate or name'), 'Ravi');
    expect(calls.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(router.location.search).toBe('?search=Ravi'));
    await waitFor(() => expect(lastList(calls).get('search')).toBe('Ravi'));
    const searches = calls.slice(before).map((c) => c.url.searchParams.get('search'));
    expect(searches).toEqual(['Ravi']);
  });

  it("says 'No bookings found.' when nothing matches", async () => {
    serveBookings(0);
    renderPage('/admin/bookings?search=nobody');
    expect(await screen.findByText(MESSAGES.noBookings)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bookings pages' })).not.toBeInTheDocument();
  });

  it('marks a booking whose car is out with its renter as On trip', async () => {
    stubFetch(() =>
      json(
        [booking(1, { status: 'Confirmed', onTrip: true }), booking(2, { status: 'Confirmed' })],
        {
          headers: { 'x-total-count': '2' },
        },
      ),
    );
    renderPage();
    await screen.findAllByText('Customer 1');
    // The table and the phone cards both say it, for the one booking on a trip only.
    expect(screen.getAllByText('On trip')).toHaveLength(2);
  });

  it('opens a booking and saves a new status with the admin token', async () => {
    let current = booking(1);
    const calls = stubFetch((call) => {
      if (call.method === 'PUT') {
        const changes = JSON.parse(String(call.body)) as Partial<Booking>;
        current = booking(1, {
          ...changes,
          statusHistory: [
            ...booking(1).statusHistory,
            {
              status: 'Confirmed',
              changedAt: '2026-11-21T09:00:00+05:30',
              changedBy: 'admin@example.com',
              note: '',
            },
          ],
        });
        return json(current);
      }
      if (call.url.pathname === '/api/bookings/b1') return json(current);
      return json([current], { headers: { 'x-total-count': '1' } });
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /View \/ Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('TS0920190012345')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Confirmed');
    await user.selectOptions(within(dialog).getByLabelText('Pickup location'), 'Doorstep delivery');
    expect(within(dialog).getByLabelText('Doorstep address')).toHaveValue('1 Main Road, Hyderabad');
    await user.selectOptions(within(dialog).getByLabelText('Gas tank reading'), '3/4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Booking updated.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/bookings/b1');
    expect(put.headers.get('authorization')).toBe('Bearer admin-test-token');
    expect(JSON.parse(String(put.body))).toEqual({
      status: 'Confirmed',
      pickupLocation: '1 Main Road, Hyderabad',
      gasTankReading: '3/4',
      staffNote: '',
    });
    expect(within(dialog).getByText(/by admin@example.com/)).toBeInTheDocument();
  });
  it("shows the server's reason in the modal when confirming is refused", async () => {
    const refusal =
      'This booking overlaps a maintenance block of the car (2026-12-01 09:00 to 2026-12-02 ' +
      '18:00: Periodic service), counting the 2-hour cleaning gap. Remove the block or cancel ' +
      'the booking.';
    stubFetch((call) => {
      if (call.method === 'PUT')
        return json({ error: refusal, code: 'maintenance_overlap' }, { status: 409 });
      if (call.url.pathname === '/api/bookings/b1') return json(booking(1));
      return json([booking(1)], { headers: { 'x-total-count': '1' } });
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /View \/ Edit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText(refusal)).toHaveClass('alert-danger');
    expect(within(dialog).queryByText('Booking updated.')).not.toBeInTheDocument();
  });

  it('shows how long each Pending booking still holds its car, in the list and the modal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:40:00+05:30'));
    const held = booking(1, { heldUntil: '2026-11-20T18:00:00+05:30' });
    const expired = booking(2, { heldUntil: '2026-11-20T12:00:00+05:30' });
    const confirmed = booking(3, { status: 'Confirmed' });
    stubFetch((call) => {
      if (call.url.pathname === '/api/bookings/b1') return json(held);
      return json([held, expired, confirmed], { headers: { 'x-total-count': '3' } });
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Customer 1')).getByText('Held 5 h 20 min more')).toBeInTheDocument();
    expect(within(row('Customer 2')).getByText('Hold expired')).toBeInTheDocument();
    expect(within(row('Customer 3')).queryByText(/Held|Hold/)).not.toBeInTheDocument();

    await user.click(within(row('Customer 1')).getByRole('button', { name: /View \/ Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Held 5 h 20 min more')).toBeInTheDocument();
    expect(within(dialog).getByText(/until 20 Nov 2026, 6:00/)).toBeInTheDocument();
  });

  it("shows why the system changed a booking's status in its history", async () => {
    const released = booking(1, {
      status: 'Cancelled',
      statusHistory: [
        ...booking(1).statusHistory,
        {
          status: 'Cancelled',
          changedAt: '2026-11-20T22:00:00+05:30',
          changedBy: 'system',
          note: 'Not confirmed in time',
        },
      ],
    });
    stubFetch((call) =>
      call.url.pathname === '/api/bookings/b1'
        ? json(released)
        : json([released], { headers: { 'x-total-count': '1' } }),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /View \/ Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const change = within(dialog).getByText('by the system').closest('li')!;
    expect(change).toHaveTextContent('Not confirmed in time');
  });
});
