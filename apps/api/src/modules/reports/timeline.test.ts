import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Timeline } from '@rental/shared/reports';
import {
  createAdminToken,
  createCustomer,
  createStaffToken,
  setCarDeleted,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { block, carAddedAt, ist, rental } from '../../test/reports';

// docs/product.md#fleet-timeline: cars as rows with their bookings and blocks over a day or a
// week, the first day's pickups and returns, and staff kept to their branch. Today is 29 Nov
// 2026.

describeEachDatabase(
  'the fleet timeline',
  (h) => {
    let owner: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      owner = await createAdminToken(h);
      const renter = await createCustomer(h, { name: 'Asha Reddy' });
      const year = ist('2026-01-01');
      const a = await carAddedAt(h, year, { name: 'Car A', branch: 'Boduppal' });
      const b = await carAddedAt(h, year, { name: 'Car B', branch: 'Boduppal' });
      const c = await carAddedAt(h, year, { name: 'Car C', branch: 'Vanasthalipuram' });
      const gone = await carAddedAt(h, year, { name: 'Car Gone', branch: 'Boduppal' });
      const booking = (
        car: typeof a,
        status: string,
        from: [string, string],
        to: [string, string],
      ) =>
        rental(h, renter, car, {
          status,
          pickupAt: ist(...from),
          returnAt: ist(...to),
          days: 1,
          amount: 2_000,
        });
      ids.pickupToday = await booking(
        a,
        'Confirmed',
        ['2026-11-29', '12:00'],
        ['2026-12-03', '12:00'],
      );
      ids.lastWeek = await booking(
        a,
        'Completed',
        ['2026-11-26', '09:00'],
        ['2026-11-28', '09:00'],
      );
      ids.onTrip = await booking(b, 'Confirmed', ['2026-11-27', '09:00'], ['2026-11-29', '18:00']);
      await booking(b, 'Cancelled', ['2026-11-29', '10:00'], ['2026-11-29', '20:00']);
      ids.otherBranch = await booking(
        c,
        'Pending',
        ['2026-11-29', '15:00'],
        ['2026-11-30', '15:00'],
      );
      await booking(gone, 'Confirmed', ['2026-11-29', '09:00'], ['2026-11-29', '20:00']);
      await setCarDeleted(h, gone.id);
      await block(h, b, ist('2026-11-30', '12:00'), ist('2026-12-02'));
      await h.app.db
        .insertInto('handovers')
        .values({
          id: randomUUID(),
          booking_id: ids.onTrip,
          kind: 'pickup',
          at: ist('2026-11-27', '09:10'),
          odometer_km: 1000,
          fuel_level: 'Full',
          damage_notes: '',
          documents_checked: 1,
          photos: '[]',
          recorded_by: 'admin:admin@example.com',
          recorded_at: ist('2026-11-27', '09:10'),
        })
        .execute();
    });

    const timeline = async (query: string, token = owner) => {
      const response = await h.inject({
        method: 'GET',
        url: `/api/admin/timeline${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Timeline>();
    };
    const rows = (t: Timeline) =>
      t.cars.map((car) => [car.name, car.bookings.map((b) => b._id), car.blocks.length]);

    it("shows today's cars, bookings and dispatch lists by default", async () => {
      const t = await timeline('');
      expect(t).toMatchObject({
        from: '2026-11-29T00:00:00.000+05:30',
        to: '2026-11-30T00:00:00.000+05:30',
        days: 1,
        branch: null,
        today: '2026-11-29',
      });
      // Cancelled bookings, and deleted cars, are left out; B's block starts tomorrow.
      expect(rows(t)).toEqual([
        ['Car A', [ids.pickupToday], 0],
        ['Car B', [ids.onTrip], 0],
        ['Car C', [ids.otherBranch], 0],
      ]);
      expect(t.cars[1]!.bookings[0]).toEqual({
        _id: ids.onTrip,
        status: 'Confirmed',
        onTrip: true,
        customerName: 'Asha Reddy',
        from: '2026-11-27T09:00:00.000+05:30',
        to: '2026-11-29T18:00:00.000+05:30',
      });
      expect(t.pickups.map((p) => [p.bookingId, p.at])).toEqual([
        [ids.pickupToday, '2026-11-29T12:00:00.000+05:30'],
        [ids.otherBranch, '2026-11-29T15:00:00.000+05:30'],
      ]);
      expect(t.returns.map((p) => p.bookingId)).toEqual([ids.onTrip]);
      expect(t.pickups[0]).toMatchObject({ customerName: 'Asha Reddy', carName: 'Car A' });
      // The counter's next step: hand the waiting car over, take the one on its trip back.
      expect(t.pickups[0]!.handover).toBe('waiting');
      expect(t.returns[0]!.handover).toBe('out');
    });

    it('covers a week from the day asked for', async () => {
      const t = await timeline('?date=2026-11-26&days=7');
      expect(t.to).toBe('2026-12-03T00:00:00.000+05:30');
      expect(rows(t)).toEqual([
        ['Car A', [ids.lastWeek, ids.pickupToday], 0],
        ['Car B', [ids.onTrip], 1],
        ['Car C', [ids.otherBranch], 0],
      ]);
      // The dispatch lists are of the first day, 26 Nov.
      expect(t.pickups.map((p) => p.bookingId)).toEqual([ids.lastWeek]);
      expect(t.returns).toEqual([]);
    });

    it('filters by branch for the owner, and keeps staff to their own', async () => {
      const v = await timeline('?branch=Vanasthalipuram');
      expect(rows(v).map((r) => r[0])).toEqual(['Car C']);
      expect(v.pickups.map((p) => p.bookingId)).toEqual([ids.otherBranch]);
      expect(v.returns).toEqual([]);

      const staff = await createStaffToken(h, 'Boduppal');
      const s = await timeline('?branch=Vanasthalipuram', staff.token);
      expect(s.branch).toBe('Boduppal');
      expect(rows(s).map((r) => r[0])).toEqual(['Car A', 'Car B']);
      expect(s.pickups.map((p) => p.bookingId)).toEqual([ids.pickupToday]);
    });

    it('refuses other windows, and anyone but an admin', async () => {
      for (const query of ['?days=3', '?date=2026-13-01', '?branch=Nowhere']) {
        const response = await h.inject({
          method: 'GET',
          url: `/api/admin/timeline${query}`,
          headers: bearer(owner),
        });
        expect(response.statusCode, query).toBe(400);
      }
      const renter = await createCustomer(h);
      const disabled = await createStaffToken(h, 'Boduppal', { disabled: true });
      const as = (headers: Record<string, string>) =>
        h.inject({ method: 'GET', url: '/api/admin/timeline', headers });
      expect((await as(bearer(renter.token))).statusCode).toBe(403);
      expect((await as(bearer(disabled.token))).statusCode).toBe(401);
      expect((await as({})).statusCode).toBe(401);
    });
  },
  { clock: () => new Date(ist('2026-11-29', '08:00')) },
);
