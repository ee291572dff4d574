import { describe, expect, it } from 'vitest';
import { advanceAmount, balanceOf, CANCELLATION_POLICY, refundOnCancel } from './money';
import { upiPayLink } from './payments';

const HOUR_MS = 60 * 60_000;

describe('advanceAmount', () => {
  it('takes the percentage of the rental amount, rounded up to the rupee', () => {
    expect(advanceAmount(4_000, 25)).toBe(1_000);
    expect(advanceAmount(3_999, 25)).toBe(1_000);
    expect(advanceAmount(3_997, 25)).toBe(1_000);
    expect(advanceAmount(3_996, 25)).toBe(999);
    expect(advanceAmount(1, 25)).toBe(1);
    expect(advanceAmount(9_000_000, 100)).toBe(9_000_000);
  });
});

describe('refundOnCancel', () => {
  const { fullRefundHours, halfRefundHours } = CANCELLATION_POLICY;
  const at = (ms: number, paid = 1_001) =>
    refundOnCancel({ paid, msBeforePickup: ms, by: 'customer' }).rental;

  it('refunds all from 48 hours, half (rounded down) down to 4 hours, nothing under', () => {
    expect(at(fullRefundHours * HOUR_MS)).toBe(1_001);
    expect(at(fullRefundHours * HOUR_MS - 1)).toBe(500);
    expect(at(halfRefundHours * HOUR_MS)).toBe(500);
    expect(at(halfRefundHours * HOUR_MS - 1)).toBe(0);
    expect(at(-HOUR_MS)).toBe(0);
  });

  it('refunds everything when the business cancels, and always the deposit', () => {
    const business = refundOnCancel({
      paid: 1_001,
      msBeforePickup: 0,
      by: 'business',
      depositHeld: 30_000,
    });
    expect(business).toMatchObject({ rental: 1_001, deposit: 30_000, total: 31_001 });
    const late = refundOnCancel({
      paid: 1_001,
      msBeforePickup: 0,
      by: 'customer',
      depositHeld: 30_000,
    });
    expect(late).toMatchObject({ rental: 0, deposit: 30_000, total: 30_000 });
    expect(late.reason).toContain('₹30,000');
  });
});

describe('balanceOf', () => {
  it('counts received entries only, deposits apart, and nothing outstanding once cancelled', () => {
    const payments = [
      { kind: 'advance', status: 'received', amount: 1_000 },
      { kind: 'rental', status: 'submitted', amount: 500 },
      { kind: 'rental', status: 'rejected', amount: 700 },
      { kind: 'deposit', status: 'received', amount: 30_000 },
      { kind: 'deposit_refund', status: 'received', amount: 10_000 },
      { kind: 'refund', status: 'received', amount: 200 },
      { kind: 'refund', status: 'submitted', amount: 300 },
    ] as const;
    expect(balanceOf({ totalAmount: 4_000, payments, cancelled: false })).toEqual({
      due: 4_000,
      paid: 1_000,
      refunded: 200,
      outstanding: 3_200,
      depositHeld: 20_000,
    });
    expect(balanceOf({ totalAmount: 4_000, payments, cancelled: true }).outstanding).toBe(0);
  });
});

describe('upiPayLink', () => {
  it('carries the address, the name, the amount in INR and the reference', () => {
    expect(
      upiPayLink({
        upiId: 'hsd@okaxis',
        upiName: 'Hyderabad Self Drive',
        amount: 950,
        reference: 'AB12CD34',
      }),
    ).toBe('upi://pay?pa=hsd@okaxis&pn=Hyderabad%20Self%20Drive&am=950&cu=INR&tn=AB12CD34');
  });
});
