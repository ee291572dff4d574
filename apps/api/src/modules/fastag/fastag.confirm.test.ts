import { expect, it } from 'vitest';
import { FASTAG_MESSAGES, FASTAG_UNMATCHED_REASONS } from '@rental/shared/fastag';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { fastagStatement } from '../../test/fastag';
import { HOME } from '../../test/staff';
import { fastagKit } from './fastag.test-helpers';

// docs/product.md#fastag-statements: staff confirm the proposed tolls in one step, all or none;
// a branch's staff import, see and confirm only their branch's bookings' tolls.

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const COUNTS = { matched: 18, unknownCar: 0, noBooking: 0, repeated: 0 };

interface Toll {
  id: string;
  transactionId: string;
  bookingId: string;
  branch: string;
  amount: number;
}

describeEachDatabase(
  'confirming FASTag tolls',
  (h) => {
    const kit = fastagKit(h, clock);

    it("keeps a branch's staff to their branch's tolls, then makes the chosen ones charges", async () => {
      const lines = fastagStatement('S', kit.bookings, COUNTS);
      const res = await kit.upload(lines, kit.staff);
      expect(res.statusCode, res.body).toBe(201);
      const tolls = res.json().proposed as Toll[];
      // Two of the three cars are of the staff member's branch.
      expect(tolls).toHaveLength(12);
      expect(tolls.every((t) => t.branch === HOME)).toBe(true);
      const other = res.json().unmatched as { reason: string; reasonText: string }[];
      expect(other).toHaveLength(6);
      expect(other.every((r) => r.reasonText === FASTAG_UNMATCHED_REASONS.otherBranch)).toBe(true);

      // The owner imports the same statement: the other branch's six are added, nothing twice.
      const owner = await kit.upload(lines);
      expect(owner.json().proposed).toHaveLength(6);
      const theirs = owner.json().proposed as Toll[];
      const seen = (await kit.proposed(kit.staff)).json() as Toll[];
      expect(seen.map((t) => t.id).sort()).toEqual(tolls.map((t) => t.id).sort());
      expect((await kit.proposed()).json()).toHaveLength(18);

      // Another branch's toll refuses the whole request.
      const mixed = await kit.confirm([tolls[0]!.id, theirs[0]!.id], kit.staff);
      expect(mixed.statusCode).toBe(409);
      expect(mixed.json().error).toBe(FASTAG_MESSAGES.notProposed);
      expect((await kit.saved('S')).filter((t) => t.status === 'confirmed')).toEqual([]);

      // All but two, deselected.
      const chosen = tolls.slice(2);
      const done = await kit.confirm(
        chosen.map((t) => t.id),
        kit.staff,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().confirmed).toBe(10);
      const left = (await kit.proposed(kit.staff)).json() as Toll[];
      expect(left.map((t) => t.id).sort()).toEqual(
        tolls
          .slice(0, 2)
          .map((t) => t.id)
          .sort(),
      );

      // Each is a toll charge the renter sees, with the transaction id as its reference.
      const first = chosen[0]!;
      const seenByRenter = await h.inject({
        method: 'GET',
        url: `/api/bookings/${first.bookingId}/charges`,
        headers: bearer(kit.renter.token),
      });
      const charge = (seenByRenter.json().charges as Record<string, unknown>[]).find(
        (c) => c.reference === first.transactionId,
      );
      expect(charge).toMatchObject({ type: 'toll', amount: first.amount, status: 'open' });
      const messages = await h.app.db
        .selectFrom('messages')
        .select('id')
        .where('event', '=', 'charge_raised')
        .execute();
      expect(messages.length).toBeGreaterThanOrEqual(10);

      // Confirmed once: the same request again changes nothing.
      const again = await kit.confirm([first.id], kit.staff);
      expect(again.statusCode).toBe(409);
      const charges = await h.app.db
        .selectFrom('charges')
        .select('id')
        .where('reference', 'like', 'S%')
        .execute();
      expect(charges).toHaveLength(10);
    });

    it('refuses an empty choice', async () => {
      const res = await kit.confirm([]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(FASTAG_MESSAGES.nothingChosen);
    });

    it('refuses renters', async () => {
      const res = await kit.proposed(kit.renter.token);
      expect(res.statusCode).toBe(403);
    });
  },
  options,
);
