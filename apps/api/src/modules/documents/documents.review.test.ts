import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES } from '@rental/shared/documents';
import { createAdminToken, createBooking, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { RENTER_ROW } from '../../test/renter-details';
import { purgeExpiredDocuments } from './documents-retention';
import { countFiles, photoJpeg, uploadDocument } from '../../test/documents';

const DAY = 86_400_000;

describeEachDatabase('document review and retention', (h) => {
  describe('review queue', () => {
    it('lists submitted documents oldest first beside the booking details, and records decisions', async () => {
      const admin = await createAdminToken(h);
      const renter = await createCustomer(h);
      const car = await createCar(h);
      const bookingId = await createBooking(h, renter, car);
      const first = (
        await uploadDocument(h, renter.token, 'licence_front', await photoJpeg())
      ).json();
      const second = (
        await uploadDocument(h, renter.token, 'aadhaar_masked', await photoJpeg())
      ).json();
      // Make the order certain whatever the clock's resolution.
      await h.app.db
        .updateTable('documents')
        .set({ created_at: '2026-01-01T00:00:00.000Z' })
        .where('id', '=', first.id)
        .execute();

      const queue = await h.inject({
        method: 'GET',
        url: '/api/admin/documents?status=submitted',
        headers: bearer(admin),
      });
      expect(queue.statusCode).toBe(200);
      const mine = queue.json().filter((d: { customerId: string }) => d.customerId === renter.id);
      expect(mine.map((d: { id: string }) => d.id)).toEqual([first.id, second.id]);
      expect(mine[0].booking).toEqual({
        id: bookingId,
        driverLicenseNumber: RENTER_ROW.driver_license_number,
        dlIssuedState: RENTER_ROW.dl_issued_state,
        dateOfBirth: RENTER_ROW.date_of_birth,
      });

      const noReason = await h.inject({
        method: 'PATCH',
        url: `/api/documents/${first.id}`,
        headers: bearer(admin),
        payload: { status: 'rejected', reason: '  ' },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error).toBe(DOCUMENT_MESSAGES.reasonRequired);

      const rejected = await h.inject({
        method: 'PATCH',
        url: `/api/documents/${first.id}`,
        headers: bearer(admin),
        payload: { status: 'rejected', reason: 'The photo is blurred.' },
      });
      expect(rejected.statusCode).toBe(200);
      const approved = await h.inject({
        method: 'PATCH',
        url: `/api/documents/${second.id}`,
        headers: bearer(admin),
        payload: { status: 'approved' },
      });
      expect(approved.json()).toMatchObject({ status: 'approved', reason: null });

      const seen = await h.inject({
        method: 'GET',
        url: '/api/users/me/documents',
        headers: bearer(renter.token),
      });
      const byId = Object.fromEntries(seen.json().map((d: { id: string }) => [d.id, d]));
      expect(byId[first.id]).toMatchObject({ status: 'rejected', reason: 'The photo is blurred.' });
      expect(byId[second.id].status).toBe('approved');

      // The renter is told of each decision, by text, through the outbox.
      const texts = await h.app.db
        .selectFrom('messages')
        .select(['event', 'body'])
        .where('recipient', '=', renter.mobile)
        .where('channel', '=', 'sms')
        .where('event', 'like', 'document_%')
        .orderBy('event')
        .execute();
      expect(texts.map((t) => t.event)).toEqual(['document_approved', 'document_rejected']);
      expect(texts[1]!.body).toContain('The photo is blurred.');

      const after = await h.inject({
        method: 'GET',
        url: '/api/admin/documents',
        headers: bearer(admin),
      });
      expect(after.json().some((d: { customerId: string }) => d.customerId === renter.id)).toBe(
        false,
      );
    });

    it('tells the admin reading a booking whether its renter’s licence and ID are approved', async () => {
      const admin = await createAdminToken(h);
      const renter = await createCustomer(h);
      const bookingId = await createBooking(h, renter, await createCar(h));
      const read = (token: string) =>
        h.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(token) });
      const decide = (id: string, status: 'approved' | 'rejected') =>
        h.inject({
          method: 'PATCH',
          url: `/api/documents/${id}`,
          headers: bearer(admin),
          payload: status === 'approved' ? { status } : { status, reason: 'Blurred.' },
        });
      const upload = async (kind: string) =>
        (await uploadDocument(h, renter.token, kind, await photoJpeg())).json().id as string;

      expect((await read(admin)).json().documentsApproved).toBe(false);
      const front = await upload('licence_front');
      const back = await upload('licence_back');
      const id = await upload('aadhaar_masked');
      await decide(front, 'approved');
      await decide(back, 'approved');
      // The licence alone is not enough, nor an ID that was refused.
      await decide(id, 'rejected');
      expect((await read(admin)).json().documentsApproved).toBe(false);
      await decide(id, 'approved');
      expect((await read(admin)).json().documentsApproved).toBe(true);
      // It is for the counter: the renter's own answer has no such field.
      expect((await read(renter.token)).json()).not.toHaveProperty('documentsApproved');
    });

    it('is for the admin only, and a decision on an unknown document is 404', async () => {
      const renter = await createCustomer(h);
      const asRenter = await h.inject({
        method: 'GET',
        url: '/api/admin/documents',
        headers: bearer(renter.token),
      });
      expect(asRenter.statusCode).toBe(403);
      const doc = (await uploadDocument(h, renter.token, 'licence_back', await photoJpeg())).json();
      const renterDecides = await h.inject({
        method: 'PATCH',
        url: `/api/documents/${doc.id}`,
        headers: bearer(renter.token),
        payload: { status: 'approved' },
      });
      expect(renterDecides.statusCode).toBe(403);
      const unknown = await h.inject({
        method: 'PATCH',
        url: '/api/documents/00000000-0000-4000-8000-000000000000',
        headers: bearer(await createAdminToken(h)),
        payload: { status: 'approved' },
      });
      expect(unknown.statusCode).toBe(404);
      const badStatus = await h.inject({
        method: 'GET',
        url: '/api/admin/documents?status=lost',
        headers: bearer(await createAdminToken(h)),
      });
      expect(badStatus.statusCode).toBe(400);
    });
  });

  describe('retention', () => {
    it('deletes documents once the last rental ended long enough ago, once, even with two cleaners at once', async () => {
      const car = await createCar(h);
      const now = Date.now();
      const days = h.app.config.documentRetentionDays;
      const returned = now - 10 * DAY;

      const done = await createCustomer(h);
      await createBooking(h, done, car, {
        status: 'Completed',
        pickupAt: new Date(returned - DAY).toISOString(),
        returnAt: new Date(returned).toISOString(),
      });
      const open = await createCustomer(h);
      await createBooking(h, open, car, { status: 'Confirmed' });
      const expiring = (
        await uploadDocument(h, done.token, 'licence_front', await photoJpeg())
      ).json();
      const kept = (await uploadDocument(h, open.token, 'licence_front', await photoJpeg())).json();
      // Uploaded for that rental, before it began (a later upload counts from its own day).
      await h.app.db
        .updateTable('documents')
        .set({ created_at: new Date(returned - 3 * DAY).toISOString() })
        .where('id', 'in', [expiring.id, kept.id])
        .execute();

      const before = await countFiles(h, 'documents');
      // One day short of the retention after the return: nothing goes.
      const early = { ...h.app, clock: () => new Date(returned + (days - 1) * DAY) };
      expect(await purgeExpiredDocuments(early)).toBe(0);

      const late = { ...h.app, clock: () => new Date(returned + (days + 1) * DAY) };
      const [a, b] = await Promise.all([purgeExpiredDocuments(late), purgeExpiredDocuments(late)]);
      const ids = await h.app.db.selectFrom('documents').select('id').execute();
      expect(ids.map((r) => r.id)).not.toContain(expiring.id);
      expect(ids.map((r) => r.id)).toContain(kept.id);
      expect(a + b).toBe(1);
      expect(await countFiles(h, 'documents')).toBe(before - (a + b));
    });

    it('runs by itself when the server starts, with no call asking for it', async () => {
      const car = await createCar(h);
      const returned = Date.now() - (h.app.config.documentRetentionDays + 5) * DAY;
      const renter = await createCustomer(h);
      await createBooking(h, renter, car, {
        status: 'Completed',
        pickupAt: new Date(returned - DAY).toISOString(),
        returnAt: new Date(returned).toISOString(),
      });
      const expired = (
        await uploadDocument(h, renter.token, 'licence_back', await photoJpeg())
      ).json();
      await h.app.db
        .updateTable('documents')
        .set({ created_at: new Date(returned - 2 * DAY).toISOString() })
        .where('id', '=', expired.id)
        .execute();
      const before = await countFiles(h, 'documents');

      // A server process starting on the database cleans up on its own (then every hour).
      await h.restart();
      await vi.waitFor(
        async () => {
          const row = await h.app.db
            .selectFrom('documents')
            .select('id')
            .where('id', '=', expired.id)
            .executeTakeFirst();
          expect(row).toBeUndefined();
          expect(await countFiles(h, 'documents')).toBe(before - 1);
        },
        { timeout: 5_000, interval: 50 },
      );
    });
  });
});
