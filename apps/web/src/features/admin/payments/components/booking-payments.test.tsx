import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import { makeBooking } from '@/test/make-booking';
import { PAYMENT_MESSAGES, type Payment } from '@rental/shared/payments';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { BookingPayments } from './booking-payments';

function entry(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    bookingId: 'b1',
    kind: 'advance',
    method: 'upi',
    amount: 1000,
    reference: '412345678901',
    status: 'submitted',
    recordedBy: 'customer',
    recordedAt: '2026-11-20T10:05:00+05:30',
    decidedBy: null,
    decidedAt: null,
    note: '',
    ...overrides,
  };
}

/** A month-long Innova rental with its UPI advance submitted. */
function booking(overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    carName: 'Innova Crysta',
    customerName: 'Ravi Kumar',
    customerEmail: 'ravi@example.com',
    returnDate: '2026-12-31',
    returnDateTime: '2026-12-31T10:00:00+05:30',
    destination: 'Goa',
    originalDocumentsSubmitted: 'Passport + Original Licence',
    pricePerDay: 4000,
    totalDays: 30,
    totalAmount: 120000,
    statusHistory: [],
    payments: [entry()],
    balance: { due: 120000, paid: 0, refunded: 0, outstanding: 120000, depositHeld: 0 },
    advance: { amount: 30000, upiLink: null },
    ...overrides,
  });
}

const decided = (status: Payment['status'], note = ''): Payment =>
  entry({
    status,
    note,
    decidedBy: 'admin:admin@example.com',
    decidedAt: '2026-11-20T11:00:00+05:30',
  });

/** A server of one booking; `answer` handles the writes and says what the booking becomes. */
function serve(
  initial: Booking,
  answer: (call: RecordedCall) => { response: Response; next?: Booking },
) {
  let current = initial;
  return stubFetch((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/bookings/b1') return json(current);
    const { response, next } = answer(call);
    if (next) current = next;
    return response;
  });
}

const body = (call: RecordedCall) => JSON.parse(String(call.body)) as unknown;

