import sharp from 'sharp';
import { expect, it } from 'vitest';
import { RATE_LIMITS, TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { DOCUMENT_MESSAGES, MAX_DOCUMENTS_PER_RENTER } from '@rental/shared/documents';
import { createAdminToken, createCustomer } from '../../test/factories';
import { bearer, clockAtWindowStart, describeEachDatabase } from '../../test/harness';
import { countFiles, photoJpeg, tinyPng, uploadDocument } from '../../test/documents';
import { testClock } from '../../test/clock';

// Issue 23 row N3: uploads have a count and a rate limit per renter, a pixel cap read from the
// header, a review queue that pages past any number, and identity files served as attachments.

describeEachDatabase(
  'document upload quotas',
  (h) => {
    it('refuses a 49-megapixel image from its header with 413 and stores nothing', async () => {
      const owner = await createCustomer(h);
      // One colour compresses to a few hundred KB, well inside the byte limit.
      const huge = await sharp({
        create: { width: 7000, height: 7000, channels: 3, background: '#ddd' },
      })
        .jpeg({ quality: 10 })
        .toBuffer();
      const before = await countFiles(h, 'documents');
      const res = await uploadDocument(h, owner.token, 'licence_front', huge);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe(DOCUMENT_MESSAGES.tooManyPixels);
      expect(await countFiles(h, 'documents')).toBe(before);
    });

    it('counts every upload of a renter and answers 429 past the limit', async () => {
      const renter = await createCustomer(h);
      for (let i = 0; i < RATE_LIMITS.documentUploadsPerAccount; i++) {
        // Refused files count too: trying is what costs the server.
        const res = await uploadDocument(h, renter.token, 'licence_front', await tinyPng());
        expect(res.statusCode).toBe(400);
      }
      const over = await uploadDocument(h, renter.token, 'licence_front', await photoJpeg());
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
      // Another renter is not held back by the first one's uploads.
      const other = await createCustomer(h);
      const fine = await uploadDocument(h, other.token, 'licence_front', await photoJpeg());
      expect(fine.statusCode).toBe(201);
    });

    it('serves an identity file as an attachment named by its kind', async () => {
      const owner = await createCustomer(h);
      const doc = (
        await uploadDocument(h, owner.token, 'aadhaar_masked', await photoJpeg())
      ).json();
      for (const token of [owner.token, await createAdminToken(h)]) {
        const file = await h.inject({ method: 'GET', url: doc.fileUrl, headers: bearer(token) });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toBe(
          'attachment; filename="aadhaar_masked.jpg"',
        );
        expect(file.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  },
  { clock: clockAtWindowStart() },
);

describeEachDatabase(
  'document count per renter and the review queue pages',
  (h) => {
    it('keeps at most the documents a renter may hold, and takes one again after a delete', async () => {
      const renter = await createCustomer(h);
      const photo = await photoJpeg();
      const ids: string[] = [];
      for (let i = 0; i < MAX_DOCUMENTS_PER_RENTER; i++) {
        const res = await uploadDocument(h, renter.token, 'licence_front', photo);
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
      }
      const before = await countFiles(h, 'documents');
      const over = await uploadDocument(h, renter.token, 'licence_back', photo);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({
        code: 'document_limit',
        error: DOCUMENT_MESSAGES.tooMany,
      });
      expect(await countFiles(h, 'documents')).toBe(before);

      const deleted = await h.inject({
        method: 'DELETE',
        url: `/api/users/me/documents/${ids[0]}`,
        headers: bearer(renter.token),
      });
      expect(deleted.statusCode).toBe(200);
      const again = await uploadDocument(h, renter.token, 'licence_back', photo);
      expect(again.statusCode).toBe(201);
    });

    it('pages the queue with its total, so a genuine licence behind a flood is reached', async () => {
      const admin = await createAdminToken(h);
      const queue = (query: string) =>
        h.inject({ method: 'GET', url: `/api/admin/documents?${query}`, headers: bearer(admin) });
      const all = await queue('status=submitted&limit=200');
      const total = Number(all.headers[TOTAL_COUNT_HEADER]);
      expect(total).toBe(all.json().length);

      const genuine = await createCustomer(h);
      const licence = (
        await uploadDocument(h, genuine.token, 'licence_front', await photoJpeg())
      ).json();

      const first = await queue('status=submitted&limit=5&offset=0');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toHaveLength(5);
      expect(first.headers[TOTAL_COUNT_HEADER]).toBe(String(total + 1));
      // The newest upload is last, oldest first: the final page holds it.
      const last = await queue(`status=submitted&limit=5&offset=${total}`);
      expect(last.json().map((d: { id: string }) => d.id)).toEqual([licence.id]);

      const tooLarge = await queue('status=submitted&limit=201');
      expect(tooLarge.statusCode).toBe(400);
      const negative = await queue('status=submitted&offset=-1');
      expect(negative.statusCode).toBe(400);
    });
  },
  { rateLimits: { documentUploadsPerAccount: 1000, documentUploadsPerDay: 1000 } },
);

const uploadDay = testClock('2026-11-24T06:00:01.000Z');

describeEachDatabase(
  "a renter's daily upload quota",
  (h) => {
    it('answers 429 with its message past the day’s uploads, and stores nothing more', async () => {
      const renter = await createCustomer(h);
      const photo = await photoJpeg();
      const upload = () => uploadDocument(h, renter.token, 'licence_front', photo);
      const stored = async () =>
        Number(
          (
            await h.app.db
              .selectFrom('documents')
              .select((eb) => eb.fn.countAll<string | number>().as('n'))
              .where('customer_id', '=', renter.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // 3 in one 10-minute window, 2 in the next: the day's 5, never the window's limit.
      for (const inWindow of [3, 2]) {
        for (let i = 0; i < inWindow; i++) expect((await upload()).statusCode).toBe(201);
        uploadDay.advance(10 * 60_000);
      }
      const files = await countFiles(h, 'documents');
      const documents = await stored();
      const over = await upload();
      expect(over.statusCode).toBe(429);
      // The day ends at midnight UTC, 17 h 40 min after this upload at 06:20.
      expect(over.json()).toEqual({
        error: 'Too many attempts. Please try again in 1060 minute(s).',
        code: 'rate_limited',
      });
      expect(Number(over.headers['retry-after'])).toBe(1060 * 60 - 1);
      // A new 10-minute window does not lift the day's quota.
      uploadDay.advance(10 * 60_000);
      expect((await upload()).statusCode).toBe(429);
      expect(await countFiles(h, 'documents')).toBe(files);
      expect(await stored()).toBe(documents);
      // Another renter is not held back.
      const other = await createCustomer(h);
      expect((await uploadDocument(h, other.token, 'licence_front', photo)).statusCode).toBe(201);
    });
  },
  {
    clock: uploadDay,
    rateLimits: { documentUploadsPerAccount: 3, documentUploadsPerDay: 5 },
  },
);
