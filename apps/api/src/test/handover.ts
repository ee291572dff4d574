import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { PHOTO_POSITIONS } from '@rental/shared/handover-photos';
import { jpeg } from './car-form';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from './factories';
import { bearer, type Harness } from './harness';
import { testClock } from './clock';

// What the handover tests share: a clock at 10:00 AM in Kolkata on 3 Dec, the two records as
// the staff send them, and one renter's Confirmed two-day bookings at ₹2,000 a day.

export const HOUR = 3_600_000;

export const handoverClock = () => testClock('2026-12-03T04:30:00Z');

type Fields = Record<string, unknown>;

/** A photo of the smallest size a handover takes, for each named position. */
export const POSITION_PHOTO = await jpeg(200, 200);

/**
 * The form of a record and its photos. Unless the record describes its own photos, the six named
 * positions come first (as every handover needs them) and the photos given follow as close-ups.
 */
export function handoverForm(record: Fields | string, photos: Buffer[] = [], type = 'image/jpeg') {
  const form = new FormData();
  if (typeof record !== 'string' && !('photos' in record)) {
    record = {
      ...record,
      photos: [
        ...PHOTO_POSITIONS.map((position) => ({ position })),
        ...photos.map((_, i) => ({ position: 'close-up', note: `Mark ${i + 1}` })),
      ],
    };
    photos = [...PHOTO_POSITIONS.map(() => POSITION_PHOTO), ...photos];
  }
  form.append('record', typeof record === 'string' ? record : JSON.stringify(record));
  photos.forEach((data, i) =>
    form.append('photos', new Blob([new Uint8Array(data)], { type }), `photo-${i}.jpg`),
  );
  return form;
}

export const pickupRecord = (overrides: Fields = {}) => ({
  odometerKm: 10_000,
  fuelLevel: 'Full',
  damageNotes: 'Scratch on the rear bumper',
  documentsChecked: true,
  // The suites not about the agreement hand over with the reason a paper one would give
  // (docs/product.md#rental-agreement); agreements.test.ts goes through the code.
  noAgreementReason: 'Signed the paper agreement at the counter',
  ...overrides,
});

export const returnRecord = (overrides: Fields = {}) => ({
  odometerKm: 10_400,
  fuelLevel: '3/4',
  damageNotes: '',
  charges: [],
  ...overrides,
});

export interface HandoverKit {
  admin: string;
  renter: TestCustomer;
  car: TestCar;
  /** A two-day booking of the car from the clock's now, Confirmed unless said otherwise. */
  confirmedBooking(status?: string): Promise<string>;
  post(
    id: string,
    what: 'pickup' | 'return',
    form: FormData,
    token?: string,
  ): ReturnType<Harness['inject']>;
  preview(id: string, record: Fields): ReturnType<Harness['inject']>;
  /** Stores the renter's licence (both sides) and masked Aadhaar as approved. */
  approveDocuments(): Promise<void>;
}

/** Sets up the admin, the renter and the car before the suite's tests run. */
export function handoverKit(h: Harness, clock: () => Date): HandoverKit {
  const kit = {} as HandoverKit;
  beforeAll(async () => {
    kit.admin = await createAdminToken(h);
    kit.renter = await createCustomer(h);
    kit.car = await createCar(h, { price: 2000 });
  });
  kit.confirmedBooking = async (status = 'Confirmed') => {
    const id = await createBooking(h, kit.renter, kit.car, {
      status,
      pickupAt: clock().toISOString(),
      returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
    });
    await h.app.db
      .updateTable('bookings')
      .set({ total_days: 2, total_amount: 4000 })
      .where('id', '=', id)
      .execute();
    return id;
  };
  kit.post = (id, what, form, token = kit.admin) =>
    h.inject({
      method: 'POST',
      url: `/api/bookings/${id}/${what}`,
      headers: bearer(token),
      payload: form,
    });
  kit.preview = (id, record) =>
    h.inject({
      method: 'POST',
      url: `/api/bookings/${id}/bill-preview`,
      headers: bearer(kit.admin),
      payload: record,
    });
  kit.approveDocuments = async () => {
    for (const kind of ['licence_front', 'licence_back', 'aadhaar_masked']) {
      await h.app.db
        .insertInto('documents')
        .values({
          id: randomUUID(),
          customer_id: kit.renter.id,
          kind,
          status: 'approved',
          reason: null,
          file_key: `documents/${randomUUID()}.jpg`,
          content_type: 'image/jpeg',
          created_at: clock().toISOString(),
          decided_by: null,
          decided_at: null,
        })
        .execute();
    }
  };
  return kit;
}
