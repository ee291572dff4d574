import { describe, expect, it } from 'vitest';
import { createAdminToken, createCar, createCustomer } from '../../test/factories';
import {
  bearer,
  DATABASES,
  describeEachDatabase,
  type Harness,
  type HarnessOptions,
  twoProcesses,
} from '../../test/harness';
import { drain, messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { afterTripKit, createCompletedBooking, DAY, dentPhoto } from '../../test/charges';

// docs/product.md#after-the-trip: the deposit comes back DEPOSIT_HOLD_DAYS after the return,
// less the charges then due; a disputed charge holds back only its amount; never below ₹0,
// never twice, and the owner hears of one left unpaid.

const clock = testClock('2026-12-01T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };

async function depositReturnsOf(h: Harness, token: string) {
  const res = await h.inject({
    method: 'GET',
    url: '/api/admin/deposit-returns',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

function deposits(h: Harness, bookingId: string) {
  return h.app.db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'deposit_refund')
    .execute();
}

describeEachDatabase(
  'the deposit return',
  (h) => {
    const kit = afterTripKit(h);

    it('shows the renter the date and the arithmetic from the return on, and pays out on the day', async () => {
      clock.set('2026-12-01T06:30:00Z');
      // Returned on 1 Dec at noon in Kolkata: the deposit comes back on 16 Dec.
      const id = await kit.completedBooking(clock(), 5000);
      const due = (await kit.addCharge(id, { type: 'fuel', amount: 700 })).json();
      const disputed = (
        await kit.addCharge(id, { type: 'damage', amount: 1500 }, [await dentPhoto()])
      ).json();
      await kit.addCharge(id, { type: 'toll', amount: 300 });
      await kit.act('POST', disputed.id, 'dispute', { reason: 'The dent was there at pickup' });
      const waived = (await kit.addCharge(id, { type: 'cleaning', amount: 400 })).json();
      await kit.act('POST', waived.id, 'dispute', { reason: 'It was clean' });
      await kit.act('PATCH', waived.id, 'dispute', { decision: 'waive', reason: 'Ok' }, kit.admin);

      const first = (await kit.afterTrip(id)).json();
      expect(first.depositReturn).toMatchObject({
        deposit: 5000,
        returnOn: '2026-12-16',
        chargesDue: 0,
        heldBack: 2500,
        toReturn: 2500,
        madeDueAt: null,
      });
      expect(due.status).toBe('open');

      // The fuel and toll charges go unanswered past the window; the damage stays disputed.
      clock.set('2026-12-15T18:00:00Z');
      const before = (await depositReturnsOf(h, kit.admin)).json();
      expect(before.map((r: { bookingId: string }) => r.bookingId)).not.toContain(id);

      clock.set('2026-12-15T18:31:00Z'); // 16 Dec, 00:01 in Kolkata
      const list = (await depositReturnsOf(h, kit.admin)).json();
      expect(list.find((r: { bookingId: string }) => r.bookingId === id)).toMatchObject({
        deposit: 5000,
        returnOn: '2026-12-16',
        chargesDue: 1000,
        heldBack: 1500,
        toReturn: 2500,
        overdue: false,
      });
      const entries = await deposits(h, id);
      expect(entries).toMatchObject([{ amount: 2500, status: 'submitted', recorded_by: 'system' }]);
      const seen = (await kit.afterTrip(id)).json();
      expect(seen.depositReturn).toMatchObject({ toReturn: 2500, paymentId: entries[0]!.id });
      expect(seen.charges.find((c: { id: string }) => c.id === due.id).status).toBe('recovered');

      // The held-back damage charge, waived later, comes back to the renter on its own.
      await kit.act(
        'PATCH',
        disputed.id,
        'dispute',
        { decision: 'waive', reason: 'Agreed' },
        kit.admin,
      );
      expect((await deposits(h, id)).map((e) => e.amount).sort()).toEqual([1500, 2500]);
    });

    it('never returns less than ₹0 and makes no entry then', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 1000);
      await kit.addCharge(id, { type: 'damage', amount: 3000 }, [await dentPhoto()]);
      clock.set('2026-12-17T06:30:00Z');
      const seen = (await kit.afterTrip(id)).json();
      expect(seen.depositReturn).toMatchObject({ deposit: 1000, chargesDue: 3000, toReturn: 0 });
      expect(await deposits(h, id)).toEqual([]);
    });

    it('flags a deposit return left unpaid after its day to the owner, once', async () => {
      clock.set('2026-11-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 2000);
      clock.set('2026-11-16T06:30:00Z');
      await depositReturnsOf(h, kit.admin);
      clock.set('2026-11-17T06:30:00Z');
      const list = (await depositReturnsOf(h, kit.admin)).json();
      expect(list.find((r: { bookingId: string }) => r.bookingId === id)).toMatchObject({
        toReturn: 2000,
        overdue: true,
      });
      await depositReturnsOf(h, kit.admin);
      const notices = (await messageRows(h.app, id)).filter(
        (m) => m.event === 'business_deposit_overdue',
      );
      expect(notices).toHaveLength(1);
      await drain(h.app);
      const sent = await messageRows(h.app, id);
      expect(sent.find((m) => m.event === 'business_deposit_overdue')?.state).toBe('sent');
    });

    it('lists on its day the deposit of a booking marked Completed without a return record', async () => {
      clock.set('2026-10-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 2500);
      // Completed by a status change: the booked return stands for the return.
      await h.app.db.deleteFrom('handovers').where('booking_id', '=', id).execute();
      clock.set('2026-10-15T06:30:00Z');
      const early = (await depositReturnsOf(h, kit.admin)).json();
      expect(early.map((r: { bookingId: string }) => r.bookingId)).not.toContain(id);
      clock.set('2026-10-16T06:30:00Z');
      const list = (await depositReturnsOf(h, kit.admin)).json();
      expect(list.find((r: { bookingId: string }) => r.bookingId === id)).toMatchObject({
        returnOn: '2026-10-16',
        toReturn: 2500,
        overdue: false,
      });
    });
  },
  options,
);

// Two server processes make the same deposit return due at once: one row, one entry.
for (const kind of DATABASES) {
  describe(`the deposit return across two processes [${kind}]`, () => {
    const twoClock = testClock('2026-12-20T06:30:00Z');
    const apps = twoProcesses(kind, { clock: twoClock, outbox: { autoStart: false } });

    it('is made due once however many requests race', async () => {
      const admin = await createAdminToken(apps.first);
      const renter = await createCustomer(apps.first);
      const car = await createCar(apps.first, { price: 2000 });
      const returned = new Date(twoClock().getTime() - 18 * DAY);
      const ids = [
        await createCompletedBooking(apps.first, renter, car, returned, 3000),
        await createCompletedBooking(apps.first, renter, car, returned, 3000),
        await createCompletedBooking(apps.first, renter, car, returned, 3000),
      ];
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          depositReturnsOf(i % 2 ? apps.second : apps.first, admin),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      for (const id of ids) {
        expect(await deposits(apps.first, id)).toMatchObject([{ amount: 3000 }]);
      }
    });
  });
}
