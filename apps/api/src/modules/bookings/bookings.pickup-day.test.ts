import { expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import { HANDOVER_MESSAGES, MAX_OFF_DAY_REASON } from '@rental/shared/handover';
import { createBooking } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { HOUR, handoverClock, handoverForm, handoverKit, pickupRecord } from '../../test/handover';

// docs/product.md#handover-and-bill: a car handed over on another day than its booked pickup
// needs a reason, kept in the audit log; the saved pickup answers the documents' approval.

const clock = handoverClock();

describeEachDatabase(
  'a pickup on another day than booked',
  (h) => {
    const kit = handoverKit(h, clock);
    const bookingInDays = (days: number) =>
      createBooking(h, kit.renter, kit.car, {
        status: 'Confirmed',
        pickupAt: new Date(clock().getTime() + days * 24 * HOUR).toISOString(),
        returnAt: new Date(clock().getTime() + (days + 2) * 24 * HOUR).toISOString(),
      });
    const auditOf = async (id: string) =>
      (
        await h.inject({
          method: 'GET',
          url: `/api/bookings/${id}/audit`,
          headers: bearer(kit.admin),
        })
      ).json<AuditEntry[]>();

    it('refuses a car handed over 10 days early without a reason, storing nothing', async () => {
      const id = await bookingInDays(10);
      for (const offDayReason of [undefined, '', '   ']) {
        const res = await kit.post(id, 'pickup', handoverForm(pickupRecord({ offDayReason })));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: HANDOVER_MESSAGES.offDayReasonNeeded,
          code: 'pickup_off_day',
          fields: { offDayReason: HANDOVER_MESSAGES.offDayReasonNeeded },
        });
      }
      const long = pickupRecord({ offDayReason: 'x'.repeat(MAX_OFF_DAY_REASON + 1) });
      expect((await kit.post(id, 'pickup', handoverForm(long))).statusCode).toBe(400);
      expect(
        await h.app.db.selectFrom('handovers').selectAll().where('booking_id', '=', id).execute(),
      ).toEqual([]);
    });

    it('records the reason in the history and the audit log', async () => {
      const id = await bookingInDays(-1);
      const res = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ offDayReason: '  Renter was ill yesterday  ' })),
      );
      expect(res.statusCode, res.body).toBe(201);
      const booking = res.json<{ statusHistory: { note: string }[]; pickupDate: string }>();
      expect(booking.statusHistory.at(-1)!.note).toContain(
        `not on the booked day (${booking.pickupDate}): Renter was ill yesterday`,
      );
      const entry = (await auditOf(id)).find((e) => e.action === 'handover.pickup')!;
      expect(entry.after).toMatchObject({
        bookedPickupDate: booking.pickupDate,
        offDayReason: 'Renter was ill yesterday',
      });
    });

    it('needs no reason on the booked day, and records none', async () => {
      const id = await kit.confirmedBooking();
      const res = await kit.post(id, 'pickup', handoverForm(pickupRecord()));
      expect(res.statusCode, res.body).toBe(201);
      const entry = (await auditOf(id)).find((e) => e.action === 'handover.pickup')!;
      expect(entry.after).not.toHaveProperty('offDayReason');
    });

    it('answers the documents’ approval with the saved pickup', async () => {
      const checked = await kit.confirmedBooking();
      const before = await kit.post(checked, 'pickup', handoverForm(pickupRecord()));
      expect(before.json()).toMatchObject({ documentsApproved: false });
      await kit.approveDocuments();
      const approved = await kit.confirmedBooking();
      const after = await kit.post(approved, 'pickup', handoverForm(pickupRecord()));
      expect(after.json()).toMatchObject({ documentsApproved: true });
    });
  },
  { clock },
);