describe("a booking's payments in its modal", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance and each entry in rupees with Indian grouping', async () => {
    serve(
      booking({
        payments: [
          entry({
            status: 'received',
            decidedBy: 'admin:admin@example.com',
            decidedAt: '2026-11-20T11:00:00+05:30',
          }),
          entry({
            id: 'p2',
            kind: 'deposit',
            method: 'cash',
            amount: 30000,
            reference: null,
            status: 'received',
            recordedBy: 'admin:admin@example.com',
            note: 'Passport deposit, receipt 17',
          }),
        ],
        balance: { due: 120000, paid: 1000, refunded: 0, outstanding: 119000, depositHeld: 30000 },
      }),
      () => ({ response: json({}) }),
    );
    renderAdmin(<BookingPayments booking={booking()} />);

    const balance = await screen.findByText('Outstanding');
    await waitFor(() => expect(balance.nextElementSibling).toHaveTextContent('₹1,19,000'));
    expect(screen.getByText('Due').nextElementSibling).toHaveTextContent('₹1,20,000');
    expect(screen.getByText('Deposit held').nextElementSibling).toHaveTextContent('₹30,000');
    const [advance, deposit] = within(screen.getByRole('list', { name: 'Ledger' })).getAllByRole(
      'listitem',
    );
    expect(advance).toHaveTextContent('Advance · UPI');
    expect(advance).toHaveTextContent('₹1,000');
    expect(advance).toHaveTextContent('Ref 412345678901');
    expect(advance).toHaveTextContent('by the customer');
    expect(advance).toHaveTextContent(/Received 20 Nov 2026, 11:00 am by admin admin@example.com/);
    expect(deposit).toHaveTextContent('Deposit · Cash');
    expect(deposit).toHaveTextContent('₹30,000');
    expect(deposit).toHaveTextContent('Note: Passport deposit, receipt 17');
    expect(within(deposit!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('verifies a submitted payment and moves focus to the outcome', async () => {
    const calls = serve(booking(), () => ({
      response: json(decided('received')),
      next: booking({ payments: [decided('received')] }),
    }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.click(await screen.findByRole('button', { name: /^Verify/ }));

    const outcome = await screen.findByText('Payment of ₹1,000 verified: received.');
    await waitFor(() => expect(outcome.closest('.alert')).toHaveFocus());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/payments/p1');
    expect(patch.headers.get('authorization')).toBe('Bearer admin-test-token');
    expect(body(patch)).toEqual({ status: 'received', note: '' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Ledger' })).toHaveTextContent('Received');
  });

  it('asks for the reason before rejecting, and sends it', async () => {
    const calls = serve(booking(), () => ({
      response: json(decided('rejected', 'Not in our account')),
      next: booking({ payments: [decided('rejected', 'Not in our account')] }),
    }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.click(await screen.findByRole('button', { name: /^Reject…/ }));
    const reason = screen.getByLabelText('Reason the renter will see');
    await waitFor(() => expect(reason).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(reason, 'Not in our account');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText(/rejected\. The renter sees your reason/)).toBeInTheDocument();
    expect(body(calls.find((c) => c.method === 'PATCH')!)).toEqual({
      status: 'rejected',
      note: 'Not in our account',
    });
    expect(await screen.findByText('Not in our account')).toBeInTheDocument();
  });

  it('gives focus back to Reject when the reason is cancelled', async () => {
    serve(booking(), () => ({ response: json({}) }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.click(await screen.findByRole('button', { name: /^Reject…/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Reject…/ })).toHaveFocus());
  });

  it("shows the server's refusal of a decision in place", async () => {
    serve(booking(), () => ({
      response: json(
        { error: PAYMENT_MESSAGES.alreadyDecided, code: 'already_decided' },
        { status: 409 },
      ),
    }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.click(await screen.findByRole('button', { name: /^Verify/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.alreadyDecided);
  });

  it('records a cash deposit, offering the passport deposit amount', async () => {
    const recorded = entry({
      id: 'p2',
      kind: 'deposit',
      method: 'cash',
      amount: 30000,
      reference: null,
      status: 'received',
      recordedBy: 'admin:admin@example.com',
    });
    const calls = serve(booking(), () => ({
      response: json(recorded, { status: 201 }),
      next: booking({
        payments: [entry(), recorded],
        balance: { due: 120000, paid: 0, refunded: 0, outstanding: 120000, depositHeld: 30000 },
      }),
    }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.selectOptions(await screen.findByLabelText('Kind'), 'Deposit');
    expect(screen.getByLabelText('Amount (₹, whole rupees)')).toHaveValue('30000');
    expect(screen.getByLabelText('Method')).toHaveValue('cash');
    await user.type(screen.getByLabelText('Note (optional)'), 'Passport deposit');
    await user.click(screen.getByRole('button', { name: 'Record entry' }));

    const outcome = await screen.findByText('Deposit of ₹30,000 recorded.');
    await waitFor(() => expect(outcome.closest('.alert')).toHaveFocus());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/bookings/b1/payments');
    expect(body(post)).toEqual({
      kind: 'deposit',
      method: 'cash',
      amount: 30000,
      note: 'Passport deposit',
    });
    await waitFor(() =>
      expect(screen.getByText('Deposit held').nextElementSibling).toHaveTextContent('₹30,000'),
    );
    expect(screen.getByLabelText('Amount (₹, whole rupees)')).toHaveValue('');
  });

  it('checks the amount and reference before sending', async () => {
    const calls = serve(booking(), () => ({ response: json({}) }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.selectOptions(await screen.findByLabelText('Method'), 'UPI');
    await user.type(screen.getByLabelText('Amount (₹, whole rupees)'), '12.5');
    await user.type(screen.getByLabelText('Reference'), '1234');
    await user.click(screen.getByRole('button', { name: 'Record entry' }));

    expect(await screen.findByText(PAYMENT_MESSAGES.amountWhole)).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount (₹, whole rupees)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.referenceFormat)).toBeInTheDocument();
    expect(screen.getByLabelText('Reference')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a refund larger than paid beside the amount", async () => {
    const refusal = PAYMENT_MESSAGES.refundTooLarge(1000);
    serve(booking(), () => ({
      response: json(
        { error: refusal, code: 'refund_too_large', fields: { amount: refusal } },
        { status: 422 },
      ),
    }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.selectOptions(await screen.findByLabelText('Kind'), 'Refund');
    await user.type(screen.getByLabelText('Amount (₹, whole rupees)'), '5,000');
    await user.click(screen.getByRole('button', { name: 'Record entry' }));

    const amount = screen.getByLabelText('Amount (₹, whole rupees)');
    expect(await screen.findByText(refusal)).toHaveClass('invalid-feedback');
    expect(amount).toHaveAccessibleDescription(refusal);
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('5,000');
  });

  it("shows the server's other refusals above the form", async () => {
    serve(booking({ status: 'Cancelled' }), () => ({
      response: json(
        { error: PAYMENT_MESSAGES.bookingClosed, code: 'booking_closed' },
        { status: 409 },
      ),
    }));
    const user = userEvent.setup();
    renderAdmin(<BookingPayments booking={booking()} />);
    await user.type(await screen.findByLabelText('Amount (₹, whole rupees)'), '500');
    await user.click(screen.getByRole('button', { name: 'Record entry' }));

    const alert = await screen.findByText(PAYMENT_MESSAGES.bookingClosed);
    expect(alert).toHaveClass('alert-danger');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
