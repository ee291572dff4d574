import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentToCheck } from '@rental/shared/payments';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { PaymentsToCheck } from './payments-to-check';

function toCheck(n: number, overrides: Partial<PaymentToCheck> = {}): PaymentToCheck {
  return {
    id: `p${n}`,
    bookingId: `b${n}`,
    kind: 'advance',
    method: 'upi',
    amount: 1250 * n,
    reference: `41234567890${n}`,
    status: 'submitted',
    recordedBy: 'customer',
    recordedAt: `2026-11-2${n}T10:05:00+05:30`,
    decidedBy: null,
    decidedAt: null,
    note: '',
    bookingRef: `6560f0c2a1b2c3d4e5f6000${n}`,
    carName: n === 1 ? 'Swift Dzire' : 'Innova Crysta',
    customerName: n === 1 ? 'Ravi Kumar' : 'Sravani Reddy',
    customerPhone: `98765432${n}0`,
    ...overrides,
  };
}

describe('payments to check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the submitted payments in the order the server gives, oldest first', async () => {
    const calls = stubFetch(() => json([toCheck(1), toCheck(2)]));
    renderAdmin(<PaymentsToCheck />);
    const cards = await screen.findAllByRole('article');
    expect(calls[0]!.url.pathname).toBe('/api/admin/payments');
    expect(calls[0]!.url.searchParams.get('status')).toBe('submitted');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer admin-test-token');
    expect(screen.getByText(/2 waiting, oldest first/)).toBeInTheDocument();

    const first = cards[0]!;
    expect(first).toHaveTextContent('Advance · UPI');
    expect(first).toHaveTextContent('₹1,250');
    expect(first).toHaveTextContent('412345678901');
    expect(first).toHaveTextContent('Ravi Kumar');
    expect(within(first).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(first).toHaveTextContent('Swift Dzire');
    expect(first).toHaveTextContent('6560f0c2a1b2c3d4e5f60001');
    expect(first).toHaveTextContent('21 Nov 2026, 10:05 am');
    expect(cards[1]).toHaveTextContent('Sravani Reddy');
  });

  it('says so when nothing is waiting', async () => {
    stubFetch(() => json([]));
    renderAdmin(<PaymentsToCheck />);
    expect(await screen.findByText(/No payments to check\./)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('verifies a payment in place; it leaves the list and the outcome takes focus', async () => {
    let waiting = [toCheck(1), toCheck(2)];
    const calls = stubFetch((call) => {
      if (call.method === 'PATCH') {
        waiting = waiting.filter((p) => `/api/payments/${p.id}` !== call.url.pathname);
        return json({ ...toCheck(1), status: 'received' });
      }
      return json(waiting);
    });
    const user = userEvent.setup();
    renderAdmin(<PaymentsToCheck />);
    await user.click(
      await screen.findByRole('button', {
        name: /^Verify\s*the payment of ₹1,250 from Ravi Kumar$/,
      }),
    );

    const outcome = await screen.findByText('Payment of ₹1,250 verified: received.');
    await waitFor(() => expect(outcome.closest('.alert')).toHaveFocus());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent('Sravani Reddy');
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/payments/p1');
    expect(JSON.parse(String(patch.body))).toEqual({ status: 'received', note: '' });
  });

  it('rejects a payment with the reason the renter will see', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PATCH' ? json({ ...toCheck(2), status: 'rejected' }) : json([toCheck(2)]),
    );
    const user = userEvent.setup();
    renderAdmin(<PaymentsToCheck />);
    await user.click(await screen.findByRole('button', { name: /^Reject…/ }));
    await user.type(
      screen.getByLabelText('Reason the renter will see'),
      'No payment with this reference reached us.',
    );
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText(/Payment of ₹2,500 rejected/)).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === 'PATCH')!.body))).toEqual({
      status: 'rejected',
      note: 'No payment with this reference reached us.',
    });
  });

  it('names a refund due as money to pay out', async () => {
    stubFetch(() =>
      json([toCheck(1, { kind: 'refund', method: 'upi', recordedBy: 'system', reference: null })]),
    );
    renderAdmin(<PaymentsToCheck />);
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('To pay out');
    expect(
      within(card).getByRole('button', {
        name: /^Mark paid out\s*the refund of ₹1,250 to Ravi Kumar$/,
      }),
    ).toBeInTheDocument();
  });
});

describe('marking a refund paid out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the payout reference typed and says it back', async () => {
    const refund = toCheck(1, {
      kind: 'refund',
      method: 'upi',
      recordedBy: 'system',
      reference: null,
    });
    const calls = stubFetch((call) =>
      call.method === 'PATCH'
        ? json({ ...refund, status: 'received', reference: '402012345678' })
        : json([refund]),
    );
    const user = userEvent.setup();
    renderAdmin(<PaymentsToCheck />);
    await user.type(
      await screen.findByLabelText('Payout reference (UPI or bank; blank for cash)'),
      ' 402012345678 ',
    );
    await user.click(screen.getByRole('button', { name: /^Mark paid out/ }));
    expect(
      await screen.findByText('Refund of ₹1,250 marked paid out (reference 402012345678).'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === 'PATCH')!.body))).toEqual({
      status: 'received',
      note: '',
      reference: '402012345678',
    });
  });
});
