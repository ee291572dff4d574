import { beforeAll, expect, it } from 'vitest';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { Booking } from '@rental/shared/bookings';
import { kolkataInstant } from '@rental/shared/kolkata-time';
import { GOLDEN_GST } from '@rental/shared/pricing/golden-gst';
import { DATE_RULE_MESSAGES } from '@rental/shared/pricing/rate-card-schemas';
import { formatPaise } from '@rental/shared/pricing/gst-split';
import {
  bookingPayload,
  createAdminToken,
  createCustomer,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { handoverForm, pickupRecord, returnRecord } from '../../test/handover';
import { setStatus } from '../../test/ledger';
import { testClock } from '../../test/clock';
import { carWithRates, goldenShiftDays, shifted } from '../../test/pricing';

// docs/product.md#rate-plans: the quote call's refusals, the owner's date rules and rates, and
// GST that follows the car onto the invoice.

const clock = testClock(new Date());
const DAY_CARD = {
  pricePerDay: 2_500,
  pricePerHour: null,
  minHours: null,
  pricePerWeek: null,
  pricePerMonth: null,
  unlimitedKmPerDay: null,
};

describeEachDatabase(
  'rate plans: the calls',
  (h: Harness) => {
    let admin: string;
    let renter: TestCustomer;
    let day = '';
    beforeAll(async () => {
      clock.set(new Date());
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      day = shifted('2026-12-02T10:00', goldenShiftDays(clock())).date;
    });
    const period = (days: number) => {
      const pickup = kolkataInstant(day, '10:00')!;
      const ret = new Date(pickup.getTime() + days * 86_400_000);
      return {
        pickupDate: day,
        pickupTime: '10:00',
        returnDate: ret.toISOString().slice(0, 10),
        returnTime: '10:00',
      };
    };

    it('refuses a quote with a clear 4xx: no such car, a reversed period, a km plan the car lacks', async () => {
      const car = await carWithRates(h, admin, DAY_CARD);
      const ask = (payload: Record<string, unknown>) =>
        h.inject({ method: 'POST', url: '/api/quote', payload });
      expect((await ask({ carId: 'nope', ...period(1) })).statusCode).toBe(404);
      const reversed = await ask({
        carId: car.id,
        ...period(1),
        returnDate: day,
        returnTime: '09:00',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().fields.returnTime).toBe('Return must be after pickup.');
      const unlimited = await ask({ carId: car.id, ...period(1), kmPlan: 'unlimited' });
      expect(unlimited.statusCode).toBe(422);
      expect(unlimited.json()).toMatchObject({ code: ERROR_CODES.kmPlanUnavailable });
      const badPlan = await ask({ carId: car.id, ...period(1), kmPlan: 'lots' });
      expect(badPlan.statusCode).toBe(400);
      const unknownPromo = await ask({ carId: car.id, ...period(1), promoCode: 'NOSUCH' });
      expect(unknownPromo.statusCode).toBe(422);
    });

    it('lets the owner add and remove date rules that price the car and show on its page', async () => {
      const car = await carWithRates(h, admin, DAY_CARD);
      const add = (payload: Record<string, unknown>, token = admin) =>
        h.inject({
          method: 'POST',
          url: '/api/admin/date-rules',
          headers: bearer(token),
          payload,
        });
      const noDates = await add({ kind: 'range', label: 'Diwali', percent: 20 });
      expect(noDates.statusCode).toBe(400);
      expect(noDates.json().fields.from).toBe(DATE_RULE_MESSAGES.rangeNeedsDates);
      expect(
        (await add({ kind: 'weekend', label: 'W', percent: 10 }, renter.token)).statusCode,
      ).toBe(403);
      const rule = await add({
        kind: 'range',
        label: 'Diwali',
        percent: 20,
        from: day,
        to: day,
        carId: car.id,
      });
      expect(rule.statusCode, rule.body).toBe(201);
      const listed = await h.inject({ method: 'GET', url: `/api/cars/${car.id}/date-rules` });
      expect(listed.json()).toEqual([rule.json()]);
      const quote = await h.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { carId: car.id, ...period(1) },
      });
      expect(quote.json().total).toBe(3_000);

      const rates = await h.inject({
        method: 'GET',
        url: '/api/admin/rates',
        headers: bearer(admin),
      });
      expect(rates.statusCode).toBe(200);
      expect(rates.json().cars).toContainEqual(
        expect.objectContaining({ _id: car.id, pricePerDay: 2_500 }),
      );

      const gone = await h.inject({
        method: 'DELETE',
        url: `/api/admin/date-rules/${rule.json()._id}`,
        headers: bearer(admin),
      });
      expect(gone.statusCode).toBe(200);
      const again = await h.inject({
        method: 'DELETE',
        url: `/api/admin/date-rules/${rule.json()._id}`,
        headers: bearer(admin),
      });
      expect(again.statusCode).toBe(404);
      const after = await h.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { carId: car.id, ...period(1) },
      });
      expect(after.json().total).toBe(2_500);
    });

    it('keeps the booked price when the owner changes the rate card later', async () => {
      const car = await carWithRates(h, admin, DAY_CARD);
      const booked = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        payload: bookingPayload(car.id, period(2)),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      await h.app.db.updateTable('cars').set({ price: 9_000 }).where('id', '=', car.id).execute();
      const booking = await h.inject({
        method: 'GET',
        url: `/api/bookings/${booked.json()._id}`,
        headers: bearer(renter.token),
      });
      expect(booking.json<Booking>().totalAmount).toBe(5_000);
    });

    it('invoices each car at its own GST rate, to the paisa, CGST equal to SGST', async () => {
      for (const g of GOLDEN_GST) {
        const car = await carWithRates(h, admin, DAY_CARD, [], g.ratePercent);
        const customer = await createCustomer(h);
        const booked = await h.inject({
          method: 'POST',
          url: '/api/bookings/book',
          headers: bearer(customer.token),
          payload: bookingPayload(car.id, period(2)),
        });
        expect(booked.statusCode, booked.body).toBe(201);
        const id = booked.json<Booking>()._id;
        // The rate the renter is told the price includes (the thank-you page) is the car's.
        expect(booked.json<Booking>().gstRatePercent).toBe(g.ratePercent);
        await setStatus(h, admin, id, 'Confirmed');
        clock.set(kolkataInstant(day, '10:00')!);
        try {
          const out = await h.inject({
            method: 'POST',
            url: `/api/bookings/${id}/pickup`,
            headers: bearer(admin),
            payload: handoverForm(pickupRecord()),
          });
          expect(out.statusCode, out.body).toBe(201);
          clock.set(new Date(clock().getTime() + 2 * 86_400_000));
          const back = await h.inject({
            method: 'POST',
            url: `/api/bookings/${id}/return`,
            headers: bearer(admin),
            payload: handoverForm(returnRecord()),
          });
          expect(back.statusCode, back.body).toBe(201);
        } finally {
          clock.set(new Date());
        }
        const invoice = await h.app.db
          .selectFrom('invoices')
          .selectAll()
          .where('booking_id', '=', id)
          .executeTakeFirstOrThrow();
        expect(invoice).toMatchObject({ gst_rate_percent: g.ratePercent, tax_in_paise: 1 });
        const pdf = await h.inject({
          method: 'GET',
          url: `/api/bookings/${id}/invoice`,
          headers: bearer(customer.token),
        });
        expect(pdf.statusCode).toBe(200);
        const text = await pdfText(pdf.rawPayload);
        const half = `₹${formatPaise(g.halfPaise)}`;
        expect(text).toContain(`CGST ${g.ratePercent / 2}%`);
        expect(text).toMatch(
          new RegExp(
            `Total\\s+₹${formatPaise(g.taxablePaise)}\\s+${half.replace('.', '\\.')}\\s+${half.replace('.', '\\.')}\\s+₹5,000`,
          ),
        );
      }
    });
  },
  { clock, config: { businessGstin: '36AABCU9603R1ZM', maxPendingBookings: 100 } },
);
