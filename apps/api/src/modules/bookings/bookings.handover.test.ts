import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { EXTRA_KM_CHARGE_RUPEES, KM_ALLOWANCE_PER_DAY } from '@rental/shared/constants';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { MESSAGES } from '@rental/shared/messages';
import { jpeg } from '../cars/car-form.test-helpers';
import { countFiles } from '../documents/documents.test-helpers';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#handover-and-bill: the pickup and return records, the bill, the invoice series.

const HOUR = 3_600_000;
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
let now = new Date('2026-12-03T04:30:00Z'); // 10:00 AM in Kolkata
const clock = () => now;

type Record_ = Record<string, unknown>;

function handoverForm(record: Record_ | string, photos: Buffer[] = [], type = 'image/jpeg') {
  const form = new FormData();
  form.append('record', typeof record === 'string' ? record : JSON.stringify(record));
  photos.forEach((data, i) =>
    form.append('photos', new Blob([new Uint8Array(data)], { type }), `photo-${i}.jpg`),
  );
  return form;
}

const pickupRecord = (overrides: Record_ = {}) => ({
  odometerKm: 10_000,
  fuelLevel: 'Full',
  damageNotes: 'Scratch on the rear bumper',
  documentsChecked: true,
  ...overrides,
});
const returnRecord = (overrides: Record_ = {}) => ({
  odometerKm: 10_400,
  fuelLevel: '3/4',
  damageNotes: '',
  charges: [],
  ...overrides,
});

