import { expect, it } from 'vitest';
import { PHOTO_MESSAGES, PHOTO_POSITIONS, POSITION_LABELS } from '@rental/shared/handover-photos';
import { countFiles } from '../../test/documents';
import { bearer, describeEachDatabase } from '../../test/harness';
import {
  POSITION_PHOTO,
  handoverClock,
  handoverForm,
  handoverKit,
  pickupRecord,
  returnRecord,
} from '../../test/handover';

// docs/product.md#condition-photos: every pickup and return photographs the six named positions
// (close-ups with a note beside them), and each photo keeps when it was taken and by whom.

const clock = handoverClock();

/** A record describing `positions` (and their photos), instead of the helper's full set. */
const described = (record: Record<string, unknown>, photos: Record<string, unknown>[]) =>
  handoverForm(
    { ...record, photos },
    photos.map(() => POSITION_PHOTO),
  );

describeEachDatabase(
  'the named photos of a handover',
  (h) => {
    const kit = handoverKit(h, clock);
    const six = PHOTO_POSITIONS.map((position) => ({ position }));

    it('refuses a pickup or return without every position, storing nothing', async () => {
      const id = await kit.confirmedBooking();
      const before = await countFiles(h, 'handovers');
      const noRear = six.filter((photo) => photo.position !== 'rear' && photo.position !== 'fuel');
      const cases: [FormData, string][] = [
        [
          handoverForm(pickupRecord({ photos: [] })),
          PHOTO_MESSAGES.positionsMissing(PHOTO_POSITIONS.map((p) => POSITION_LABELS[p])),
        ],
        [
          described(pickupRecord(), noRear),
          PHOTO_MESSAGES.positionsMissing(['Rear', 'Fuel gauge']),
        ],
        [
          described(pickupRecord(), [...six, { position: 'front' }]),
          PHOTO_MESSAGES.positionTwice('Front'),
        ],
        [
          described(pickupRecord(), [...six, { position: 'close-up', note: ' ' }]),
          PHOTO_MESSAGES.closeUpNote,
        ],
        [
          handoverForm(pickupRecord({ photos: six }), [POSITION_PHOTO]),
          PHOTO_MESSAGES.photosUndescribed,
        ],
      ];
      for (const [form, error] of cases) {
        const res = await kit.post(id, 'pickup', form);
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error).toBe(error);
      }
      expect(await countFiles(h, 'handovers')).toBe(before);
      expect(
        await h.app.db.selectFrom('handovers').select('id').where('booking_id', '=', id).execute(),
      ).toEqual([]);

      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const back = await kit.post(id, 'return', described(returnRecord(), noRear));
      expect(back.statusCode).toBe(400);
      expect(back.json().fields).toEqual({
        photos: PHOTO_MESSAGES.positionsMissing(['Rear', 'Fuel gauge']),
      });
    });

    it('keeps each photo with its position, note, time taken and staff member', async () => {
      const id = await kit.confirmedBooking();
      const takenAt = new Date(clock().getTime() - 120_000).toISOString();
      const inFuture = new Date(clock().getTime() + 3_600_000).toISOString();
      const photos = [
        ...six.map((photo) => ({ ...photo, takenAt })),
        { position: 'close-up', note: 'Dent on the left door', takenAt: inFuture },
      ];
      expect((await kit.post(id, 'pickup', described(pickupRecord(), photos))).statusCode).toBe(
        201,
      );

      const read = async (token: string) =>
        (
          await h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) })
        ).json().pickup.photos as Record<string, unknown>[];
      const admin = await read(kit.admin);
      expect(admin.map((photo) => photo.position)).toEqual([...PHOTO_POSITIONS, 'close-up']);
      expect(admin[0]).toMatchObject({
        note: '',
        takenAt: '2026-12-03T09:58:00.000+05:30',
        takenBy: 'admin:admin@example.com',
      });
      // A phone clock ahead of the server's is not believed.
      expect(admin[6]).toMatchObject({
        note: 'Dent on the left door',
        takenAt: '2026-12-03T10:00:00.000+05:30',
      });
      // The renter sees the photos, not the staff member's address.
      const renter = await read(kit.renter.token);
      expect(renter[0]).toMatchObject({ position: 'front', takenBy: 'admin' });
    });

    it('refuses a damage line at return without a photo of this return, and audits its photos', async () => {
      const id = await kit.confirmedBooking();
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const damage = (photos?: string[]) => ({
        charges: [{ kind: 'damage', description: 'Dent on the rear door', amount: 2500, photos }],
      });
      const bare = await kit.post(id, 'return', handoverForm(returnRecord(damage())));
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        error: PHOTO_MESSAGES.damageNeedsPhoto,
        fields: { 'charges.0.photos': PHOTO_MESSAGES.damageNeedsPhoto },
      });
      // The helper's return takes the six positions and no close-up.
      const elsewhere = await kit.post(
        id,
        'return',
        handoverForm(returnRecord(damage(['close-up-1']))),
      );
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().error).toBe(PHOTO_MESSAGES.damageUnknownPhoto);

      const cited = await kit.post(
        id,
        'return',
        handoverForm(returnRecord(damage(['rear', 'close-up-1'])), [POSITION_PHOTO]),
      );
      expect(cited.statusCode).toBe(201);
      const audit = await h.app.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'handover.return')
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after!)).toMatchObject({ damagePhotos: [['rear', 'close-up-1']] });
    });
  },
  { clock },
);
