import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handover, ReturnRecord } from '@rental/shared/handover';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { BILL, handoverBooking, PICKUP, stubObjectUrls, takeSixPhotos } from '../testing';
import { ReturnScreen } from './handover-screens';

const RENTAL = BILL.lines[0]!;

/** The server's bill for a record: the rental, 10 rupees a km beyond 600, and the lines sent. */
function billFor(record: ReturnRecord) {
  const extraKm = Math.max(0, record.odometerKm - PICKUP.odometerKm - 600);
  const lines = [
    RENTAL,
    ...(extraKm > 0
      ? [
          {
            kind: 'extra_km',
            description: `${extraKm} km over the 600 km allowance × ₹10`,
            amount: extraKm * 10,
          },
        ]
      : []),
    ...(record.charges ?? []),
  ];
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    kmDriven: record.odometerKm - PICKUP.odometerKm,
    kmAllowed: 600,
    extraKm,
    lateDays: 0,
  };
}

type Answer = (call: RecordedCall) => Response;

function serve({ onReturn, photos = [] }: { onReturn?: Answer; photos?: Handover['photos'] } = {}) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path.startsWith('/api/bookings/b1/photos/')) return new Response('webp');
    if (path === '/api/bookings/b1/bill-preview')
      return json(billFor(JSON.parse(String(call.body))));
    if (path === '/api/bookings/b1/return' && onReturn) return onReturn(call);
    if (path === '/api/bookings/b1/invoice') {
      return new Response('%PDF-1.7 test', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="HSD-26-27-0001.pdf"',
        },
      });
    }
    if (path === '/api/bookings/b1')
      return json(handoverBooking({ pickup: { ...PICKUP, photos } }));
    return json({ error: 'Not found', code: 'not_found' }, { status: 404 });
  });
}

const previews = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.url.pathname.endsWith('/bill-preview'))
    .map((c) => JSON.parse(String(c.body)) as ReturnRecord);

function renderReturn() {
  return renderAdmin(<ReturnScreen bookingId="b1" />, {
    path: '/admin/bookings/:id/return',
    url: '/admin/bookings/b1/return',
  });
}

