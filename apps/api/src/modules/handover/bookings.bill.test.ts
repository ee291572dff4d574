import { expect, it } from 'vitest';
import { EXTRA_KM_CHARGE_RUPEES, KM_ALLOWANCE_PER_DAY } from '@rental/shared/constants';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { jpeg } from '../../test/car-form';
import { countFiles } from '../../test/documents';
import { createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import {
  HOUR,
  handoverClock,
  handoverForm,
  handoverKit,
  pickupRecord,
  returnRecord,
} from '../../test/handover';

// docs/product.md#handover-and-bill: the return record, the bill at each boundary, the booking it
// closes, and the invoice with its series.

const clock = handoverClock();

describeEachDatabase(
  'the return of a car and its bill',
  (h) => {
    const kit = handoverKit(h, clock);

    it('bills the kilometres over the allowance and the days after the grace', async () => {
      const id = await kit.confirmedBooking();
      expect((await kit.preview(id, returnRecord())).json().error).toBe(
        HANDOVER_MESSAGES.notPickedUp,
      );
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const allowance = 2 * KM_ALLOWANCE_PER_DAY;
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 48 * HOUR + 60 * 60_000)); // exactly the grace
        const exact = (
          await kit.preview(id, returnRecord({ odometerKm: 10_000 + allowance }))
        ).json();
        expect(exact).toMatchObject({ total: 4000, extraKm: 0, lateDays: 0 });
        const oneOver = (
          await kit.preview(id, returnRecord({ odometerKm: 10_001 + allowance }))
        ).json();
        expect(oneOver).toMatchObject({ total: 4000 + EXTRA_KM_CHARGE_RUPEES, extraKm: 1 });

        clock.set(new Date(start.getTime() + 48 * HOUR + 61 * 60_000)); // a minute past the grace
        expect((await kit.preview(id, returnRecord())).json()).toMatchObject({
          lateDays: 1,
          total: 6000,
        });
        clock.set(new Date(start.getTime() + 48 * HOUR + 25 * HOUR)); // 25 hours late
        expect((await kit.preview(id, returnRecord())).json()).toMatchObject({
          lateDays: 2,
          total: 8000,
        });

        const below = await kit.preview(id, returnRecord({ odometerKm: 9_999 }));
        expect(below.statusCode).toBe(400);
        expect(below.json().fields).toEqual({
          odometerKm: HANDOVER_MESSAGES.odometerBelowPickup(10_000),
        });
        const fractional = await kit.preview(
          id,
          returnRecord({ charges: [{ kind: 'tolls', description: 'ORR', amount: 10.5 }] }),
        );
        expect(fractional.statusCode).toBe(400);
        const negative = await kit.preview(
          id,
          returnRecord({ charges: [{ kind: 'damage', description: 'Dent', amount: -100 }] }),
        );
        expect(negative.json().error).toBe('The amount must be at least ₹1.');
      } finally {
        clock.set(start);
      }
    });

    it('completes the booking at the return, stores the bill and numbers the invoice', async () => {
      const id = await kit.confirmedBooking();
      expect((await kit.post(id, 'return', handoverForm(returnRecord()))).json().error).toBe(
        HANDOVER_MESSAGES.notPickedUp,
      );
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 48 * HOUR + 2 * HOUR));
        const record = returnRecord({
          odometerKm: 10_000 + 2 * KM_ALLOWANCE_PER_DAY + 320,
          charges: [{ kind: 'fuel', description: 'A quarter tank', amount: 900 }],
        });
        const res = await kit.post(id, 'return', handoverForm(record, [await jpeg(320, 240)]));
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

        const again = await kit.post(id, 'return', handoverForm(record));
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe(HANDOVER_MESSAGES.alreadyReturned);
      } finally {
        clock.set(start);
      }
    });

    it('refuses a bad return record with a clear 400, changing nothing and keeping no photo', async () => {
      const id = await kit.confirmedBooking();
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const photosBefore = await countFiles(h, 'handovers');
      const seriesBefore = await h.app.db.selectFrom('invoice_series').selectAll().execute();
      const start = clock();
      const refused = async (
        record: Record<string, unknown>,
        at: Date,
      ): Promise<{ error: string; fields?: Record<string, string> }> => {
        clock.set(at);
        try {
          const res = await kit.post(id, 'return', handoverForm(record, [await jpeg(320, 240)]));
          expect(res.statusCode, JSON.stringify(record)).toBe(400);
          return res.json();
        } finally {
          clock.set(start);
        }
      };
      const onTime = new Date(start.getTime() + 48 * HOUR);

      expect((await refused(returnRecord({ odometerKm: 9_999 }), onTime)).fields).toEqual({
        odometerKm: HANDOVER_MESSAGES.odometerBelowPickup(10_000),
      });
      // The clock of the return before the pickup's: a server clock set wrong, or a replayed form.
      expect((await refused(returnRecord(), new Date(start.getTime() - HOUR))).error).toBe(
        HANDOVER_MESSAGES.returnBeforePickup,
      );
      const line = (amount: number) => ({
        charges: [{ kind: 'damage', description: 'Dent on the door', amount, photos: ['left'] }],
      });
      expect((await refused(returnRecord(line(-500)), onTime)).error).toBe(
        'The amount must be at least ₹1.',
      );
      expect((await refused(returnRecord(line(499.5)), onTime)).error).toBe(
        'Enter the amount in whole rupees.',
      );

      const booking = await h.app.db
        .selectFrom('bookings')
        .select(['status', 'total_amount'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(booking).toEqual({ status: 'Confirmed', total_amount: 4000 });
      const kinds = await h.app.db
        .selectFrom('handovers')
        .select('kind')
        .where('booking_id', '=', id)
        .execute();
      expect(kinds).toEqual([{ kind: 'pickup' }]);
      for (const table of ['bills', 'invoices'] as const) {
        expect(
          await h.app.db
            .selectFrom(table)
            .select('booking_id')
            .where('booking_id', '=', id)
            .execute(),
        ).toEqual([]);
      }
      expect(await h.app.db.selectFrom('invoice_series').selectAll().execute()).toEqual(
        seriesBefore,
      );
      expect(await countFiles(h, 'handovers')).toBe(photosBefore);
    });

    it('shows the records, the deposit and the bill on the booking, and serves the invoice', async () => {
      const id = await kit.confirmedBooking();
      const get = (token: string) =>
        h.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(token) });
      const invoice = (token?: string) =>
        h.inject({
          method: 'GET',
          url: `/api/bookings/${id}/invoice`,
          headers: token ? bearer(token) : {},
        });
      expect((await invoice(kit.renter.token)).json().error).toBe(HANDOVER_MESSAGES.noInvoice);

      const picked = await kit.post(
        id,
        'pickup',
        handoverForm(
          pickupRecord({
            deposit: { amount: 30_000, method: 'cash' },
            // The earlier tests moved the clock past the booked day.
            offDayReason: 'Booked day moved by phone',
          }),
          [await jpeg(320, 240)],
        ),
      );
      expect(picked.statusCode).toBe(201);
      const onTrip = (await get(kit.renter.token)).json();
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
        'Car handed over: 10,000 km, fuel Full; original documents checked at the counter' +
          "; without the renter's agreement: Signed the paper agreement at the counter",
      );

      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 47 * HOUR));
        const res = await kit.post(
          id,
          'return',
          handoverForm(
            returnRecord({ charges: [{ kind: 'tolls', description: 'ORR tolls', amount: 240 }] }),
          ),
        );
        expect(res.statusCode).toBe(201);
      } finally {
        clock.set(start);
      }
      const closed = (await get(kit.renter.token)).json();
      expect(closed).toMatchObject({ status: 'Completed', onTrip: false });
      expect(closed.bill).toMatchObject({ total: 4240, lateDays: 0, extraKm: 0 });
      expect(closed.balance).toMatchObject({
        due: 4240,
        paid: 0,
        outstanding: 4240,
        depositHeld: 30_000,
      });
      expect(closed.invoiceNumber).toMatch(/^HSD\/26-27\/\d{4}$/);

      const pdf = await invoice(kit.renter.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="${closed.invoiceNumber.replaceAll('/', '-')}.pdf"`,
      );
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Receipt');
      expect(text).toContain(`No. ${closed.invoiceNumber}`);
      expect(text).toMatch(/Tolls: ORR tolls\s+₹240/);
      expect(text).toContain('Four Thousand Two Hundred Forty Rupees Only');
      expect((await invoice(kit.admin)).statusCode).toBe(200);
      expect((await invoice((await createCustomer(h)).token)).statusCode).toBe(404);
      expect((await invoice()).statusCode).toBe(401);
    });

    it('numbers invoices closed at the same time one after another, without gaps', async () => {
      const ids = await Promise.all(Array.from({ length: 6 }, () => kit.confirmedBooking()));
      for (const id of ids) {
        expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      }
      const before = await h.app.db.selectFrom('invoices').select('sequence').execute();
      const answers = await Promise.all(
        ids.map((id) => kit.post(id, 'return', handoverForm(returnRecord()))),
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
