import { expect, it } from 'vitest';
import { PROTECTION_MESSAGES } from '@rental/shared/protection';
import { describeEachDatabase, type Harness, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { afterTripKit, challanPdf, DAY, dentPhoto } from '../../test/charges';

// docs/product.md#protection-plans: damage charges on a booking never add up to more than its
// plan's cap, unless staff record an exclusion with a reason (audited, shown to the renter).

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const STANDARD = { planId: 'p-standard', name: 'Standard', pricePerDay: 199, damageCap: 10_000 };
const dent = (amount: number, extra: object = {}) => ({
  type: 'damage',
  amount,
  reference: 'Rear bumper',
  note: 'Dent on the rear bumper',
  ...extra,
});

/** The booking keeps the Standard plan as if it was booked with it. */
const withPlan = (h: Harness, id: string) =>
  h.app.db
    .updateTable('bookings')
    .set({ protection: JSON.stringify(STANDARD) })
    .where('id', '=', id)
    .execute();

describeEachDatabase(
  'the damage cap of the protection plan',
  (h) => {
    const kit = afterTripKit(h);
    const returned = () => new Date(clock().getTime() - DAY);

    it('bills a second damage charge only up to what is left under the cap', async () => {
      const id = await kit.completedBooking(returned());
      await withPlan(h, id);
      const first = await kit.addCharge(id, dent(6000), [await dentPhoto()]);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ amount: 6000, amountAsked: null });
      // The staff's form shows what the cap leaves before the next damage charge.
      const between = await kit.afterTrip(id, kit.admin);
      expect(between.json().damageCap).toEqual({
        plan: 'Standard',
        cap: 10_000,
        charged: 6000,
        left: 4000,
      });
      const second = await kit.addCharge(id, dent(8000), [await dentPhoto()]);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json()).toMatchObject({ amount: 4000, amountAsked: 8000 });
      // A toll is not damage: the cap leaves it alone.
      const toll = await kit.addCharge(id, { type: 'toll', amount: 150 }, [challanPdf()]);
      expect(toll.json().amount).toBe(150);
      const third = await kit.addCharge(id, dent(500), [await dentPhoto()]);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({
        code: 'damage_cap_reached',
        error: PROTECTION_MESSAGES.capReached(10_000),
      });
      const seen = await kit.afterTrip(id);
      const damage = seen.json().charges.filter((c: { type: string }) => c.type === 'damage');
      expect(damage.reduce((sum: number, c: { amount: number }) => sum + c.amount, 0)).toBe(10_000);
      expect(seen.json().damageCap).toMatchObject({ charged: 10_000, left: 0 });
    });

    it('bills in full with an exclusion, audited and shown to the renter', async () => {
      const id = await kit.completedBooking(returned());
      await withPlan(h, id);
      const reason = 'Driven under the influence: police report attached.';
      const res = await kit.addCharge(
        id,
        dent(40_000, { excludeFromCap: true, exclusionReason: reason }),
        [await dentPhoto()],
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ amount: 40_000, capExclusionReason: reason });
      const seen = await kit.afterTrip(id);
      expect(seen.json().charges[0]).toMatchObject({ capExclusionReason: reason });
      const audit = await h.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('booking_id', '=', id)
        .where('action', '=', 'charge.add')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after!)).toMatchObject({
        amount: 40_000,
        capExclusionReason: reason,
      });
    });

    it('refuses an exclusion without its reason', async () => {
      const id = await kit.completedBooking(returned());
      await withPlan(h, id);
      const res = await kit.addCharge(id, dent(40_000, { excludeFromCap: true }), [
        await dentPhoto(),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        exclusionReason: PROTECTION_MESSAGES.exclusionReason,
      });
      expect((await kit.afterTrip(id)).json().charges).toEqual([]);
    });

    it('leaves damage on a booking without a plan as staff enter it', async () => {
      const id = await kit.completedBooking(returned());
      const res = await kit.addCharge(id, dent(40_000), [await dentPhoto()]);
      expect(res.json()).toMatchObject({ amount: 40_000, amountAsked: null });
      expect((await kit.afterTrip(id)).json().damageCap).toBeNull();
    });
  },
  options,
);