describe('return form', () => {
  beforeEach(() => {
    stubObjectUrls();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the server’s bill, line by line, once the odometer reading is typed', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderReturn();
    const bill = await screen.findByRole('region', { name: 'Bill so far' });
    expect(bill).toHaveTextContent('Enter the odometer reading to see the bill.');
    expect(screen.getByLabelText('Odometer (km)')).toHaveAccessibleDescription(
      'At pickup: 12,000 km.',
    );

    await user.type(screen.getByLabelText('Odometer (km)'), '12920');
    expect(
      await within(bill).findByText('320 km over the 600 km allowance × ₹10'),
    ).toBeInTheDocument();
    expect(within(bill).getByText('Extra kilometres')).toBeInTheDocument();
    expect(within(bill).getByText('2 days × ₹2,000')).toBeInTheDocument();
    expect(within(bill).getByText('₹3,200')).toBeInTheDocument();
    expect(within(bill).getByText('Total').parentElement).toHaveTextContent('₹7,200');
    // Asked once the typing paused, not for each key; the fuel stands at the pickup's.
    expect(previews(calls)).toEqual([
      { odometerKm: 12920, fuelLevel: 'Full', damageNotes: '', charges: [] },
    ]);
    expect(screen.getByText('Bill total').parentElement).toHaveTextContent('₹7,200');
  });

  it('lists only the pickup close-ups apart, fetched with the token once opened', async () => {
    const photo = (name: string, position: Handover['photos'][number]['position'], note = '') => ({
      url: `/api/bookings/b1/photos/${name}.webp`,
      thumbnailUrl: `/api/bookings/b1/photos/${name}-thumb.webp`,
      position,
      note,
      takenAt: null,
      takenBy: null,
    });
    const calls = serve({
      photos: [photo('p1', 'front'), photo('p2', 'rear'), photo('p3', 'close-up', 'Dent')],
    });
    const user = userEvent.setup();
    renderReturn();
    // The front and rear stand beside the new photos in the walk, not in a second list.
    await user.click(await screen.findByText('Close-ups at pickup (1)'));
    expect(screen.queryByText(/Photos at pickup/)).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Dent' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:test\//),
    );
    await screen.findByRole('img', { name: 'Front at pickup' });
    const fetched = calls.filter((c) => c.url.pathname.includes('/photos/'));
    expect(fetched.map((c) => c.url.pathname).sort()).toEqual([
      '/api/bookings/b1/photos/p1-thumb.webp',
      '/api/bookings/b1/photos/p3-thumb.webp',
    ]);
    expect(fetched[0]!.headers.get('authorization')).toBe('Bearer admin-test-token');
  });

  it('asks nothing while the odometer reads less than at pickup, and says so', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderReturn();
    await user.type(await screen.findByLabelText('Odometer (km)'), '11999');
    const bill = screen.getByRole('region', { name: 'Bill so far' });
    expect(bill).toHaveTextContent(HANDOVER_MESSAGES.odometerBelowPickup(12_000));
    await user.type(
      screen.getByLabelText('Odometer (km)'),
      '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}12500',
    );
    await waitFor(() =>
      expect(within(bill).getByText('Total').parentElement).toHaveTextContent('₹4,000'),
    );
    expect(previews(calls).map((r) => r.odometerKm)).toEqual([12500]);
  });

  it('adds and removes charge lines, and the bill counts the complete ones', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderReturn();
    await user.type(await screen.findByLabelText('Odometer (km)'), '12500');
    await user.click(screen.getByRole('button', { name: '+ Add a charge' }));
    expect(screen.getByLabelText('For')).toHaveFocus();
    expect(
      within(screen.getByLabelText('For'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Refuelling', 'Damage', 'Tolls', 'Fines', 'Cleaning']);
    await user.selectOptions(screen.getByLabelText('For'), 'Refuelling');
    await user.type(screen.getByLabelText('Description'), 'Half a tank');
    await user.type(screen.getByLabelText('Amount (₹)'), '1500');

    await user.click(screen.getByRole('button', { name: '+ Add a charge' }));
    const second = screen.getByRole('heading', { name: 'Charge 2' }).closest('li')!;
    await user.selectOptions(within(second).getByLabelText('For'), 'Tolls');
    await user.type(within(second).getByLabelText('Description'), 'ORR toll');

    const bill = screen.getByRole('region', { name: 'Bill so far' });
    expect(await within(bill).findByText('Half a tank')).toBeInTheDocument();
    await waitFor(() =>
      expect(previews(calls).at(-1)!.charges).toEqual([
        { kind: 'fuel', description: 'Half a tank', amount: 1500, photos: [] },
      ]),
    );
    expect(within(bill).queryByText('ORR toll')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove charge 1' }));
    expect(screen.getByRole('button', { name: '+ Add a charge' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { name: /^Charge \d$/ })).toHaveLength(1);
    expect(screen.getByLabelText('Description')).toHaveValue('ORR toll');
    await waitFor(() => expect(within(bill).queryByText('Half a tank')).not.toBeInTheDocument());

    // An incomplete line stops the save with its message beside it.
    await user.click(screen.getByRole('radio', { name: '1/2' }));
    await takeSixPhotos(user);
    await user.click(screen.getByRole('button', { name: /Save return/ }));
    expect(await screen.findByText('Enter the amount in whole rupees.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/return'))).toBe(false);
  });

  it('shows the odometer refusal beside the field', async () => {
    serve({
      onReturn: () =>
        json(
          {
            error: HANDOVER_MESSAGES.odometerBelowPickup(12_000),
            code: 'validation',
            fields: { odometerKm: HANDOVER_MESSAGES.odometerBelowPickup(12_000) },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderReturn();
    await user.type(await screen.findByLabelText('Odometer (km)'), '12100');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await takeSixPhotos(user);
    await user.click(screen.getByRole('button', { name: /Save return/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Odometer (km)')).toHaveAccessibleDescription(
        `${HANDOVER_MESSAGES.odometerBelowPickup(12_000)} At pickup: 12,000 km.`,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal of the whole record just above the save button', async () => {
    serve({
      onReturn: () =>
        json({ error: HANDOVER_MESSAGES.alreadyReturned, code: 'conflict' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderReturn();
    await user.type(await screen.findByLabelText('Odometer (km)'), '12100');
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await takeSixPhotos(user);
    await user.click(screen.getByRole('button', { name: /Save return/ }));
    const alert = await screen.findByText(HANDOVER_MESSAGES.alreadyReturned);
    expect(alert).toHaveFocus();
    expect(alert.nextElementSibling).toContainElement(
      screen.getByRole('button', { name: /Save return/ }),
    );
  });

  it('closes with the final bill and downloads the invoice under the server’s name', async () => {
    const calls = serve({
      onReturn: () =>
        json(
          handoverBooking({
            status: 'Completed',
            pickup: PICKUP,
            return: { ...PICKUP, at: '2026-12-03T08:40:00+05:30', odometerKm: 12_920 },
            bill: BILL,
            invoiceNumber: 'HSD/26-27/0001',
            balance: {
              due: 7_700,
              paid: 2_000,
              refunded: 0,
              outstanding: 5_700,
              depositHeld: 30_000,
            },
          }),
          { status: 201 },
        ),
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderReturn();
    await user.type(await screen.findByLabelText('Odometer (km)'), '12920');
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    await takeSixPhotos(user);
    await user.click(screen.getByRole('button', { name: /Save return/ }));

    const done = await screen.findByRole('region', { name: /Car returned/ });
    expect(within(done).getByText(/Final bill · HSD\/26-27\/0001/)).toBeInTheDocument();
    expect(within(done).getByText('320 km over the 600 km allowance × ₹10')).toBeInTheDocument();
    // The money in three figures: paid so far · to collect now · deposit to give back.
    const money = within(done).getByRole('region', { name: 'Money now' });
    expect(money).toHaveTextContent(
      'Paid so far₹2,000To collect now₹5,700Deposit to give back₹30,000',
    );
    expect(within(done).getByRole('link', { name: 'Back to bookings' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );

    await user.click(within(done).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('HSD-26-27-0001.pdf');
    expect(clicked[0]!.href).toMatch(/^blob:test\//);
    const invoice = calls.find((c) => c.url.pathname === '/api/bookings/b1/invoice')!;
    expect(invoice.headers.get('authorization')).toBe('Bearer admin-test-token');
  });
});
