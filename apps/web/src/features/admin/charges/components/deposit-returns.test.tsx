import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import type { DepositReturnDue } from '../api/deposit-returns';
import { DepositReturns } from './deposit-returns';

// docs/product.md#after-the-trip: the staff's list of deposit payouts: a return with its
// arithmetic, and an amount given back after the return was paid out, each marked paid out with
// its reference.

afterEach(() => vi.unstubAllGlobals());

const figures = {
  bookingId: 'b1',
  bookingReference: 'ABCD1234',
  carName: 'Hyundai Creta',
  customerName: 'Ravi Kumar',
  branch: 'Boduppal',
  deposit: 5000,
  returnOn: '2026-12-16',
  chargesDue: 0,
  taken: 0,
  stillOwed: 0,
  heldBack: 1500,
  toReturn: 3500,
  givenBack: 0,
  madeDueAt: '2026-12-15T18:31:00.000Z',
  paymentId: 'p-return',
  overdue: false,
};

const theReturn: DepositReturnDue = {
  ...figures,
  payout: {
    paymentId: 'p-return',
    kind: 'return',
    amount: 3500,
    reason: 'Deposit ₹5,000 less charges taken ₹0 and held back ₹1,500',
    dueOn: '2026-12-16',
  },
};

const givenBack: DepositReturnDue = {
  ...figures,
  bookingId: 'b2',
  bookingReference: 'WXYZ9876',
  customerName: 'Meena Shah',
  givenBack: 1500,
  overdue: true,
  payout: {
    paymentId: 'p-back',
    kind: 'given_back',
    amount: 1500,
    reason: 'Damage charge waived: ₹1,500 held back from the deposit',
    dueOn: '2026-12-17',
  },
};

describe('DepositReturns', () => {
  it('lists a return with its arithmetic and an amount given back with why', async () => {
    stubFetch(() => json([theReturn, givenBack]));
    renderAdmin(<DepositReturns />);
    const main = await screen.findByRole('article', { name: 'Deposit return to Ravi Kumar' });
    expect(main).toHaveTextContent('booking ABCD1234');
    expect(within(main).getByTestId('deposit-arithmetic')).toHaveTextContent(
      '₹5,000 deposit − ₹0 charges due − ₹1,500 held back = ₹3,500 to return',
    );
    expect(within(main).queryByText('Overdue')).toBeNull();

    const back = screen.getByRole('article', { name: 'Deposit given back to Meena Shah' });
    expect(back).toHaveTextContent('Hyundai Creta · Boduppal · booking WXYZ9876 · due on');
    expect(within(back).getByText('₹1,500 to give back')).toBeVisible();
    expect(
      within(back).getByText('Damage charge waived: ₹1,500 held back from the deposit'),
    ).toBeVisible();
    expect(within(back).getByText('Overdue')).toBeVisible();
    expect(within(back).getByText('Given back')).toBeVisible();
    expect(within(back).queryByTestId('deposit-arithmetic')).toBeNull();
  });

  it('marks an amount given back paid out with its reference, by keyboard', async () => {
    let paid = false;
    const calls = stubFetch((call) => {
      if (call.method === 'PATCH') {
        paid = true;
        return json({ _id: 'p-back', kind: 'deposit_refund', status: 'received' });
      }
      return json(paid ? [theReturn] : [theReturn, givenBack]);
    });
    const user = userEvent.setup();
    renderAdmin(<DepositReturns />);
    const back = await screen.findByRole('article', { name: 'Deposit given back to Meena Shah' });
    const reference = within(back).getByLabelText('Payout reference (UPI or bank; blank for cash)');
    await user.click(reference);
    await user.keyboard('UTR 4455{Enter}');

    const done = await screen.findByText(
      'Deposit of ₹1,500 given back to Meena Shah marked paid out (reference UTR 4455).',
    );
    expect(done).toHaveFocus();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/payments/p-back');
    expect(JSON.parse(patch.body as string)).toEqual({
      status: 'received',
      note: '',
      reference: 'UTR 4455',
    });
    expect(
      await screen.findByRole('article', { name: 'Deposit return to Ravi Kumar' }),
    ).toBeInTheDocument();
    await expect
      .poll(() => screen.queryByRole('article', { name: 'Deposit given back to Meena Shah' }))
      .toBeNull();
  });
});
