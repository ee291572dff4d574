import { expect, it } from 'vitest';
import type { Payment } from '@rental/shared/payments';
import { bearer, describeEachDatabase } from '../../test/harness';
import {
  handoverClock,
  handoverForm,
  handoverKit,
  pickupRecord,
  returnRecord,
} from '../../test/handover';
import { counterEntry, decide, postPayment, upiReference } from '../../test/ledger';
import { countEntries, entriesOf, onlyEntryOf, ownerId } from '../../test/audit';

// docs/decisions/019-audit-log.md: money and handovers, each entry kept with the booking and
// its car; a refused entry leaves none.

const clock = handoverClock();

describeEachDatabase(
  'the audit entries of payments and handovers',
  (h) => {
    const kit = handoverKit(h, clock);

    it('keeps a counter entry, a refund, and a UPI decision', async () => {
      const id = await kit.confirmedBooking();
      const owner = await ownerId(h);
      const cash = await counterEntry(h, kit.admin, id, {
        kind: 'rental',
        method: 'cash',
        amount: 4000,
      });
      const refund = await counterEntry(h, kit.admin, id, {
        kind: 'refund',
        method: 'cash',
        amount: 500,
        note: 'Returned early',
      });
      expect(await onlyEntryOf(h, cash.id)).toEqual({
        actorId: owner,
        action: 'payment.record',
        entity: 'payment',
        entityId: cash.id,
        bookingId: id,
        carId: kit.car.id,
        before: null,
        after: {
          kind: 'rental',
          method: 'cash',
          amount: 4000,
          reference: null,
          status: 'received',
          note: '',
        },
      });
      expect((await onlyEntryOf(h, refund.id)).after).toMatchObject({
        kind: 'refund',
        amount: 500,
        note: 'Returned early',
      });

      const advance = await postPayment(h, kit.renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(advance.statusCode, advance.body).toBe(201);
      const advanceId = advance.json<Payment>().id;
      // The renter's own submission is not an admin write.
      expect(await entriesOf(h, { entityId: advanceId })).toEqual([]);
      const rejected = await decide(h, kit.admin, advanceId, {
        status: 'rejected',
        note: 'No such payment',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await onlyEntryOf(h, advanceId)).toMatchObject({
        action: 'payment.decide',
        bookingId: id,
        before: { status: 'submitted', note: '' },
        after: { status: 'rejected', note: 'No such payment' },
      });
    });

    it('leaves no entry for a refused payment', async () => {
      const id = await kit.confirmedBooking();
      const before = await countEntries(h);
      const tooLarge = await postPayment(h, kit.admin, id, {
        kind: 'refund',
        method: 'cash',
        amount: 1,
      });
      expect(tooLarge.statusCode).toBe(422);
      const unknown = await decide(h, kit.admin, 'no-such-payment', { status: 'received' });
      expect(unknown.statusCode).toBe(404);
      expect(await countEntries(h)).toBe(before);
    });

    it('keeps the pickup with its deposit, and the return with the bill', async () => {
      const id = await kit.confirmedBooking();
      const pickup = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ deposit: { method: 'cash', amount: 5000 } })),
      );
      expect(pickup.statusCode, pickup.body).toBe(201);
      clock.advance(48 * 3_600_000);
      const returned = await kit.post(id, 'return', handoverForm(returnRecord()));
      expect(returned.statusCode, returned.body).toBe(201);
      clock.advance(-48 * 3_600_000);

      const entries = await entriesOf(h, { bookingId: id });
      expect(entries.map((e) => e.action)).toEqual([
        'handover.pickup',
        'payment.record',
        'handover.return',
      ]);
      expect(entries.every((e) => e.carId === kit.car.id)).toBe(true);
      expect(entries[0]!.after).toEqual({
        odometerKm: 10_000,
        fuelLevel: 'Full',
        damageNotes: 'Scratch on the rear bumper',
        photos: 6,
        documentsChecked: true,
        agreement: null,
        noAgreementReason: 'Signed the paper agreement at the counter',
      });
      expect(entries[1]!.after).toMatchObject({ kind: 'deposit', method: 'cash', amount: 5000 });
      expect(entries[2]).toMatchObject({ before: { status: 'Confirmed' } });
      expect(entries[2]!.after).toMatchObject({
        status: 'Completed',
        odometerKm: 10_400,
        fuelLevel: '3/4',
        billTotal: 4000,
      });
      expect(entries[2]!.after!.invoiceNumber).toEqual(expect.any(String));
    });

    it('leaves no entry for a refused handover', async () => {
      const id = await kit.confirmedBooking('Pending');
      const before = await countEntries(h);
      const res = await kit.post(id, 'pickup', handoverForm(pickupRecord()));
      expect(res.statusCode).toBe(409);
      const unsigned = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/pickup`,
        headers: bearer(kit.renter.token),
        payload: handoverForm(pickupRecord()),
      });
      expect(unsigned.statusCode).toBe(403);
      expect(await countEntries(h)).toBe(before);
    });
  },
  { clock, config: { upiId: 'hsd@okaxis' } },
);
