import { expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '@rental/shared/messages';
import { createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import {
  handoverClock,
  handoverForm,
  handoverKit,
  pickupRecord,
  returnRecord,
} from '../../test/handover';

// docs/product.md#handover-and-bill: a business renter gives its GSTIN and the legal name
// registered with it on the booking; the tax invoice made at the return is billed to that name
// beside the business's GSTIN, the register lists both, and an issued invoice keeps them.

const clock = handoverClock();
const BUSINESS = '36AABCU9603R1ZM';
const RENTER = '29AAGCB1286Q1Z4';
const LEGAL = 'Bharat Kirana Traders Private Limited';

describeEachDatabase(
  'the renter’s GSTIN and legal name on a business invoice',
  (h) => {
    const kit = handoverKit(h, clock);
    const put = (id: string, body: Record<string, unknown>, token = kit.renter.token) =>
      h.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/gstin`,
        headers: bearer(token),
        payload: body,
      });
    const invoiceText = async (id: string) => {
      const pdf = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/invoice`,
        headers: bearer(kit.renter.token),
      });
      expect(pdf.statusCode).toBe(200);
      return pdfText(pdf.rawPayload);
    };
    const close = async (id: string) => {
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      expect((await kit.post(id, 'return', handoverForm(returnRecord()))).statusCode).toBe(201);
    };
    const registerRow = async (id: string) => {
      const register = await h.inject({
        method: 'GET',
        url: '/api/admin/reports/invoices.csv?from=2026-12-01&to=2026-12-31',
        headers: bearer(kit.admin),
      });
      expect(register.statusCode).toBe(200);
      const { number } = await h.app.db
        .selectFrom('invoices')
        .select('number')
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      return register.body.split('\r\n').find((line) => line.startsWith(number));
    };

    it('refuses a GSTIN of the wrong shape, and anyone but the booking’s renter', async () => {
      const id = await kit.confirmedBooking();
      for (const bad of ['36AABCU9603R1Z', '36AABCU9603R1XM', 'hello', '']) {
        const res = await put(id, { gstin: bad, legalName: LEGAL });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().fields).toEqual({ gstin: GSTIN_MESSAGES.invalid });
      }
      expect((await put(id, { gstin: 36 })).statusCode).toBe(400);
      const ok = { gstin: RENTER, legalName: LEGAL };
      expect((await put(id, ok, (await createCustomer(h)).token)).statusCode).toBe(404);
      expect((await put(id, ok, kit.admin)).statusCode).toBe(403);
      expect((await put('no-such-booking', ok)).statusCode).toBe(404);
    });

    it('asks for the legal name with a GSTIN: missing, blank, too long, NUL or two lines', async () => {
      const id = await kit.confirmedBooking();
      for (const legalName of [undefined, null, '   ']) {
        const res = await put(id, { gstin: RENTER, legalName });
        expect(res.statusCode, String(legalName)).toBe(400);
        expect(res.json().fields).toEqual({ legalName: GSTIN_MESSAGES.legalName });
      }
      const long = await put(id, { gstin: RENTER, legalName: 'A'.repeat(101) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toEqual({ legalName: GSTIN_MESSAGES.legalNameTooLong });
      for (const legalName of ['Bharat\u0000Traders', 'Bharat\nTraders']) {
        const res = await put(id, { gstin: RENTER, legalName });
        expect(res.statusCode, JSON.stringify(legalName)).toBe(400);
        expect(Object.keys(res.json().fields ?? {})).toEqual(['legalName']);
      }
      const booking = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}`,
        headers: bearer(kit.renter.token),
      });
      expect(booking.json()).toMatchObject({ renterGstin: null, renterLegalName: null });
    });

    it('keeps the GSTIN typed with spaces or small letters with its name, and removes both', async () => {
      const id = await kit.confirmedBooking();
      const saved = await put(id, { gstin: ' 29aagcb1286q1z4 ', legalName: `  ${LEGAL} ` });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ gstin: RENTER, legalName: LEGAL });
      const booking = (token: string) =>
        h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
      expect((await booking(kit.renter.token)).json()).toMatchObject({
        renterGstin: RENTER,
        renterLegalName: LEGAL,
      });
      // Removing the GSTIN drops the name with it, whatever was sent beside it.
      expect((await put(id, { gstin: null, legalName: LEGAL })).json()).toEqual({
        gstin: null,
        legalName: null,
      });
      expect((await booking(kit.admin)).json()).toMatchObject({
        renterGstin: null,
        renterLegalName: null,
      });
    });

    it('bills the invoice to the legal name with both GSTINs, lists them, then keeps them', async () => {
      const id = await kit.confirmedBooking();
      expect((await put(id, { gstin: RENTER, legalName: LEGAL })).statusCode).toBe(200);
      await close(id);

      const text = await invoiceText(id);
      expect(text).toContain('Tax invoice');
      expect(text).toContain(`GSTIN ${BUSINESS}`);
      expect(text).toMatch(new RegExp(`Billed to\\s+${LEGAL}\\s+GSTIN ${RENTER}`));
      expect(text).toContain(`Rented by ${kit.renter.name}`);
      expect(await registerRow(id)).toContain(`,${kit.renter.name},${LEGAL},${RENTER},`);

      // An issued invoice does not change: neither may the GSTIN or name it was billed to.
      const late = await put(id, { gstin: '36AAGCB1286Q1Z2', legalName: 'Another Name LLP' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'invoice_issued', error: GSTIN_MESSAGES.invoiced });
      await h.app.db
        .updateTable('bookings')
        .set({ renter_legal_name: 'Changed Behind The Invoice' })
        .where('id', '=', id)
        .execute();
      const again = await invoiceText(id);
      expect(again).toMatch(new RegExp(`Billed to\\s+${LEGAL}\\s+GSTIN ${RENTER}`));
      expect(again).not.toContain('Changed Behind The Invoice');
    });

    it('bills a consumer by the renter’s name, and an invoice issued before names by their name', async () => {
      const consumer = await kit.confirmedBooking();
      await close(consumer);
      const text = await invoiceText(consumer);
      expect(text).toMatch(new RegExp(`Billed to\\s+${kit.renter.name}`));
      expect(text).not.toContain('Rented by');
      expect(await registerRow(consumer)).toContain(`,${kit.renter.name},,,`);

      // Issued with a GSTIN before the legal name was asked for: it prints as it did.
      const older = await kit.confirmedBooking();
      expect((await put(older, { gstin: RENTER, legalName: LEGAL })).statusCode).toBe(200);
      await close(older);
      await h.app.db
        .updateTable('invoices')
        .set({ renter_legal_name: null })
        .where('booking_id', '=', older)
        .execute();
      const printed = await invoiceText(older);
      expect(printed).toMatch(new RegExp(`Billed to\\s+${kit.renter.name}\\s+GSTIN ${RENTER}`));
      expect(printed).not.toContain(LEGAL);
    });

    it('takes no GSTIN on a cancelled booking', async () => {
      const id = await kit.confirmedBooking('Cancelled');
      const res = await put(id, { gstin: RENTER, legalName: LEGAL });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(GSTIN_MESSAGES.closed);
    });
  },
  { clock, config: { businessGstin: BUSINESS } },
);
