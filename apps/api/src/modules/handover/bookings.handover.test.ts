import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { MESSAGES } from '@rental/shared/messages';
import { jpeg } from '../../test/car-form';
import { countFiles } from '../../test/documents';
import { createBooking, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { HOUR, handoverClock, handoverForm, handoverKit, pickupRecord } from '../../test/handover';

// docs/product.md#handover-and-bill: the pickup record, its photos and its refusals, and the
// booking it leaves waiting for the return.

const clock = handoverClock();

describeEachDatabase(
  'the pickup of a car',
  (h) => {
    const kit = handoverKit(h, clock);

    it('refuses a pickup until the documents are approved or checked at the counter', async () => {
      const id = await kit.confirmedBooking();
      const refused = await kit.post(
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

      await kit.approveDocuments();
      const res = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord({ documentsChecked: false })),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ _id: id, status: 'Confirmed' });
    });

    it('records the pickup with its photos, served only to the kit.renter and the kit.admin', async () => {
      const id = await kit.confirmedBooking();
      const photosBefore = await countFiles(h, 'handovers');
      const res = await kit.post(
        id,
        'pickup',
        handoverForm(pickupRecord(), [await jpeg(320, 240), await jpeg(400, 300)]),
      );
      expect(res.statusCode).toBe(201);
      // The six positions and the two close-ups, each photo and its thumb.
      expect(await countFiles(h, 'handovers')).toBe(photosBefore + 16);

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
      const [first] = JSON.parse(row!.photos) as { key: string }[];
      const url = `/api/bookings/${id}/photos/${first!.key.split('/')[1]}.webp`;

      for (const token of [kit.admin, kit.renter.token]) {
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
        (await h.inject({ method: 'GET', url: unknown, headers: bearer(kit.admin) })).statusCode,
      ).toBe(404);

      const again = await kit.post(id, 'pickup', handoverForm(pickupRecord()));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(HANDOVER_MESSAGES.alreadyPickedUp);
    });

    it('refuses a pickup of a Pending booking, bad fields and bad photos, storing nothing', async () => {
      const pending = await kit.confirmedBooking('Pending');
      expect((await kit.post(pending, 'pickup', handoverForm(pickupRecord()))).json().error).toBe(
        HANDOVER_MESSAGES.notConfirmed,
      );
      const id = await kit.confirmedBooking();
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
        const res = await kit.post(id, 'pickup', form);
        expect(res.statusCode, error).toBe(status);
        expect(res.json().error).toBe(error);
      }
      expect(await countFiles(h, 'handovers')).toBe(photosBefore);
      expect(
        await h.app.db.selectFrom('handovers').select('id').where('booking_id', '=', id).execute(),
      ).toEqual([]);
      // A kit.renter may not record a handover.
      expect(
        (await kit.post(id, 'pickup', handoverForm(pickupRecord()), kit.renter.token)).statusCode,
      ).toBe(403);
    });

    it('keeps a handed-over booking for its return: no cancel, no status by hand', async () => {
      // Handed over a day early: before the pickup time, when a cancel would otherwise be open.
      const id = await createBooking(h, kit.renter, kit.car, {
        status: 'Confirmed',
        pickupAt: new Date(clock().getTime() + 24 * HOUR).toISOString(),
        returnAt: new Date(clock().getTime() + 48 * HOUR).toISOString(),
      });
      const early = pickupRecord({ offDayReason: 'Renter flies in tonight' });
      expect((await kit.post(id, 'pickup', handoverForm(early))).statusCode).toBe(201);
      const booking = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}`,
        headers: bearer(kit.renter.token),
      });
      expect(booking.json()).toMatchObject({ cancellable: false, onTrip: true });
      const cancel = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel`,
        headers: bearer(kit.renter.token),
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error).toBe(HANDOVER_MESSAGES.noCancelAfterHandover);
      for (const status of ['Completed', 'Cancelled', 'Pending']) {
        const res = await h.inject({
          method: 'PUT',
          url: `/api/bookings/${id}`,
          headers: bearer(kit.admin),
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
  },
  { clock },
);
