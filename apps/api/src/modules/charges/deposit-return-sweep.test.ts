import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { messageRows } from '../../test/outbox';
import { afterTripKit, DAY, HOUR } from '../../test/charges';
import { DEPOSIT_SWEEP_INTERVAL_MS } from './deposit-return-sweep';

// docs/product.md#after-the-trip: a deposit return is made due on its day, and one left unpaid
// is flagged to the owner, by the server's own sweep: nobody opens the list or the booking.

const clock = testClock('2026-12-01T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };

describeEachDatabase(
  'the deposit return sweep',
  (h) => {
    const kit = afterTripKit(h);

    const madeDue = (bookingId: string) =>
      h.app.db
        .selectFrom('deposit_returns')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();

    it('makes due at start the deposits whose day came while no server ran', async () => {
      // Returned 1 Dec: the deposit comes back on 16 Dec.
      clock.set('2026-12-01T06:30:00Z');
      const id = await kit.completedBooking(clock(), 3000);
      await kit.addCharge(id, { type: 'fuel', amount: 400 });
      clock.set('2026-12-15T06:30:00Z');
      await h.restart();
      expect(await madeDue(id)).toBeUndefined();

      clock.set('2026-12-16T06:30:00Z');
      await h.restart();
      expect(await madeDue(id)).toMatchObject({
        deposit: 3000,
        charges_due: 400,
        held_back: 0,
        amount: 2600,
        due_on: '2026-12-16',
      });
      expect(
        (await messageRows(h.app, id)).filter((m) => m.event === 'business_deposit_overdue'),
      ).toHaveLength(0);

      // Still unpaid the day after: the owner is told, once, however often the sweep runs.
      clock.set(new Date(clock().getTime() + DAY));
      await h.restart();
      await h.restart();
      expect(
        (await messageRows(h.app, id)).filter((m) => m.event === 'business_deposit_overdue'),
      ).toHaveLength(1);
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs again every hour while the server runs', async () => {
      clock.set('2026-12-20T06:30:00Z');
      const id = await kit.completedBooking(clock(), 2000);
      // Only the interval is faked: the database and the rest keep real time.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      await h.restart();

      // Returned 20 Dec: the deposit comes back on 4 Jan, Kolkata time.
      clock.set('2027-01-03T18:00:00Z');
      vi.advanceTimersByTime(DEPOSIT_SWEEP_INTERVAL_MS);
      await h.app.depositSweepSettled();
      expect(await madeDue(id)).toBeUndefined();

      clock.advance(HOUR);
      vi.advanceTimersByTime(DEPOSIT_SWEEP_INTERVAL_MS);
      await h.app.depositSweepSettled();
      expect(await madeDue(id)).toMatchObject({ amount: 2000, due_on: '2027-01-04' });
    });
  },
  options,
);
