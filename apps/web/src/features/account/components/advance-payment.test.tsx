import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import type { Booking } from '@rental/shared/bookings';
import { json, makeBooking, makePayment, renderSignedIn, stubApi } from '../testing';
import { BookingAdvanceSection } from './booking-advance-section';
import { BookingCard } from './booking-card';

afterEach(() => vi.unstubAllGlobals());

const UPI_LINK = 'upi://pay?pa=hsd@okaxis&pn=Hyderabad%20Self%20Drive&am=1250&cu=INR&tn=b1';
const pending = (over: Partial<Booking> = {}) =>
  makeBooking({
    status: 'Pending',
    extendable: false,
    advance: { amount: 1250, upiLink: UPI_LINK },
    ...over,
  });

describe('the advance on the thank-you screen', () => {
  it('offers the UPI app and the QR code, and records the reference as submitted', async () => {
    let booking = pending({ heldUntil: '2026-11-20T22:00:00.000+05:30' });
    const api = stubApi({
      'GET /bookings/b1': () => json(200, booking),
      'POST /bookings/b1/payments': (init) => {
        const payment = makePayment({ reference: JSON.parse(init!.body as string).reference });
        booking = { ...booking, payments: [payment] };
        return json(201, payment);
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingAdvanceSection bookingId="b1" />);

    const section = await screen.findByRole('region', { name: 'Advance' });
    expect(section).toHaveTextContent('₹1,250');
    expect(within(section).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      UPI_LINK,
    );
    expect(
      await within(section).findByRole('img', { name: 'QR code to pay ₹1,250 by UPI' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(section).toHaveTextContent('UPI ID hsd@okaxis');
    expect(section).toHaveTextContent(
      /We hold the car for you until Fri, 20 Nov,? 2026, 10:00 pm IST/,
    );

    // Spaces copied along from the UPI app are dropped.
    await user.type(within(section).getByLabelText('UPI reference (UTR)'), '4123 4567 8901');
    await user.click(within(section).getByRole('button', { name: 'Send the reference' }));

    const submitted = await screen.findByRole('status');
    expect(submitted).toHaveTextContent(
      /UPI reference 412345678901 for ₹1,250 submitted .*, being checked/,
    );
    // The form is gone: its confirmation holds the focus, not the page body.
    expect(submitted).toHaveFocus();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      kind: 'advance',
      method: 'upi',
      reference: '412345678901',
    });
    expect(screen.queryByLabelText('UPI reference (UTR)')).not.toBeInTheDocument();
  });

  it('checks the reference has 12 digits before sending it', async () => {
    const api = stubApi({ 'GET /bookings/b1': () => json(200, pending()) });
    const user = userEvent.setup();
    renderSignedIn(<BookingAdvanceSection bookingId="b1" />);
    await user.type(await screen.findByLabelText('UPI reference (UTR)'), '41234567890');
    await user.click(screen.getByRole('button', { name: 'Send the reference' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.referenceFormat)).toBeInTheDocument();
    expect(screen.getByLabelText('UPI reference (UTR)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's message for a reference already used", async () => {
    stubApi({
      'GET /bookings/b1': () => json(200, pending()),
      'POST /bookings/b1/payments': () =>
        json(409, { error: PAYMENT_MESSAGES.referenceUsed, code: 'reference_used' }),
    });
    const user = userEvent.setup();
    renderSignedIn(<BookingAdvanceSection bookingId="b1" />);
    await user.type(await screen.findByLabelText('UPI reference (UTR)'), '412345678901');
    await user.click(screen.getByRole('button', { name: 'Send the reference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.referenceUsed);
  });

  it('says the advance is paid at the branch when the business takes no UPI', async () => {
    stubApi({
      'GET /bookings/b1': () => json(200, pending({ advance: { amount: 1250, upiLink: null } })),
    });
    renderSignedIn(<BookingAdvanceSection bookingId="b1" />);
    expect(
      await screen.findByText(
        'Advance ₹1,250: pay it at the branch (cash, card or UPI) before pickup.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('UPI reference (UTR)')).not.toBeInTheDocument();
  });
});

describe('the advance on a booking card', () => {
  it('folds the UPI steps away and shows until when the car is held', () => {
    stubApi({});
    renderSignedIn(
      <BookingCard booking={pending({ heldUntil: '2026-11-20T22:00:00.000+05:30' })} />,
    );
    expect(screen.getByText('Pay the advance of ₹1,250 by UPI')).toBeInTheDocument();
    expect(screen.getByLabelText('UPI reference (UTR)')).not.toBeVisible();
    expect(screen.getByText('Held until').nextElementSibling).toHaveTextContent(
      /Fri, 20 Nov,? 2026, 10:00 pm IST/,
    );
  });

  it('shows a received advance and the balance behind a disclosure', () => {
    stubApi({});
    renderSignedIn(
      <BookingCard
        booking={pending({
          payments: [makePayment({ status: 'received', decidedBy: 'admin' })],
          balance: { due: 5000, paid: 1250, refunded: 0, outstanding: 3750, depositHeld: 0 },
        })}
      />,
    );
    expect(screen.getByText(/Advance of ₹1,250 received/)).toBeInTheDocument();
    expect(screen.getByText(/Payments and balance/)).toHaveTextContent('(₹3,750 to pay)');
    expect(screen.getByText('Still to pay').nextElementSibling).toHaveTextContent('₹3,750');
    expect(screen.queryByLabelText('UPI reference (UTR)')).not.toBeInTheDocument();
  });

  it("shows a rejected reference with the business's note, and asks again", () => {
    stubApi({});
    renderSignedIn(
      <BookingCard
        booking={pending({
          payments: [
            makePayment({ status: 'rejected', note: 'No such payment reached our account' }),
          ],
        })}
      />,
    );
    expect(screen.getByText(/was not accepted/).parentElement).toHaveTextContent(
      'Reason: No such payment reached our account.',
    );
    expect(screen.getByLabelText('UPI reference (UTR)')).toBeVisible();
  });
});

describe('a released booking', () => {
  it('says why it was cancelled', () => {
    stubApi({});
    renderSignedIn(
      <BookingCard
        booking={pending({
          status: 'Cancelled',
          cancellable: false,
          statusHistory: [
            {
              status: 'Pending',
              changedAt: '2026-11-20T10:00:00.000+05:30',
              changedBy: 'customer',
              note: '',
            },
            {
              status: 'Cancelled',
              changedAt: '2026-11-20T22:00:00.000+05:30',
              changedBy: 'system',
              note: 'Not confirmed in time',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('Cancelled: Not confirmed in time.')).toBeInTheDocument();
    // Nothing is left to pay on a cancelled booking.
    expect(screen.queryByText(/Pay the advance/)).not.toBeInTheDocument();
  });

  it('tells a renter who cancelled the refund in words, not the ledger’s note', () => {
    stubApi({});
    const at = '2026-11-21T09:00:00.000+05:30';
    renderSignedIn(
      <BookingCard
        booking={pending({
          status: 'Cancelled',
          cancellable: false,
          payments: [
            makePayment({ status: 'received' }),
            makePayment({ id: 'r1', kind: 'refund', status: 'submitted', recordedAt: at }),
          ],
          statusHistory: [
            { status: 'Pending', changedAt: at, changedBy: 'customer', note: '' },
            {
              status: 'Cancelled',
              changedAt: at,
              changedBy: 'customer',
              note: 'Cancelled by the customer',
            },
            {
              status: 'Cancelled',
              changedAt: at,
              changedBy: 'system',
              note: 'Refund of ₹1,250 by UPI due to the customer',
            },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('refund-note')).toHaveTextContent(
      /^Refund of ₹1,250: we pay it by UPI to the account you paid from by \d+ \w+ \d{4}\.$/,
    );
    expect(screen.queryByText(/due to the customer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Cancelled:/)).not.toBeInTheDocument();
  });
});
