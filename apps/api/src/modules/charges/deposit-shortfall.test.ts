import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { afterTripKit, DEPOSIT_DAY_OF_1_DEC_RETURN, depositRefundsOf } from '../../test/charges';

// docs/product.md#after-the-trip: a deposit smaller than the charges covers only what it can,
// oldest charge first, and the rest stays for the renter to pay; a charge the return held back
// is taken from what was held once it is due, and a waived one gives back only what was held.

const clock = testClock('2026-12-01T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const RETURN_DAY = DEPOSIT_DAY_OF_1_DEC_RETURN;

type Seen = { id: string; status: string; toPay: number; fromDeposit: number };
const find = (charges: Seen[], id: string) => charges.find((c) => c.id === id)!;

describeEachDatabase(
  'a deposit that does not cover the charges',
  (h) => {
    const kit = afterTripKit(h);

    it('takes only what it covers, oldest first, and leaves the rest due to pay', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 1000);
      const fuel = (await kit.addCharge(id, { type: 'fuel', amount: 700 })).json();
      clock.set('2026-12-01T07:30:00Z');
      const toll = (await kit.addCharge(id, { type: 'toll', amount: 600 })).json();

      clock.set(RETURN_DAY);
      const seen = (await kit.afterTrip(id, kit.renter.token)).json();
      expect(seen.depositReturn).toMatchObject({
        deposit: 1000,
        chargesDue: 1300,
        taken: 1000,
        stillOwed: 300,
        heldBack: 0,
        toReturn: 0,
      });
      expect(find(seen.charges, fuel.id)).toMatchObject({ status: 'recovered', toPay: 0 });
      expect(find(seen.charges, toll.id)).toMatchObject({
        status: 'due',
        fromDeposit: 300,
        toPay: 300,
      });
      expect(await depositRefundsOf(h, id)).toEqual([]);

      // The renter pays what is left of the toll, not the whole of it.
      const paid = await kit.act('POST', toll.id, 'payment', { reference: '5555 6666 7777' });
      expect(paid.statusCode, paid.body).toBe(200);
      const entry = await h.app.db
        .selectFrom('payments')
        .select('amount')
        .where('id', '=', paid.json().paymentId)
        .executeTakeFirstOrThrow();
      expect(entry.amount).toBe(300);

      // The report counts what the deposit took as recovered and the rest as outstanding.
      clock.set('2026-12-16T06:30:00Z');
      const report = await h.inject({
        method: 'GET',
        url: '/api/admin/reports/after-trip?from=2026-12-01&to=2026-12-31',
        headers: bearer(kit.admin),
      });
      expect(report.statusCode, report.body).toBe(200);
      const december = report
        .json()
        .months.filter((m: { month: string }) => m.month === '2026-12')
        .map((m: { charges: { recovered: number; outstanding: number } }) => m.charges);
      const total = (key: 'recovered' | 'outstanding') =>
        december.reduce((s: number, c: Record<typeof key, number>) => s + c[key], 0);
      expect({ recovered: total('recovered'), outstanding: total('outstanding') }).toEqual({
        recovered: 1000,
        outstanding: 300,
      });
    });

    it('takes a held-back charge from what was held once its window passes', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 5000);
      clock.set('2026-12-15T06:30:00Z');
      const toll = (await kit.addCharge(id, { type: 'toll', amount: 300 })).json();

      clock.set(RETURN_DAY);
      const atReturn = (await kit.afterTrip(id)).json();
      expect(atReturn.depositReturn).toMatchObject({ heldBack: 300, toReturn: 4700 });
      expect(find(atReturn.charges, toll.id)).toMatchObject({ status: 'open', fromDeposit: 300 });

      clock.set('2026-12-17T07:00:00Z'); // past the 48 hours, never disputed
      const later = (await kit.afterTrip(id, kit.renter.token)).json();
      expect(find(later.charges, toll.id)).toMatchObject({ status: 'recovered', toPay: 0 });
      expect(later.depositReturn).toMatchObject({ stillOwed: 0 });
      expect((await depositRefundsOf(h, id)).map((e) => e.amount)).toEqual([4700]);
      // Recorded as taken when its window closed, so the reports count it as recovered.
      await h.inject({
        method: 'GET',
        url: '/api/admin/deposit-returns',
        headers: bearer(kit.admin),
      });
      const row = await h.app.db
        .selectFrom('charges')
        .select('recovered_at')
        .where('id', '=', toll.id)
        .executeTakeFirstOrThrow();
      expect(row.recovered_at).toBe(toll.disputeUntil);
    });

    it('takes an upheld held-back charge from what was held, the rest due', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 1000);
      clock.set('2026-12-15T06:30:00Z');
      const other = (await kit.addCharge(id, { type: 'other', amount: 1500 })).json();
      await kit.act('POST', other.id, 'dispute', { reason: 'It was there at pickup' });

      clock.set(RETURN_DAY);
      expect((await kit.afterTrip(id)).json().depositReturn).toMatchObject({
        heldBack: 1000,
        toReturn: 0,
      });
      const upheld = await kit.act(
        'PATCH',
        other.id,
        'dispute',
        { decision: 'uphold', reason: 'The pickup photos show none' },
        kit.admin,
      );
      expect(upheld.statusCode, upheld.body).toBe(200);
      expect(upheld.json()).toMatchObject({ status: 'due', fromDeposit: 1000, toPay: 500 });
      const seen = (await kit.afterTrip(id, kit.renter.token)).json();
      expect(seen.depositReturn).toMatchObject({ stillOwed: 500 });
    });

    it('gives back only what the deposit held for a waived charge', async () => {
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 1000);
      await kit.addCharge(id, { type: 'fuel', amount: 700 });
      clock.set('2026-12-15T06:30:00Z');
      const other = (await kit.addCharge(id, { type: 'other', amount: 1500 })).json();
      await kit.act('POST', other.id, 'dispute', { reason: 'It was there at pickup' });

      clock.set(RETURN_DAY);
      expect((await kit.afterTrip(id)).json().depositReturn).toMatchObject({
        chargesDue: 700,
        taken: 700,
        heldBack: 300,
        toReturn: 0,
      });
      const waived = await kit.act(
        'PATCH',
        other.id,
        'dispute',
        { decision: 'waive', reason: 'Agreed' },
        kit.admin,
      );
      expect(waived.statusCode, waived.body).toBe(200);
      expect(waived.json()).toMatchObject({ status: 'waived', fromDeposit: 0, toPay: 0 });
      expect((await depositRefundsOf(h, id)).map((e) => e.amount)).toEqual([300]);
      const seen = (await kit.afterTrip(id, kit.renter.token)).json();
      expect(seen.depositReturn).toMatchObject({ heldBack: 300, toReturn: 0, givenBack: 300 });
    });
  },
  options,
);
