import { expect, it } from 'vitest';
import { bookingReference } from '@rental/shared/outbox';
import { createStaffToken } from '../../test/factories';
import {
  bearer,
  describeEachDatabase,
  type Harness,
  type HarnessOptions,
} from '../../test/harness';
import { testClock } from '../../test/clock';
import { afterTripKit, dentPhoto } from '../../test/charges';
import { HOME, OTHER } from '../../test/staff';

// docs/product.md#after-the-trip: the staff's list of deposit returns holds every deposit payout
// still to make: the return's own and each given back later, when a held-back charge is waived,
// even after the return itself was paid out or came to ₹0. Each leaves the list once paid out.

const clock = testClock('2026-12-01T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
// Returned on 1 Dec at noon in Kolkata: the deposit's day is 16 Dec, from 18:30 UTC on 15 Dec.
const RETURN_DAY = '2026-12-15T18:31:00Z';

type Item = {
  bookingId: string;
  bookingReference: string;
  paymentId: string | null;
  toReturn: number;
  heldBack: number;
  givenBack: number;
  overdue: boolean;
  payout: { paymentId: string; kind: string; amount: number; reason: string; dueOn: string };
};

describeEachDatabase(
  'the deposit payouts to make',
  (h: Harness) => {
    const kit = afterTripKit(h);

    async function listFor(token: string, bookingId: string): Promise<Item[]> {
      const res = await h.inject({
        method: 'GET',
        url: '/api/admin/deposit-returns',
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Item[]).filter((item) => item.bookingId === bookingId);
    }

    async function payOut(token: string, paymentId: string, reference: string) {
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/payments/${paymentId}`,
        headers: bearer(token),
        payload: { status: 'received', note: '', reference },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }

    /** A returned booking whose damage charge the renter disputes, so the return holds it back. */
    async function disputedDamage(deposit: number, amount: number) {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), deposit);
      const damage = (
        await kit.addCharge(id, { type: 'damage', amount }, [await dentPhoto()])
      ).json();
      const disputed = await kit.act('POST', damage.id, 'dispute', { reason: 'Not me' });
      expect(disputed.statusCode, disputed.body).toBe(200);
      return { id, chargeId: damage.id as string };
    }

    async function waive(chargeId: string) {
      const res = await kit.act(
        'PATCH',
        chargeId,
        'dispute',
        { decision: 'waive', reason: 'The dent was there at pickup' },
        kit.admin,
      );
      expect(res.statusCode, res.body).toBe(200);
    }

    it('lists what a charge waived after the payout gives back, to the branch, until paid out', async () => {
      const staff = (await createStaffToken(h, HOME)).token;
      const otherStaff = (await createStaffToken(h, OTHER)).token;
      const { id, chargeId } = await disputedDamage(5000, 1500);

      clock.set(RETURN_DAY);
      const [main] = await listFor(staff, id);
      expect(main).toMatchObject({
        bookingReference: bookingReference(id),
        toReturn: 3500,
        heldBack: 1500,
        overdue: false,
        payout: { kind: 'return', amount: 3500, dueOn: '2026-12-16' },
      });
      expect(main!.payout.paymentId).toBe(main!.paymentId);
      await payOut(staff, main!.payout.paymentId, 'UTR 1111');
      expect(await listFor(staff, id)).toEqual([]);

      clock.set('2026-12-16T05:00:00Z');
      await waive(chargeId);
      const [back, ...more] = await listFor(staff, id);
      expect(more).toEqual([]);
      expect(back).toMatchObject({
        bookingReference: bookingReference(id),
        paymentId: main!.paymentId,
        toReturn: 3500,
        givenBack: 1500,
        overdue: false,
        payout: {
          kind: 'given_back',
          amount: 1500,
          reason: 'Damage charge waived: ₹1,500 held back from the deposit',
          dueOn: '2026-12-16',
        },
      });
      expect(back!.payout.paymentId).not.toBe(main!.paymentId);
      // Another branch's staff see nothing of it; the owner does.
      expect(await listFor(otherStaff, id)).toEqual([]);
      expect(await listFor(kit.admin, id)).toHaveLength(1);

      // Left unpaid past its day, it is flagged overdue as a return is.
      clock.set('2026-12-17T18:31:00Z');
      expect((await listFor(staff, id))[0]).toMatchObject({ overdue: true });

      const paid = await payOut(staff, back!.payout.paymentId, 'UTR 2222');
      expect(paid).toMatchObject({ kind: 'deposit_refund', status: 'received', amount: 1500 });
      expect(await listFor(staff, id)).toEqual([]);
      expect(await listFor(kit.admin, id)).toEqual([]);
    });

    it('lists what is given back when the return itself came to ₹0', async () => {
      const { id, chargeId } = await disputedDamage(1000, 1500);
      clock.set(RETURN_DAY);
      expect(await listFor(kit.admin, id)).toEqual([]);
      const seen = (await kit.afterTrip(id)).json();
      expect(seen.depositReturn).toMatchObject({ toReturn: 0, heldBack: 1000, paymentId: null });

      await waive(chargeId);
      expect(await listFor(kit.admin, id)).toEqual([
        expect.objectContaining({
          paymentId: null,
          toReturn: 0,
          givenBack: 1000,
          payout: expect.objectContaining({ kind: 'given_back', amount: 1000 }),
        }),
      ]);
    });

    it('lists a return and what is given back before it is paid out as two payouts', async () => {
      const { id, chargeId } = await disputedDamage(5000, 1500);
      clock.set(RETURN_DAY);
      await listFor(kit.admin, id);
      await waive(chargeId);
      const items = await listFor(kit.admin, id);
      expect(items.map((i) => [i.payout.kind, i.payout.amount])).toEqual([
        ['return', 3500],
        ['given_back', 1500],
      ]);
    });
  },
  options,
);
