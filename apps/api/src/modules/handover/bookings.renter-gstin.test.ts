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

// docs/product.md#handover-and-bill: a business renter gives its GSTIN on the booking; the tax
// invoice made at the return names it beside the business's, and the register lists it.

const clock = handoverClock();
const BUSINESS = '36AABCU9603R1ZM';
const RENTER = '29AAGCB1286Q1Z4';

describeEachDatabase(
  'the renter’s GSTIN on a business invoice',
  (h) => {
    const kit = handoverKit(h, clock);
    const put = (id: string, gstin: unknown, token = kit.renter.token) =>
      h.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/gstin`,
        headers: bearer(token),
        payload: { gstin },
      });

    it('refuses a GSTIN of the wrong shape, and anyone but the booking’s renter', async () => {
      const id = await kit.confirmedBooking();
      for (const bad of ['36AABCU9603R1Z', '36AABCU9603R1XM', 'hello', '']) {
        const res = await put(id, bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().fields).toEqual({ gstin: GSTIN_MESSAGES.invalid });
      }
      expect((await put(id, 36)).statusCode).toBe(400);
      expect((await put(id, RENTER, (await createCustomer(h)).token)).statusCode).toBe(404);
      expect((await put(id, RENTER, kit.admin)).statusCode).toBe(403);
      expect((await put('no-such-booking', RENTER)).statusCode).toBe(404);
    });

    it('keeps the GSTIN typed with spaces or small letters, and removes it with null', async () => {
      const id = await kit.confirmedBooking();
      const saved = await put(id, ' 29aagcb1286q1z4 ');
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ gstin: RENTER });
      const booking = (token: string) =>
        h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
      expect((await booking(kit.renter.token)).json().renterGstin).toBe(RENTER);
      expect((await put(id, null)).json()).toEqual({ gstin: null });
      expect((await booking(kit.admin)).json().renterGstin).toBeNull();
    });

    it('prints both GSTINs on the invoice, lists the renter’s, then keeps it as issued', async () => {
      const id = await kit.confirmedBooking();
      expect((await put(id, RENTER)).statusCode).toBe(200);
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      expect((await kit.post(id, 'return', handoverForm(returnRecord()))).statusCode).toBe(201);

      const pdf = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/invoice`,
        headers: bearer(kit.renter.token),
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Tax invoice');
      expect(text).toContain(`GSTIN ${BUSINESS}`);
      expect(text).toContain(`GSTIN ${RENTER}`);

      const register = await h.inject({
        method: 'GET',
        url: '/api/admin/reports/invoices.csv?from=2026-12-01&to=2026-12-31',
        headers: bearer(kit.admin),
      });
      expect(register.statusCode).toBe(200);
      const number = (
        await h.app.db
          .selectFrom('invoices')
          .select('number')
          .where('booking_id', '=', id)
          .executeTakeFirstOrThrow()
      ).number;
      const row = register.body.split('\r\n').find((line) => line.startsWith(number));
      expect(row).toContain(`,${RENTER},`);

      // An issued invoice does not change: neither may the GSTIN it was issued to.
      const late = await put(id, '36AAGCB1286Q1Z2');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'invoice_issued', error: GSTIN_MESSAGES.invoiced });
      expect(
        await pdfText(
          (
            await h.inject({
              method: 'GET',
              url: `/api/bookings/${id}/invoice`,
              headers: bearer(kit.renter.token),
            })
          ).rawPayload,
        ),
      ).toContain(`GSTIN ${RENTER}`);
    });

    it('takes no GSTIN on a cancelled booking', async () => {
      const id = await kit.confirmedBooking('Cancelled');
      const res = await put(id, RENTER);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(GSTIN_MESSAGES.closed);
    });
  },
  { clock, config: { businessGstin: BUSINESS } },
);
