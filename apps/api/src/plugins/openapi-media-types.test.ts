import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { agreementPdfLink } from '../modules/agreements/agreement-link';
import { challanPdf, chargeForm } from '../test/charges';
import { photoJpeg, uploadDocument } from '../test/documents';
import {
  handoverClock,
  handoverForm,
  handoverKit,
  HOUR,
  pickupRecord,
  returnRecord,
} from '../test/handover';
import { bearer, describeEachDatabase, type Harness } from '../test/harness';

// The OpenAPI document tells a client the media type of each answer (docs/product.md#api). Each
// route that answers a file is called here for real, and what it sends must be one of the media
// types its document lists; a new file answer must be added here.

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const clock = handoverClock();

/** The media types the document lists for a route's 200 answer. */
async function documentedTypes(h: Harness, method: string, path: string): Promise<string[]> {
  const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  return Object.keys(doc.paths[path]?.[method]?.responses['200']?.content ?? {});
}

/** Every route whose 200 answer the document lists as something other than JSON. */
async function fileRoutes(h: Harness): Promise<string[]> {
  const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) =>
        Object.keys(op.responses?.['200']?.content ?? {}).some((t) => t !== 'application/json'),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const mediaType = (header: unknown) => String(header).split(';')[0]!.trim();

describeEachDatabase(
  'the media types of the OpenAPI document',
  (h) => {
    const kit = handoverKit(h, clock);

    it('lists for each file answer the type the route sends', async () => {
      const sent: [string, string, unknown][] = [];
      const call = async (method: string, path: string, url: string, token: string) => {
        const res = await h.inject({ method: method as 'GET', url, headers: bearer(token) });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        sent.push([method, path, res.headers['content-type']]);
      };

      // A document's file.
      const uploaded = await uploadDocument(
        h,
        kit.renter.token,
        'licence_front',
        await photoJpeg(),
      );
      expect(uploaded.statusCode).toBe(201);
      const doc = uploaded.json() as { id: string };
      await call(
        'get',
        '/api/documents/{id}/file',
        `/api/documents/${doc.id}/file`,
        kit.renter.token,
      );

      // A handover photo, the rental agreement and the invoice of a closed rental.
      const id = await kit.confirmedBooking();
      const asked = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement`,
        headers: bearer(kit.admin),
        payload: { odometerKm: 10_000, fuelLevel: 'Full' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      // The code texted may be sent (and withheld) at once: a known one replaces it.
      const purpose = `agreement:${id}`;
      await h.app.db
        .updateTable('otps')
        .set({
          code_hash: createHmac('sha256', h.app.secrets.otp)
            .update(`${purpose}:${kit.renter.mobile}:135790`)
            .digest('hex'),
        })
        .where('purpose', '=', purpose)
        .execute();
      const accepted = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/agreement/accept`,
        headers: bearer(kit.admin),
        payload: { code: '135790' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await call(
        'get',
        '/api/bookings/{id}/agreement/pdf',
        `/api/bookings/${id}/agreement/pdf`,
        kit.renter.token,
      );
      // The same PDF through the signed link texted to the renter (which needs no token).
      const agreementId = (accepted.json() as { _id: string })._id;
      await call(
        'get',
        '/api/agreements/{id}/pdf',
        await agreementPdfLink(h.app, agreementId),
        kit.renter.token,
      );
      const form = handoverForm(
        pickupRecord({ deposit: { amount: 30_000, method: 'cash' }, noAgreementReason: '' }),
        [await photoJpeg(320, 240)],
      );
      expect((await kit.post(id, 'pickup', form)).statusCode).toBe(201);
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 47 * HOUR));
        expect((await kit.post(id, 'return', handoverForm(returnRecord()))).statusCode).toBe(201);
      } finally {
        clock.set(start);
      }
      const booking = (
        await h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(kit.admin) })
      ).json() as { pickup: { photos: { url: string }[] } };
      const photo = booking.pickup.photos[0]!.url;
      await call('get', '/api/bookings/{id}/photos/{name}', photo, kit.admin);
      await call('get', '/api/bookings/{id}/invoice', `/api/bookings/${id}/invoice`, kit.admin);

      // A charge's evidence after the trip.
      const charged = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/charges`,
        headers: bearer(kit.admin),
        payload: chargeForm({ type: 'challan', amount: 500 }, [challanPdf()]),
      });
      expect(charged.statusCode, charged.body).toBe(201);
      const evidence = (charged.json() as { files: { url: string }[] }).files[0]!.url;
      await call('get', '/api/charges/{id}/files/{fileId}', evidence, kit.admin);
      // A toll's debit note, once its dispute window has passed.
      const toll = await h.inject({
        method: 'POST',
        url: `/api/bookings/${id}/charges`,
        headers: bearer(kit.admin),
        payload: chargeForm({ type: 'toll', amount: 150, reference: 'FT-1' }, []),
      });
      expect(toll.statusCode, toll.body).toBe(201);
      const before = clock();
      try {
        clock.set(new Date(before.getTime() + 49 * HOUR));
        const tollId = (toll.json() as { id: string }).id;
        const url = `/api/charges/${tollId}/debit-note`;
        await call('get', '/api/charges/{id}/debit-note', url, kit.admin);
      } finally {
        clock.set(before);
      }

      // The report exports.
      for (const what of ['bookings', 'payments', 'invoices', 'after-trip']) {
        const url = `/api/admin/reports/${what}.csv?from=2026-12-01&to=2026-12-31`;
        await call('get', `/api/admin/reports/${what}.csv`, url, kit.admin);
      }

      for (const [method, path, contentType] of sent) {
        expect(await documentedTypes(h, method, path), `${method} ${path}`).toContain(
          mediaType(contentType),
        );
      }
      expect((await fileRoutes(h)).sort()).toEqual(
        sent.map(([method, path]) => `${method.toUpperCase()} ${path}`).sort(),
      );
    });
  },
  { clock },
);