describeEachDatabase(
  'the handover of a car',
  (h: Harness) => {
    let admin: string;
    let renter: TestCustomer;
    let car: TestCar;

    beforeAll(async () => {
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      car = await createCar(h, { price: 2000 });
    });

    /** A Confirmed two-day booking from now. */
    async function confirmedBooking(status = 'Confirmed'): Promise<string> {
      const id = await createBooking(h, renter, car, {
        status,
        pickupAt: now.toISOString(),
        returnAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
      });
      await h.app.db
        .updateTable('bookings')
        .set({ total_days: 2, total_amount: 4000 })
        .where('id', '=', id)
        .execute();
      return id;
    }

    const post = (id: string, what: 'pickup' | 'return', form: FormData, token = admin) =>
      h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/${what}`,
        headers: bearer(token),
        payload: form,
      });
    const preview = (id: string, record: Record_) =>
      h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/bill-preview`,
        headers: bearer(admin),
        payload: record,
      });

    it('refuses a pickup until the documents are approved or checked at the counter', async () => {
      const id = await confirmedBooking();
      const refused = await post(
        id,
        'pickup',
        handoverForm(pickupRecord({ documentsChecked: false })),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'documents_not_approved',
        error: HANDOVER_MESSAGES.documentsNeeded,
        fields: { documentsChecked: HANDOVER_MESSAGES.documentsNeeded },
      });

      for (const kind of ['licence_front', 'licence_back', 'aadhaar_masked']) {
        await h.app.db
          .insertInto('documents')
          .values({
            id: randomUUID(),
            customer_id: renter.id,
            kind,
            status: 'approved',
            reason: null,
            file_key: `documents/${randomUUID()}.jpg`,
            content_type: 'image/jpeg',
            created_at: now.toISOString(),
            decided_by: null,
            decided_at: null,
          })
          .execute();
      }
      const res = await post(id, 'pickup', handoverForm(pickupRecord({ documentsChecked: false })));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ _id: id, status: 'Confirmed' });
    });

    it('records the pickup with its photos, served only to the renter and the admin', async () => {
      const id = await confirmedBooking();
      const photosBefore = await countFiles(h, 'handovers');
      const res = await post(
        id,
        'pickup',
        handoverForm(pickupRecord(), [await jpeg(320, 240), await jpeg(400, 300)]),
      );
      expect(res.statusCode).toBe(201);
      expect(await countFiles(h, 'handovers')).toBe(photosBefore + 4); // each photo and its thumb

      const [row] = await h.app.db
        .selectFrom('handovers')
        .selectAll()
        .where('booking_id', '=', id)
        .execute();
      expect(row).toMatchObject({
        kind: 'pickup',
        odometer_km: 10_000,
        fuel_level: 'Full',
        documents_checked: 1,
      });
      expect(row!.recorded_by).toBe('admin:admin@example.com');
      const [base] = JSON.parse(row!.photos) as string[];
      const url = `/api/bookings/${id}/photos/${base!.split('/')[1]}.webp`;

      for (const token of [admin, renter.token]) {
        const photo = await h.inject({ method: 'GET', url, headers: bearer(token) });
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['content-type']).toBe('image/webp');
        expect(photo.headers['cache-control']).toBe('private, no-store');
      }
      const stranger = await createCustomer(h);
      expect(
        (await h.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode,
      ).toBe(404);
      expect((await h.inject({ method: 'GET', url })).statusCode).toBe(401);
      const unknown = `/api/bookings/${id}/photos/${randomUUID()}.webp`;
      expect(
        (await h.inject({ method: 'GET', url: unknown, headers: bearer(admin) })).statusCode,
      ).toBe(404);

      const again = await post(id, 'pickup', handoverForm(pickupRecord()));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(HANDOVER_MESSAGES.alreadyPickedUp);
    });

    it('refuses a pickup of a Pending booking, bad fields and bad photos, storing nothing', async () => {
      const pending = await confirmedBooking('Pending');
      expect((await post(pending, 'pickup', handoverForm(pickupRecord()))).json().error).toBe(
        HANDOVER_MESSAGES.notConfirmed,
      );
      const id = await confirmedBooking();
      const photosBefore = await countFiles(h, 'handovers');
      const cases: [FormData, number, string][] = [
        [handoverForm('not json'), 400, 'Send the record as JSON in the "record" field.'],
        [handoverForm(pickupRecord({ odometerKm: -5 })), 400, 'Enter the odometer reading in km.'],
        [
          handoverForm(pickupRecord({ odometerKm: 10.5 })),
          400,
          'Enter the odometer reading in whole km.',
        ],
        [handoverForm(pickupRecord({ fuelLevel: 'Half' })), 400, 'Choose the fuel level.'],
        [handoverForm(pickupRecord(), [await jpeg(1, 1)]), 400, HANDOVER_MESSAGES.photoTooSmall],
        [
          handoverForm(pickupRecord(), Array(9).fill(await jpeg(320, 240))),
          400,
          HANDOVER_MESSAGES.tooManyPhotos,
        ],
        [
          handoverForm(
            pickupRecord(),
            [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
            'image/svg+xml',
          ),
          400,
          MESSAGES.uploadBadType,
        ],
      ];
      for (const [form, status, error] of cases) {
        const res = await post(id, 'pickup', form);
        expect(res.statusCode, error).toBe(status);
        expect(res.json().error).toBe(error);
      }
      expect(await countFiles(h, 'handovers')).toBe(photosBefore);
      expect(
        await h.app.db.selectFrom('handovers').select('id').where('booking_id', '=', id).execute(),
      ).toEqual([]);
      // A renter may not record a handover.
      expect(
        (await post(id, 'pickup', handoverForm(pickupRecord()), renter.token)).statusCode,
      ).toBe(403);
    });

    it('bills the kilometres over the allowance and the days after the grace', async () => {
      const id = await confirmedBooking();
      expect((await preview(id, returnRecord())).json().error).toBe(HANDOVER_MESSAGES.notPickedUp);
      expect((await post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const allowance = 2 * KM_ALLOWANCE_PER_DAY;
      const start = now;
      try {
        now = new Date(start.getTime() + 48 * HOUR + 60 * 60_000); // exactly the grace
        const exact = (await preview(id, returnRecord({ odometerKm: 10_000 + allowance }))).json();
        expect(exact).toMatchObject({ total: 4000, extraKm: 0, lateDays: 0 });
        const oneOver = (
          await preview(id, returnRecord({ odometerKm: 10_001 + allowance }))
        ).json();
        expect(oneOver).toMatchObject({ total: 4000 + EXTRA_KM_CHARGE_RUPEES, extraKm: 1 });

        now = new Date(start.getTime() + 48 * HOUR + 61 * 60_000); // a minute past the grace
        expect((await preview(id, returnRecord())).json()).toMatchObject({
          lateDays: 1,
          total: 6000,
        });
        now = new Date(start.getTime() + 48 * HOUR + 25 * HOUR); // 25 hours late
        expect((await preview(id, returnRecord())).json()).toMatchObject({
          lateDays: 2,
          total: 8000,
        });

        const below = await preview(id, returnRecord({ odometerKm: 9_999 }));
        expect(below.statusCode).toBe(400);
        expect(below.json().fields).toEqual({
          odometerKm: HANDOVER_MESSAGES.odometerBelowPickup(10_000),
        });
        const fractional = await preview(
          id,
          returnRecord({ charges: [{ kind: 'tolls', description: 'ORR', amount: 10.5 }] }),
        );
        expect(fractional.statusCode).toBe(400);
        const negative = await preview(
          id,
          returnRecord({ charges: [{ kind: 'damage', description: 'Dent', amount: -100 }] }),
        );
        expect(negative.json().error).toBe('The amount must be at least ₹1.');
      } finally {
        now = start;
      }
    });

    it('completes the booking at the return, stores the bill and numbers the invoice', async () => {
      const id = await confirmedBooking();
      expect((await post(id, 'return', handoverForm(returnRecord()))).json().error).toBe(
        HANDOVER_MESSAGES.notPickedUp,
      );
      expect((await post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const start = now;
      try {
        now = new Date(start.getTime() + 48 * HOUR + 2 * HOUR);
        const record = returnRecord({
          odometerKm: 10_000 + 2 * KM_ALLOWANCE_PER_DAY + 320,
          charges: [{ kind: 'fuel', description: 'A quarter tank', amount: 900 }],
        });
        const res = await post(id, 'return', handoverForm(record, [await jpeg(320, 240)]));
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ status: 'Completed' });
        expect(res.json().statusHistory.at(-1)).toMatchObject({ status: 'Completed' });

        const bill = await h.app.db
          .selectFrom('bills')
          .selectAll()
          .where('booking_id', '=', id)
          .executeTakeFirstOrThrow();
        // One late day, whose allowance covers 300 of the 320 km over: 20 km are billed.
        expect(bill).toMatchObject({ total: 4000 + 2000 + 200 + 900, charges: 3100 });
        const invoice = await h.app.db
          .selectFrom('invoices')
          .selectAll()
          .where('booking_id', '=', id)
          .executeTakeFirstOrThrow();
        expect(invoice.number).toMatch(/^HSD\/26-27\/\d{4}$/);
        expect(invoice).toMatchObject({ gstin: null, gst_rate_percent: 18, sac: '997311' });

        const again = await post(id, 'return', handoverForm(record));
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe(HANDOVER_MESSAGES.alreadyReturned);
      } finally {
        now = start;
      }
    });

    it('shows the records, the deposit and the bill on the booking, and serves the invoice', async () => {
      const id = await confirmedBooking();
      const get = (token: string) =>
        h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
      const invoice = (token?: string) =>
        h.inject({
          method: 'GET',
          url: `/api/bookings/${id}/invoice`,
          headers: token ? bearer(token) : {},
        });
      expect((await invoice(renter.token)).json().error).toBe(HANDOVER_MESSAGES.noInvoice);

      const picked = await post(
        id,
        'pickup',
        handoverForm(pickupRecord({ deposit: { amount: 30_000, method: 'cash' } }), [
          await jpeg(320, 240),
        ]),
      );
      expect(picked.statusCode).toBe(201);
      const onTrip = (await get(renter.token)).json();
      expect(onTrip).toMatchObject({ status: 'Confirmed', onTrip: true, return: null, bill: null });
      expect(onTrip.pickup).toMatchObject({
        odometerKm: 10_000,
        fuelLevel: 'Full',
        recordedBy: 'admin',
      });
      expect(onTrip.pickup.photos[0].url).toMatch(
        new RegExp(`^/api/bookings/${id}/photos/.+\\.webp$`),
      );
      expect(onTrip.payments).toMatchObject([
        { kind: 'deposit', method: 'cash', amount: 30_000, status: 'received' },
      ]);
      expect(onTrip.balance.depositHeld).toBe(30_000);
      expect(onTrip.statusHistory.at(-2).note).toBe(
        'Car handed over: 10,000 km, fuel Full; original documents checked at the counter',
      );

      const start = now;
      try {
        now = new Date(start.getTime() + 47 * HOUR);
        const res = await post(
          id,
          'return',
          handoverForm(
            returnRecord({ charges: [{ kind: 'tolls', description: 'ORR tolls', amount: 240 }] }),
          ),
        );
        expect(res.statusCode).toBe(201);
      } finally {
        now = start;
      }
      const closed = (await get(renter.token)).json();
      expect(closed).toMatchObject({ status: 'Completed', onTrip: false });
      expect(closed.bill).toMatchObject({ total: 4240, lateDays: 0, extraKm: 0 });
      expect(closed.balance).toMatchObject({
        due: 4240,
        paid: 0,
        outstanding: 4240,
        depositHeld: 30_000,
      });
      expect(closed.invoiceNumber).toMatch(/^HSD\/26-27\/\d{4}$/);

      const pdf = await invoice(renter.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="${closed.invoiceNumber.replaceAll('/', '-')}.pdf"`,
      );
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Receipt');
      expect(text).toContain(`No. ${closed.invoiceNumber}`);
      expect(text).toMatch(/Tolls: ORR tolls\s+₹240/);
      expect(text).toContain('Four Thousand Two Hundred Forty Rupees Only');
      expect((await invoice(admin)).statusCode).toBe(200);
      expect((await invoice((await createCustomer(h)).token)).statusCode).toBe(404);
      expect((await invoice()).statusCode).toBe(401);
    });

    it('keeps a handed-over booking for its return: no cancel, no status by hand', async () => {
      // Handed over a day early: before the pickup time, when a cancel would otherwise be open.
      const id = await createBooking(h, renter, car, {
        status: 'Confirmed',
        pickupAt: new Date(now.getTime() + 24 * HOUR).toISOString(),
        returnAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
      });
      expect((await post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const booking = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}`,
        headers: bearer(renter.token),
      });
      expect(booking.json()).toMatchObject({ cancellable: false, onTrip: true });
      const cancel = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel`,
        headers: bearer(renter.token),
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error).toBe(HANDOVER_MESSAGES.noCancelAfterHandover);
      for (const status of ['Completed', 'Cancelled', 'Pending']) {
        const res = await h.inject({
          method: 'PUT',
          url: `/api/bookings/${id}`,
          headers: bearer(admin),
          payload: { status },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe(HANDOVER_MESSAGES.noStatusAfterHandover);
      }
      const row = await h.app.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('Confirmed');
    });

    it('numbers invoices closed at the same time one after another, without gaps', async () => {
      const ids = await Promise.all(Array.from({ length: 6 }, () => confirmedBooking()));
      for (const id of ids) {
        expect((await post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      }
      const before = await h.app.db.selectFrom('invoices').select('sequence').execute();
      const answers = await Promise.all(
        ids.map((id) => post(id, 'return', handoverForm(returnRecord()))),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
      const sequences = (await h.app.db.selectFrom('invoices').select('sequence').execute())
        .map((row) => row.sequence)
        .sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: before.length + 6 }, (_, i) => i + 1));
    });
  },
  { clock },
);
