import { expect, it } from 'vitest';
import { DAMAGE_CLAIM_MESSAGES } from '@rental/shared/messages';
import { describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { afterTripKit, challanPdf, dentPhoto, HOUR } from '../../test/charges';

// docs/product.md#damage-claims: a damage charge after the return cites a photo of the booking
// (or carries one) and comes within DAMAGE_CLAIM_HOURS of the return.

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const damage = { type: 'damage', amount: 4500, note: 'Dent on the rear bumper' };
const ago = (hours: number) => new Date(clock().getTime() - hours * HOUR);

describeEachDatabase(
  'damage charges after the trip',
  (h) => {
    const kit = afterTripKit(h);

    /** A booking returned `hours` ago whose pickup and return photographed every position. */
    async function photographed(hours: number): Promise<string> {
      const id = await kit.completedBooking(ago(hours));
      const photos = (kind: string) =>
        JSON.stringify(
          ['front', 'rear', 'left', 'right', 'odometer', 'fuel', 'close-up'].map((position) => ({
            key: `handovers/${kind}-${position}.webp`,
            position,
            note: position === 'close-up' ? 'Scratch' : '',
            takenAt: ago(hours).toISOString(),
            takenBy: 'admin:admin@example.com',
          })),
        );
      await h.app.db
        .updateTable('handovers')
        .set({ photos: photos('return') })
        .where('booking_id', '=', id)
        .execute();
      return id;
    }

    it('accepts damage 23 hours after the return citing its photos, and shows the cites', async () => {
      const id = await photographed(23);
      const res = await kit.addCharge(id, {
        ...damage,
        photos: ['return:rear', 'return:close-up-1'],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().photos).toEqual(['return:rear', 'return:close-up-1']);
      const seen = await kit.afterTrip(id);
      expect(seen.json().charges[0]).toMatchObject({
        type: 'damage',
        photos: ['return:rear', 'return:close-up-1'],
      });
      const audit = await h.app.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity_id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after ?? '{}').photos).toEqual(['return:rear', 'return:close-up-1']);
    });

    it('refuses damage 25 hours after the return, even with a photo', async () => {
      const id = await photographed(25);
      const res = await kit.addCharge(id, { ...damage, photos: ['return:rear'] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'charge_window_closed',
        error: DAMAGE_CLAIM_MESSAGES.tooLate(24),
      });
      // Other charges keep their POST_TRIP_DAYS window.
      expect(
        (await kit.addCharge(id, { type: 'challan', amount: 500 }, [challanPdf()])).statusCode,
      ).toBe(201);
    });

    it('refuses damage without a photo; a PDF is no photo, an attached image is', async () => {
      const id = await photographed(2);
      for (const files of [[], [challanPdf()]]) {
        const res = await kit.addCharge(id, damage, files);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: DAMAGE_CLAIM_MESSAGES.needsPhoto,
          fields: { photos: DAMAGE_CLAIM_MESSAGES.needsPhoto },
        });
      }
      expect((await kit.addCharge(id, damage, [await dentPhoto()])).statusCode).toBe(201);
    });

    it('refuses cites of photos the booking does not have or that name no photo', async () => {
      const id = await photographed(2);
      const missing = await kit.addCharge(id, { ...damage, photos: ['pickup:rear'] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(DAMAGE_CLAIM_MESSAGES.unknownPhoto);
      const bad = await kit.addCharge(id, { ...damage, photos: ['roof'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(DAMAGE_CLAIM_MESSAGES.badCite);
      expect((await kit.afterTrip(id)).json().charges).toEqual([]);
    });

    it('follows the DAMAGE_CLAIM_HOURS setting', async () => {
      await h.restart({ damageClaimHours: 48 });
      const id = await photographed(47);
      const res = await kit.addCharge(id, { ...damage, photos: ['return:front'] });
      expect(res.statusCode, res.body).toBe(201);
      const late = await photographed(49);
      const refused = await kit.addCharge(late, { ...damage, photos: ['return:front'] });
      expect(refused.json().error).toBe(DAMAGE_CLAIM_MESSAGES.tooLate(48));
    });
  },
  options,
);
