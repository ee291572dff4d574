import { beforeAll, expect, it } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import { kolkataInstant } from '@rental/shared/kolkata-time';
import { GOLDEN_CASES } from '@rental/shared/pricing/golden-cases';
import type { GoldenCase } from '@rental/shared/pricing/golden-fixtures';
import type { QuoteAnswer } from '@rental/shared/pricing/quote-schemas';
import { bookingPayload, createAdminToken, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { handoverForm, pickupRecord, returnRecord } from '../../test/handover';
import { counterEntry, setStatus } from '../../test/ledger';
import { testClock } from '../../test/clock';
import { carWithRates, goldenShiftDays, shiftCase, shifted } from '../../test/pricing';

// docs/product.md#rate-plans: the golden table through the real API: the quote call, the
// booking, the extension and the bill answer the figures worked out by hand.

const clock = testClock(new Date());
const PROMOS = [
  { code: 'TENOFF', kind: 'percent', value: 10 },
  { code: 'WEEK1000', kind: 'flat', value: 1_000 },
  { code: 'FIFTEEN', kind: 'percent', value: 15 },
];

const periodOf = (c: GoldenCase) => {
  const p = shifted(c.pickup, 0);
  const r = shifted(c.ret, 0);
  return { pickupDate: p.date, pickupTime: p.time, returnDate: r.date, returnTime: r.time };
};
const at = (local: string) => kolkataInstant(local.slice(0, 10), local.slice(11, 16))!;
const amounts = (q: QuoteAnswer) =>
  q.lines.filter((l) => l.amount !== 0).map((l) => [l.kind, l.amount]);

describeEachDatabase(
  'the golden table through the API',
  (h: Harness) => {
    let admin: string;
    let shift = 0;
    beforeAll(async () => {
      clock.set(new Date());
      shift = goldenShiftDays(clock());
      admin = await createAdminToken(h);
      for (const promo of PROMOS) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/admin/promo-codes',
          headers: bearer(admin),
          payload: { ...promo, oncePerRenter: false },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    });

    for (const [i, golden] of GOLDEN_CASES.entries()) {
      it(golden.name, async () => {
        const c = shiftCase(golden, shift);
        const car = await carWithRates(h, admin, c.card, c.rules);
        const request = {
          carId: car.id,
          ...periodOf(c),
          kmPlan: c.kmPlan ?? 'limited',
          ...(c.promo ? { promoCode: c.promo.code } : {}),
        };
        const quoted = await h.inject({ method: 'POST', url: '/api/quote', payload: request });
        expect(quoted.statusCode, quoted.body).toBe(200);
        const quote = quoted.json<QuoteAnswer>();
        expect({ ...quote, lines: amounts(quote) }).toMatchObject({
          ...c.expect,
          lines: c.expect.lines,
        });
        const byGet = await h.inject({ method: 'GET', url: '/api/quote', query: request });
        expect(byGet.json()).toEqual(quote);

        const renter = await createCustomer(h);
        const booked = await h.inject({
          method: 'POST',
          url: '/api/bookings/book',
          headers: bearer(renter.token),
          // One address per case: the table books more than one address may in ten minutes.
          remoteAddress: `10.9.${i}.1`,
          payload: bookingPayload(car.id, request),
        });
        expect(booked.statusCode, booked.body).toBe(201);
        const booking = booked.json<Booking>();
        expect(booking.totalAmount).toBe(c.expect.total);
        expect(booking.quote).toEqual(quote);

        if (c.extension) {
          await setStatus(h, admin, booking._id, 'Confirmed');
          // An extension needs the longer rental's advance received first.
          await counterEntry(h, admin, booking._id, {
            kind: 'rental',
            method: 'cash',
            amount: c.extension.total,
          });
          const returnAt = at(c.extension.ret);
          const extended = await h.inject({
            method: 'POST',
            url: `/api/bookings/${booking._id}/extend`,
            headers: bearer(renter.token),
            payload: { returnAt: returnAt.toISOString() },
          });
          expect(extended.statusCode, extended.body).toBe(200);
          expect(extended.json<Booking>().totalAmount).toBe(c.extension.total);
          expect(extended.json<Booking>().quote.total).toBe(c.extension.total);
        }
        if (c.bill) {
          await setStatus(h, admin, booking._id, 'Confirmed');
          clock.set(at(c.pickup));
          try {
            const out = await h.inject({
              method: 'POST',
              url: `/api/bookings/${booking._id}/pickup`,
              headers: bearer(admin),
              payload: handoverForm(pickupRecord({ odometerKm: 10_000 })),
            });
            expect(out.statusCode, out.body).toBe(201);
            clock.set(at(c.bill.returnedAt));
            const bill = await h.inject({
              method: 'POST',
              url: `/api/bookings/${booking._id}/bill-preview`,
              headers: bearer(admin),
              payload: returnRecord({ odometerKm: 10_000 + c.bill.km }),
            });
            expect(bill.statusCode, bill.body).toBe(200);
            expect(bill.json()).toMatchObject({
              total: c.bill.total,
              lateDays: c.bill.lateDays,
              extraKm: c.bill.extraKm,
            });
          } finally {
            clock.set(new Date());
          }
        }
      });
    }
  },
  { clock, config: { maxPendingBookings: 1_000 } },
);
