import { randomUUID } from 'node:crypto';
import { RECENT_BOOKING_DAYS } from '@rental/shared/staff-reach';
import { expect, it } from 'vitest';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { ledgerEntry } from '../../test/reports';

// docs/product.md#customers (review row N9): branch staff see a renter's bookings and spend at
// their own branch only; "recent" counts from when the car came back (the return handover),
// not from the booked return.

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The return handover, recorded at `at` (only its time matters to the reach rule). */
async function returnedAt(h: Harness, bookingId: string, at: string) {
  await h.app.db
    .insertInto('handovers')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      kind: 'return',
      at,
      odometer_km: 1000,
      fuel_level: 'full',
      damage_notes: '',
      documents_checked: 0,
      photos: '[]',
      recorded_by: 'admin:test@example.com',
      recorded_at: at,
    })
    .execute();
}

const list = async (h: Harness, token: string, q: string) =>
  (
    await h.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    })
  ).json().customers as { id: string; spend: number; bookingCount?: number }[];

describeEachDatabase('what branch staff see of a renter’s spend and recency', (h) => {
  it('shows branch staff the spend at their branch only; the owner the whole', async () => {
    const boduppal = await createCar(h, { branch: 'Boduppal' });
    const dilsukhnagar = await createCar(h, { branch: 'Dilsukhnagar' });
    const renter = await createCustomer(h, { name: 'Spend Both' });
    for (const car of [boduppal, dilsukhnagar]) {
      await createBooking(h, renter, car, {
        status: 'Completed',
        pickupAt: ago(6),
        returnAt: ago(5),
      });
    }
    const staff = await createStaffToken(h, 'Boduppal');
    const owner = await createAdminToken(h);

    const seenByStaff = await list(h, staff.token, 'Spend Both');
    expect(seenByStaff).toHaveLength(1);
    expect(seenByStaff[0]!.spend).toBe(boduppal.price);
    const seenByOwner = await list(h, owner, 'Spend Both');
    expect(seenByOwner[0]!.spend).toBe(boduppal.price + dilsukhnagar.price);
    expect(boduppal.price + dilsukhnagar.price).toBeGreaterThan(boduppal.price);
  });

  it('shows branch staff the record’s bookings, spend and received at their branch only', async () => {
    const boduppal = await createCar(h, { branch: 'Boduppal', price: 2_000 });
    const dilsukhnagar = await createCar(h, { branch: 'Dilsukhnagar', price: 3_000 });
    const renter = await createCustomer(h, { name: 'Record Both' });
    for (const [car, paid] of [
      [boduppal, 2_000],
      [dilsukhnagar, 3_000],
    ] as const) {
      const id = await createBooking(h, renter, car, {
        status: 'Completed',
        pickupAt: ago(6),
        returnAt: ago(5),
      });
      await ledgerEntry(h, id, {
        kind: 'rental',
        amount: paid,
        status: 'received',
        recorded_at: ago(5),
      });
    }
    const record = async (token: string) =>
      (
        await h.inject({
          method: 'GET',
          url: `/api/admin/customers/${renter.id}`,
          headers: bearer(token),
        })
      ).json() as { bookingCount: number; spend: number; received: number };
    const staff = await createStaffToken(h, 'Boduppal');
    expect(await record(staff.token)).toMatchObject({
      bookingCount: 1,
      spend: 2_000,
      received: 2_000,
    });
    expect(await record(await createAdminToken(h))).toMatchObject({
      bookingCount: 2,
      spend: 5_000,
      received: 5_000,
    });
  });

  it('counts "recent" from the actual return, not the booked one', async () => {
    const car = await createCar(h, { branch: 'Boduppal' });
    // Booked to come back within the window, but back early, long before it.
    const early = await createCustomer(h, { name: 'Recency Early' });
    const earlyId = await createBooking(h, early, car, {
      status: 'Completed',
      pickupAt: ago(RECENT_BOOKING_DAYS + 10),
      returnAt: ago(RECENT_BOOKING_DAYS - 5),
    });
    await returnedAt(h, earlyId, ago(RECENT_BOOKING_DAYS + 2));
    // Booked to come back before the window, but back late, inside it.
    const late = await createCustomer(h, { name: 'Recency Late' });
    const lateId = await createBooking(h, late, car, {
      status: 'Completed',
      pickupAt: ago(RECENT_BOOKING_DAYS + 3),
      returnAt: ago(RECENT_BOOKING_DAYS + 1),
    });
    await returnedAt(h, lateId, ago(10));
    // No handover recorded: the booked return still counts.
    const unrecorded = await createCustomer(h, { name: 'Recency Booked' });
    await createBooking(h, unrecorded, car, {
      status: 'Completed',
      pickupAt: ago(12),
      returnAt: ago(10),
    });
    const staff = await createStaffToken(h, 'Boduppal');

    const seen = (await list(h, staff.token, 'Recency')).map((c) => c.id).sort();
    expect(seen).toEqual([late.id, unrecorded.id].sort());
    const record = (id: string) =>
      h.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers: bearer(staff.token) });
    expect((await record(early.id)).statusCode).toBe(404);
    expect((await record(late.id)).statusCode).toBe(200);
  });
});
