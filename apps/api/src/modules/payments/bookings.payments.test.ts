import { expect, it } from 'vitest';
import { MAX_ENTRY_AMOUNT, PAYMENT_MESSAGES } from '@rental/shared/payments';
import { bearer, describeEachDatabase, TEST_ADMIN } from '../../test/harness';
import {
  counterEntry,
  decide,
  ledgerKit,
  ledgerSize,
  postPayment,
  readBooking,
  upiReference,
} from '../../test/ledger';

// docs/product.md#holds-and-payments: the admin's counter entries, the balance they keep, the
// limits on refunds, bad input, and who may read or write a booking's ledger.

describeEachDatabase(
  'payment ledger',
  (h) => {
    const kit = ledgerKit(h);

    it('records counter entries of every kind and method, and keeps the balance', async () => {
      const id = await kit.newBooking(kit.renter, 'Confirmed');
      await counterEntry(h, kit.admin, id, { kind: 'advance', method: 'cash', amount: 1_000 });
      await counterEntry(h, kit.admin, id, {
        kind: 'rental',
        method: 'card',
        amount: 2_999,
        reference: 'SLIP-0042',
      });
      await counterEntry(h, kit.admin, id, {
        kind: 'deposit',
        method: 'cash',
        amount: 30_000,
        note: 'Passport deposit',
      });
      await counterEntry(h, kit.admin, id, {
        kind: 'charges',
        method: 'bank',
        amount: 500,
        reference: 'NEFT123',
      });
      await counterEntry(h, kit.admin, id, {
        kind: 'refund',
        method: 'upi',
        amount: 500,
        reference: upiReference(),
      });
      await counterEntry(h, kit.admin, id, {
        kind: 'deposit_refund',
        method: 'cash',
        amount: 30_000,
      });
      const booking = await readBooking(h, kit.renter.token, id);
      expect(booking.balance).toEqual({
        due: 3_999,
        paid: 4_499,
        refunded: 500,
        outstanding: 0,
        depositHeld: 0,
      });
      expect(booking.payments.map((p) => `${p.kind} ${p.method} ${p.status}`)).toEqual([
        'advance cash received',
        'rental card received',
        'deposit cash received',
        'charges bank received',
        'refund upi received',
        'deposit_refund cash received',
      ]);
      expect(booking.payments.every((p) => p.recordedBy === 'admin')).toBe(true);
      const asAdmin = await readBooking(h, kit.admin, id);
      expect(asAdmin.payments[0]!.recordedBy).toBe(`admin:${TEST_ADMIN.email}`);
      expect(asAdmin.statusHistory.map((s) => s.note)).toContain(
        'Deposit of ₹30,000 by Cash received',
      );
    });

    it('never refunds more than was paid, nor returns more deposit than is held', async () => {
      const id = await kit.newBooking(kit.renter, 'Confirmed');
      await counterEntry(h, kit.admin, id, { kind: 'rental', method: 'cash', amount: 1_000 });
      await counterEntry(h, kit.admin, id, { kind: 'deposit', method: 'cash', amount: 30_000 });
      const refund = await postPayment(h, kit.admin, id, {
        kind: 'refund',
        method: 'cash',
        amount: 1_001,
      });
      expect(refund.statusCode).toBe(422);
      expect(refund.json()).toMatchObject({
        code: 'refund_too_large',
        error: PAYMENT_MESSAGES.refundTooLarge(1_000),
      });
      const deposit = await postPayment(h, kit.admin, id, {
        kind: 'deposit_refund',
        method: 'cash',
        amount: 30_001,
      });
      expect(deposit.statusCode).toBe(422);
      expect(deposit.json().error).toBe(PAYMENT_MESSAGES.depositRefundTooLarge(30_000));
      await counterEntry(h, kit.admin, id, { kind: 'refund', method: 'cash', amount: 600 });
      const rest = await postPayment(h, kit.admin, id, {
        kind: 'refund',
        method: 'cash',
        amount: 401,
      });
      expect(rest.statusCode).toBe(422);
      expect(await ledgerSize(h, id)).toBe(3);
    });

    it('refuses bad amounts, kinds and methods and changes nothing', async () => {
      const id = await kit.newBooking();
      const bad: [Record<string, unknown>, string, string?][] = [
        [{ kind: 'rental', method: 'cash', amount: 0 }, 'amount', PAYMENT_MESSAGES.amountPositive],
        [{ kind: 'rental', method: 'cash', amount: -5 }, 'amount', PAYMENT_MESSAGES.amountPositive],
        [{ kind: 'rental', method: 'cash', amount: 10.5 }, 'amount', PAYMENT_MESSAGES.amountWhole],
        [
          { kind: 'rental', method: 'cash', amount: MAX_ENTRY_AMOUNT + 1 },
          'amount',
          PAYMENT_MESSAGES.amountTooLarge,
        ],
        [
          { kind: 'rental', method: 'cash', amount: '100' },
          'amount',
          PAYMENT_MESSAGES.amountNumber,
        ],
        [{ kind: 'rental', method: 'cash' }, 'amount'],
        [{ kind: 'tip', method: 'cash', amount: 100 }, 'kind', PAYMENT_MESSAGES.kind],
        [{ kind: 'rental', method: 'cheque', amount: 100 }, 'method', PAYMENT_MESSAGES.method],
        [
          { kind: 'rental', method: 'card', amount: 100 },
          'reference',
          PAYMENT_MESSAGES.referenceRequired,
        ],
        [
          { kind: 'rental', method: 'upi', amount: 100, reference: 'ABC' },
          'reference',
          PAYMENT_MESSAGES.referenceFormat,
        ],
      ];
      for (const [payload, field, message] of bad) {
        const res = await postPayment(h, kit.admin, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('validation_error');
        if (message) expect(res.json().fields[field]).toBe(message);
        else expect(res.json().fields).toHaveProperty(field);
      }
      expect(await ledgerSize(h, id)).toBe(0);
      // Money does not come in on a cancelled booking.
      const cancelled = await kit.newBooking(kit.renter, 'Cancelled');
      const closed = await postPayment(h, kit.admin, cancelled, {
        kind: 'rental',
        method: 'cash',
        amount: 100,
      });
      expect(closed.statusCode).toBe(409);
    });

    it('keeps the admin’s calls from renters and answers 401 without a token', async () => {
      const id = await kit.newBooking();
      const payment = await counterEntry(h, kit.admin, id, {
        kind: 'rental',
        method: 'cash',
        amount: 100,
      });
      const asRenter = [
        await decide(h, kit.renter.token, payment.id, { status: 'received', note: '' }),
        await h.inject({
          method: 'GET',
          url: '/api/admin/payments',
          headers: bearer(kit.renter.token),
        }),
      ];
      expect(asRenter.map((r) => r.statusCode)).toEqual([403, 403]);
      const anonymous = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/payments`,
        payload: { kind: 'advance', method: 'upi', reference: upiReference() },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('shows a booking to its renter and the admin only', async () => {
      const id = await kit.newBooking();
      expect((await readBooking(h, kit.renter.token, id))._id).toBe(id);
      expect((await readBooking(h, kit.admin, id))._id).toBe(id);
      const other = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}`,
        headers: bearer(kit.stranger.token),
      });
      expect(other.statusCode).toBe(403);
      const missing = await h.inject({
        method: 'GET',
        url: '/api/bookings/no-such-booking',
        headers: bearer(kit.admin),
      });
      expect(missing.statusCode).toBe(404);
    });
  },
  { config: { upiId: 'hsd@okaxis' } },
);
