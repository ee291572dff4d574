import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { testClock } from '../../test/clock';
import { counterEntry, DAY_MS, readBooking, upiReference } from '../../test/ledger';

// docs/product.md#holds-and-payments: "Mark paid out" keeps the reference the refund went with.

const clock = testClock(new Date());

describeEachDatabase(
  'a refund marked paid out',
  (h) => {
    let admin: string;
    let renter: TestCustomer;
    let car: TestCar;
    beforeAll(async () => {
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      car = await createCar(h);
    });

    /** A cancelled booking whose advance of ₹1,001 waits to be paid back. */
    async function refundDue(advanceReference = upiReference()) {
      const pickupAt = new Date(clock().getTime() + 10 * DAY_MS).toISOString();
      const id = await createBooking(h, renter, car, { status: 'Confirmed', pickupAt });
      await counterEntry(h, admin, id, {
        kind: 'advance',
        method: 'upi',
        amount: 1_001,
        reference: advanceReference,
      });
      await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel`,
        headers: bearer(renter.token),
      });
      const booking = await readBooking(h, admin, id);
      const refund = booking.payments.find((p: { kind: string }) => p.kind === 'refund')!;
      return { id, refundId: refund.id as string };
    }
    const markPaidOut = (paymentId: string, payload: Record<string, unknown>) =>
      h.inject({
        method: 'PATCH',
        url: `/api/payments/${paymentId}`,
        payload: { status: 'received', ...payload },
        headers: bearer(admin),
      });

    it('keeps the payout reference on the entry, in the history and the audit log', async () => {
      const { id, refundId } = await refundDue();
      const res = await markPaidOut(refundId, { reference: ' 4020 1234 5678 ', note: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ reference: '4020 1234 5678', status: 'received' });
      const booking = await readBooking(h, admin, id);
      expect(booking.statusHistory.at(-1)!.note).toContain('paid out (reference 4020 1234 5678)');
      const audit = (
        await h.inject({ method: 'GET', url: `/api/bookings/${id}/audit`, headers: bearer(admin) })
      ).json<AuditEntry[]>();
      expect(audit.find((e) => e.action === 'payment.decide')!.after).toMatchObject({
        status: 'received',
        reference: '4020 1234 5678',
      });
    });

    it('still marks a cash payout paid out without a reference', async () => {
      const { refundId } = await refundDue();
      const res = await markPaidOut(refundId, { note: 'Handed over at the counter' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'received' });
    });

    it('refuses an overlong reference with 400 and a UPI reference already used with 409', async () => {
      const used = upiReference();
      const { refundId } = await refundDue(used);
      expect((await markPaidOut(refundId, { reference: '9'.repeat(41) })).statusCode).toBe(400);
      const again = await markPaidOut(refundId, { reference: used });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'reference_used',
        error: PAYMENT_MESSAGES.referenceUsed,
      });
      // Nothing was decided: the refund can still be marked paid out.
      expect((await markPaidOut(refundId, { reference: upiReference() })).statusCode).toBe(200);
    });
  },
  { clock },
);
