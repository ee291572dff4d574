import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@rental/shared/documents';
import { createAdminToken, createBooking, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import {
  countFiles,
  pdf,
  PDF_WITH_HIDDEN_SCRIPT,
  PDF_WITH_SCRIPT,
  photoJpeg,
  RENAMED_EXE,
  SVG,
  tinyPng,
  uploadDocument,
} from '../../test/documents';

describeEachDatabase('renter documents', (h) => {
  describe('upload and private delivery', () => {
    it('re-encodes a photo without its metadata and serves it only to the owner and the admin', async () => {
      const owner = await createCustomer(h);
      const other = await createCustomer(h);
      const res = await uploadDocument(h, owner.token, 'licence_front', await photoJpeg());
      expect(res.statusCode).toBe(201);
      const doc = res.json();
      expect(doc).toMatchObject({ kind: 'licence_front', status: 'submitted', reason: null });
      expect(doc.fileUrl).toBe(`/api/documents/${doc.id}/file`);

      const mine = await h.inject({
        method: 'GET',
        url: doc.fileUrl,
        headers: bearer(owner.token),
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(mine.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(mine.rawPayload.includes(Buffer.from('secret-camera'))).toBe(false);

      const admin = await h.inject({
        method: 'GET',
        url: doc.fileUrl,
        headers: bearer(await createAdminToken(h)),
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['cache-control']).toBe('private, no-store');

      const stranger = await h.inject({ method: 'GET', url: doc.fileUrl });
      expect(stranger.statusCode).toBe(401);
      const otherRenter = await h.inject({
        method: 'GET',
        url: doc.fileUrl,
        headers: bearer(other.token),
      });
      expect(otherRenter.statusCode).toBe(404);
      expect(otherRenter.json().error).toBe(DOCUMENT_MESSAGES.notFound);
      const unknown = await h.inject({
        method: 'GET',
        url: '/api/documents/00000000-0000-4000-8000-000000000000/file',
        headers: bearer(other.token),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(otherRenter.json());

      // The shared storage never hands a document out under the public uploads address.
      const publicPath = await h.inject({ method: 'GET', url: `/uploads/documents/${doc.id}.jpg` });
      expect(publicPath.statusCode).toBe(404);

      const list = await h.inject({
        method: 'GET',
        url: '/api/users/me/documents',
        headers: bearer(owner.token),
      });
      expect(list.json().map((d: { id: string }) => d.id)).toEqual([doc.id]);
      const othersList = await h.inject({
        method: 'GET',
        url: '/api/users/me/documents',
        headers: bearer(other.token),
      });
      expect(othersList.json()).toEqual([]);
    });

    it('takes a plain PDF as it is', async () => {
      const owner = await createCustomer(h);
      const res = await uploadDocument(
        h,
        owner.token,
        'passport_photo_page',
        pdf(),
        'p.pdf',
        'application/pdf',
      );
      expect(res.statusCode).toBe(201);
      const file = await h.inject({
        method: 'GET',
        url: res.json().fileUrl,
        headers: bearer(owner.token),
      });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdf())).toBe(true);
    });

    it('refuses an admin token on the renter calls', async () => {
      const res = await uploadDocument(
        h,
        await createAdminToken(h),
        'licence_front',
        await photoJpeg(),
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('bad files: a clear 4xx and nothing stored', () => {
    const cases: [string, () => Promise<Buffer> | Buffer, string, number, string][] = [
      ['a renamed executable', () => RENAMED_EXE, 'licence.jpg', 400, DOCUMENT_MESSAGES.badType],
      ['an SVG', () => SVG, 'licence.svg', 400, DOCUMENT_MESSAGES.badType],
      ['a PDF with JavaScript', () => PDF_WITH_SCRIPT, 'id.pdf', 400, DOCUMENT_MESSAGES.pdfActive],
      [
        'a PDF hiding its script name',
        () => PDF_WITH_HIDDEN_SCRIPT,
        'id.pdf',
        400,
        DOCUMENT_MESSAGES.pdfActive,
      ],
      ['a 1×1 image', tinyPng, 'licence.png', 400, DOCUMENT_MESSAGES.tooSmall],
      [
        'a 6 MB file',
        async () => Buffer.concat([await photoJpeg(), Buffer.alloc(6 * 1024 * 1024)]),
        'licence.jpg',
        413,
        DOCUMENT_MESSAGES.tooLarge,
      ],
    ];
    for (const [name, build, filename, status, message] of cases) {
      it(`refuses ${name}`, async () => {
        const owner = await createCustomer(h);
        const before = await countFiles(h, 'documents');
        const res = await uploadDocument(h, owner.token, 'licence_front', await build(), filename);
        expect(res.statusCode).toBe(status);
        expect(res.json().error).toBe(message);
        const list = await h.inject({
          method: 'GET',
          url: '/api/users/me/documents',
          headers: bearer(owner.token),
        });
        expect(list.json()).toEqual([]);
        expect(await countFiles(h, 'documents')).toBe(before);
      });
    }

    it('refuses a file just over the limit, and an unknown kind or a missing file', async () => {
      const owner = await createCustomer(h);
      const over = await uploadDocument(
        h,
        owner.token,
        'licence_front',
        Buffer.alloc(MAX_DOCUMENT_BYTES + 1),
      );
      expect(over.statusCode).toBe(413);
      const kind = await uploadDocument(h, owner.token, 'selfie', await photoJpeg());
      expect(kind.statusCode).toBe(400);
      expect(kind.json().fields.kind).toBeTruthy();
      const form = new FormData();
      form.append('kind', 'licence_back');
      const none = await h.inject({
        method: 'POST',
        url: '/api/users/me/documents',
        headers: bearer(owner.token),
        payload: form,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe(DOCUMENT_MESSAGES.noFile);
    });
  });

  describe('deleting', () => {
    it('refuses while a booking is open and deletes the row and the file once it is not', async () => {
      const owner = await createCustomer(h);
      const car = await createCar(h);
      const bookingId = await createBooking(h, owner, car, { status: 'Confirmed' });
      const doc = (await uploadDocument(h, owner.token, 'licence_back', await photoJpeg())).json();
      const url = `/api/users/me/documents/${doc.id}`;

      const refused = await h.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(DOCUMENT_MESSAGES.rentalOpen);
      const still = await h.inject({
        method: 'GET',
        url: doc.fileUrl,
        headers: bearer(owner.token),
      });
      expect(still.statusCode).toBe(200);

      const other = await createCustomer(h);
      const notYours = await h.inject({ method: 'DELETE', url, headers: bearer(other.token) });
      expect(notYours.statusCode).toBe(404);

      await h.app.db
        .updateTable('bookings')
        .set({ status: 'Completed' })
        .where('id', '=', bookingId)
        .execute();
      const before = await countFiles(h, 'documents');
      const deleted = await h.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
      expect(deleted.statusCode).toBe(200);
      expect(await countFiles(h, 'documents')).toBe(before - 1);
      const gone = await h.inject({
        method: 'GET',
        url: doc.fileUrl,
        headers: bearer(owner.token),
      });
      expect(gone.statusCode).toBe(404);
    });
  });
});
