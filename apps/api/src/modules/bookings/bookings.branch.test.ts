import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import type { Timeline } from '@rental/shared/reports';
import {
  bookingPayload,
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { carForm } from '../../test/car-form';
import { ist, rental } from '../../test/reports';
import { handoverClock, handoverForm, HOUR, pickupRecord } from '../../test/handover';

// docs/product.md#reports and docs/decisions/023-booking-keeps-its-branch.md: a booking keeps
// the branch its car was at when it was made; moving the car moves only its bookings not picked
// up yet, each move kept in the audit log.

const clock = handoverClock();
const options: HarnessOptions = { clock };

describeEachDatabase(
  'a booking keeps its branch',
  (h) => {
    let owner: string;
    let renter: TestCustomer;
    let car: TestCar;
    const ids = {} as Record<'completed' | 'pending' | 'onTrip' | 'cancelled', string>;

    const branchOf = async (id: string) =>
      (
        await h.app.db
          .selectFrom('bookings')
          .select('branch')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).branch;
    const auditOf = async (id: string) =>
      (
        await h.inject({ method: 'GET', url: `/api/bookings/${id}/audit`, headers: bearer(owner) })
      ).json() as AuditEntry[];
    const report = (branch: string) =>
      h.inject({
        method: 'GET',
        url: `/api/admin/reports?from=2026-11-01&to=2026-11-30&branch=${branch}`,
        headers: bearer(owner),
      });

    beforeAll(async () => {
      owner = await createAdminToken(h);
      renter = await createCustomer(h);
      car = await createCar(h, { branch: 'Boduppal' });
      // In the fleet since before the November of the reports.
      await h.app.db
        .updateTable('cars')
        .set({ created_at: '2026-10-01T00:00:00.000Z' })
        .where('id', '=', car.id)
        .execute();
      ids.completed = await rental(h, renter, car, {
        status: 'Completed',
        pickupAt: ist('2026-11-05', '09:00'),
        returnAt: ist('2026-11-07', '09:00'),
        days: 2,
        amount: 4_000,
      });
      // Out with the renter since this morning: picked up at Boduppal.
      ids.onTrip = await createBooking(h, renter, car, {
        status: 'Confirmed',
        pickupAt: clock().toISOString(),
        returnAt: new Date(clock().getTime() + 24 * HOUR).toISOString(),
      });
      const pickup = await h.inject({
        method: 'POST',
        url: `/api/bookings/${ids.onTrip}/pickup`,
        headers: bearer(owner),
        payload: handoverForm(pickupRecord()),
      });
      expect(pickup.statusCode).toBe(201);
      ids.cancelled = await createBooking(h, renter, car, {
        status: 'Cancelled',
        pickupAt: ist('2026-12-20', '09:00'),
        returnAt: ist('2026-12-21', '09:00'),
      });
    });

    it('writes the car’s branch into a booking made online', async () => {
      const made = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        // On the clock's days, clear of the cancelled booking of 20 December.
        payload: bookingPayload(car.id, { pickupDate: '2026-12-14', returnDate: '2026-12-16' }),
      });
      expect(made.statusCode).toBe(201);
      ids.pending = made.json()._id as string;
      expect(await branchOf(ids.pending)).toBe('Boduppal');
    });

    describe('after the owner moves the car to Dilsukhnagar', () => {
      beforeAll(async () => {
        const moved = await h.inject({
          method: 'PUT',
          url: `/api/cars/${car.id}`,
          headers: bearer(owner),
          payload: carForm({ registrationNumber: car.registrationNumber, branch: 'Dilsukhnagar' }),
        });
        expect(moved.statusCode).toBe(200);
        expect(moved.json().branch).toBe('Dilsukhnagar');
      });

      it('moves only the booking not picked up yet, with who and when in its audit', async () => {
        expect(await branchOf(ids.pending)).toBe('Dilsukhnagar');
        for (const id of [ids.completed, ids.onTrip, ids.cancelled]) {
          expect(await branchOf(id)).toBe('Boduppal');
          expect((await auditOf(id)).map((e) => e.action)).not.toContain('booking.branch');
        }
        const [entry, ...rest] = (await auditOf(ids.pending)).filter(
          (e) => e.action === 'booking.branch',
        );
        expect(rest).toEqual([]);
        expect(entry).toMatchObject({
          at: clock().toISOString(),
          actor: { email: 'admin@example.com' },
          entity: 'booking',
          entityId: ids.pending,
          carId: car.id,
          before: { branch: 'Boduppal' },
          after: { branch: 'Dilsukhnagar' },
        });
      });

      it('still counts the completed rental in the Boduppal report, not Dilsukhnagar’s', async () => {
        const boduppal = (await report('Boduppal')).json();
        expect(boduppal.revenue).toMatchObject({ rentals: 1, rental: 4_000 });
        expect(boduppal.bookings.byStatus.Completed).toBe(1);
        const dilsukhnagar = (await report('Dilsukhnagar')).json();
        expect(dilsukhnagar.revenue).toMatchObject({ rentals: 0, rental: 0 });
        expect(dilsukhnagar.bookings.total).toBe(0);
        // The car's utilisation is the car's: it is in Dilsukhnagar's fleet now.
        expect(dilsukhnagar.utilisation.cars.map((c: { carId: string }) => c.carId)).toEqual([
          car.id,
        ]);
      });

      it('exports the booking with its own branch', async () => {
        const csv = await h.inject({
          method: 'GET',
          url: '/api/admin/reports/bookings.csv?from=2026-11-01&to=2026-11-30',
          headers: bearer(owner),
        });
        expect(csv.statusCode).toBe(200);
        const line = csv.body.split('\r\n').find((l) => l.startsWith(`${ids.completed},`));
        expect(line).toContain(',Boduppal,');
        const scoped = await h.inject({
          method: 'GET',
          url: '/api/admin/reports/bookings.csv?from=2026-11-01&to=2026-11-30&branch=Dilsukhnagar',
          headers: bearer(owner),
        });
        expect(scoped.body).not.toContain(ids.completed);
      });

      it('shows each booking to the staff of its own branch only', async () => {
        const boduppal = (await createStaffToken(h, 'Boduppal')).token;
        const dilsukhnagar = (await createStaffToken(h, 'Dilsukhnagar')).token;
        const read = (id: string, token: string) =>
          h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
        expect((await read(ids.completed, boduppal)).statusCode).toBe(200);
        expect((await read(ids.onTrip, boduppal)).statusCode).toBe(200);
        expect((await read(ids.completed, dilsukhnagar)).statusCode).toBe(404);
        expect((await read(ids.pending, dilsukhnagar)).statusCode).toBe(200);
        expect((await read(ids.pending, boduppal)).statusCode).toBe(404);
        const list = await h.inject({
          method: 'GET',
          url: '/api/bookings',
          headers: bearer(boduppal),
        });
        expect((list.json() as { _id: string }[]).map((b) => b._id).sort()).toEqual(
          [ids.completed, ids.onTrip, ids.cancelled].sort(),
        );
      });

      it('draws the car on its new branch’s timeline, and lists the return at the old one', async () => {
        const timeline = async (branch: string) =>
          (
            await h.inject({
              method: 'GET',
              url: `/api/admin/timeline?date=2026-12-04&days=1&branch=${branch}`,
              headers: bearer(owner),
            })
          ).json() as Timeline;
        const boduppal = await timeline('Boduppal');
        expect(boduppal.cars).toEqual([]);
        expect(boduppal.returns.map((r) => r.bookingId)).toEqual([ids.onTrip]);
        const dilsukhnagar = await timeline('Dilsukhnagar');
        expect(dilsukhnagar.cars.map((c) => c._id)).toEqual([car.id]);
        expect(dilsukhnagar.cars[0]!.bookings.map((b) => b._id)).toEqual([ids.onTrip]);
        expect(dilsukhnagar.returns).toEqual([]);
      });

      it('takes a re-opened booking to where its car is now', async () => {
        const reopened = await h.inject({
          method: 'PUT',
          url: `/api/bookings/${ids.cancelled}`,
          headers: bearer(owner),
          payload: { status: 'Pending' },
        });
        expect(reopened.statusCode).toBe(200);
        expect(await branchOf(ids.cancelled)).toBe('Dilsukhnagar');
        const [entry] = await auditOf(ids.cancelled);
        expect(entry).toMatchObject({
          action: 'booking.status',
          before: { status: 'Cancelled', branch: 'Boduppal' },
          after: { status: 'Pending', branch: 'Dilsukhnagar' },
        });
      });
    });
  },
  options,
);
