import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from './factories';
import { bearer, type Harness } from './harness';
import { pdf, photoJpeg } from './documents';

// What the after-trip tests share: a renter and a car, and Completed bookings whose return was
// recorded at a given time with a deposit received at pickup.

export const HOUR = 3_600_000;
/**
 * A rental the kits return on 1 Dec at noon in Kolkata (with the clock of 1 Dec, 06:30 UTC) has
 * its deposit's day on 16 Dec, from 18:30 UTC on 15 Dec.
 */
export const DEPOSIT_DAY_OF_1_DEC_RETURN = '2026-12-15T18:31:00Z';

/** The booking's deposit returns in the ledger, oldest first, the larger first at one time. */
export function depositRefundsOf(h: Harness, bookingId: string) {
  return h.app.db
    .selectFrom('payments')
    .select(['id', 'amount', 'status', 'recorded_by', 'recorded_at', 'note'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'deposit_refund')
    .orderBy('recorded_at')
    .orderBy('amount', 'desc')
    .execute();
}
export const DAY = 24 * HOUR;

export interface AfterTripKit {
  admin: string;
  renter: TestCustomer;
  car: TestCar;
  /** A Completed booking returned at `returnedAt`, with `deposit` received at pickup. */
  completedBooking(returnedAt: Date, deposit?: number): Promise<string>;
  addCharge(
    bookingId: string,
    charge: Record<string, unknown> | string,
    files?: { data: Buffer; type: string; name: string }[],
    token?: string,
  ): ReturnType<Harness['inject']>;
  afterTrip(bookingId: string, token?: string): ReturnType<Harness['inject']>;
  /** POST or PATCH on /api/charges/{id}/{what} with a JSON body. */
  act(
    method: 'POST' | 'PATCH',
    chargeId: string,
    what: 'payment' | 'dispute',
    payload: Record<string, unknown>,
    token?: string,
  ): ReturnType<Harness['inject']>;
}

export function chargeForm(
  charge: Record<string, unknown> | string,
  files: { data: Buffer; type: string; name: string }[] = [],
): FormData {
  const form = new FormData();
  form.append('charge', typeof charge === 'string' ? charge : JSON.stringify(charge));
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  return form;
}

export const challanPdf = () => ({ data: pdf(), type: 'application/pdf', name: 'challan.pdf' });

/** A photo to attach to a damage charge, which needs one (docs/product.md#damage-claims). */
export const dentPhoto = async () => ({
  data: await photoJpeg(),
  type: 'image/jpeg',
  name: 'dent.jpg',
});

/** A Completed booking returned at `returnedAt`, with `deposit` received at pickup. */
export async function createCompletedBooking(
  h: Harness,
  renter: TestCustomer,
  car: TestCar,
  returnedAt: Date,
  deposit: number,
): Promise<string> {
  const id = await createBooking(h, renter, car, {
    status: 'Completed',
    pickupAt: new Date(returnedAt.getTime() - 2 * DAY).toISOString(),
    returnAt: returnedAt.toISOString(),
  });
  await h.app.db
    .insertInto('handovers')
    .values({
      id: randomUUID(),
      booking_id: id,
      kind: 'return',
      at: returnedAt.toISOString(),
      odometer_km: 10_400,
      fuel_level: 'Full',
      damage_notes: '',
      documents_checked: 0,
      photos: '[]',
      recorded_by: 'admin:admin@example.com',
      recorded_at: returnedAt.toISOString(),
    })
    .execute();
  if (deposit > 0) {
    await h.app.db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        booking_id: id,
        kind: 'deposit',
        method: 'cash',
        amount: deposit,
        reference: 'counter',
        status: 'received',
        recorded_by: 'admin:admin@example.com',
        recorded_at: new Date(returnedAt.getTime() - 2 * DAY).toISOString(),
        decided_by: null,
        decided_at: null,
        note: '',
      })
      .execute();
  }
  return id;
}

export function afterTripKit(h: Harness): AfterTripKit {
  const kit = {} as AfterTripKit;
  beforeAll(async () => {
    kit.admin = await createAdminToken(h);
    kit.renter = await createCustomer(h);
    kit.car = await createCar(h, { price: 2000 });
  });
  kit.completedBooking = (returnedAt, deposit = 5000) =>
    createCompletedBooking(h, kit.renter, kit.car, returnedAt, deposit);
  kit.addCharge = (bookingId, charge, files = [], token = kit.admin) =>
    h.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/charges`,
      headers: bearer(token),
      payload: chargeForm(charge, files),
    });
  kit.afterTrip = (bookingId, token = kit.renter.token) =>
    h.inject({ method: 'GET', url: `/api/bookings/${bookingId}/charges`, headers: bearer(token) });
  kit.act = (method, chargeId, what, payload, token = kit.renter.token) =>
    h.inject({
      method,
      url: `/api/charges/${chargeId}/${what}`,
      headers: bearer(token),
      payload,
    });
  return kit;
}
