import { beforeAll, expect, it } from 'vitest';
import { refundOnCancel } from '@rental/shared/money';
import { createAdminToken, createCar, createCustomer, type TestCar } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { handoverForm, pickupRecord, returnRecord } from '../../test/handover';
import { testClock } from '../../test/clock';
import {
  counterEntry,
  DAY_MS,
  HOUR_MS,
  readBooking,
  setStatus,
  upiReference,
} from '../../test/ledger';
import { address, bookWithDelivery, IN_AREA, LIMITS, saveArea } from '../../test/delivery';

// docs/product.md#doorstep-delivery: the doorstep fee is a line of the bill and the invoice at
// the rental's GST rate, and a cancelled booking's refund follows the policy on what was paid,
// fee included.

const clock = testClock(new Date());

describeEachDatabase(
  'doorstep fees on the bill, the invoice and a cancellation',
  (h) => {
    let owner: string;
    let car: TestCar;
    beforeAll(async () => {
      clock.set(new Date());
      owner = await createAdminToken(h);
      car = await createCar(h, { price: 2000 });
      await saveArea(h, owner, { slotsPerHour: 3, pins: [{ pin: IN_AREA, fee: 350 }] });
    });

    it('prints both doorstep fees on the bill and the invoice', async () => {
      const renter = await createCustomer(h);
      const booked = await bookWithDelivery(h, renter.token, car.id, 2, {
        pickup: address(),
        return: address(),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json()._id as string;
      expect(booked.json().totalAmount).toBe(4000 + 700);
      await setStatus(h, owner, id, 'Confirmed');
      const pickupAt = new Date(booked.json().pickupDateTime);
      clock.set(pickupAt);
      const post = (what: string, form: FormData) =>
        h.inject({
          method: 'POST',
          url: `/api/bookings/${id}/${what}`,
          headers: bearer(owner),
          payload: form,
        });
      expect((await post('pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      clock.set(new Date(pickupAt.getTime() + 47 * HOUR_MS));
      const returned = await post('return', handoverForm(returnRecord()));
      expect(returned.statusCode, returned.body).toBe(201);
      const bill = (await readBooking(h, renter.token, id)).bill!;
      expect(bill.lines.filter((l) => l.kind === 'delivery')).toEqual([
        { kind: 'delivery', description: `Doorstep delivery to PIN ${IN_AREA}`, amount: 350 },
        { kind: 'delivery', description: `Doorstep collection to PIN ${IN_AREA}`, amount: 350 },
      ]);
      expect(bill.total).toBe(4700);
      const invoice = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/invoice`,
        headers: bearer(renter.token),
      });
      expect(invoice.statusCode).toBe(200);
      const text = await pdfText(invoice.rawPayload);
      expect(text).toContain(`Doorstep service: Doorstep delivery to PIN ${IN_AREA}`);
      expect(text).toContain(`Doorstep service: Doorstep collection to PIN ${IN_AREA}`);
      // The rental's GST rate (18 %) over the whole bill, fee included.
      const row = await h.app.db
        .selectFrom('invoices')
        .select('gst_rate_percent')
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ gst_rate_percent: 18 });
      expect(text).toContain('4,700');
      clock.set(new Date());
    });

    it.each([
      ['three days ahead', 3],
      ['a day ahead', 1],
    ])('refunds the advance, fee included, by the policy %s', async (_, days) => {
      const renter = await createCustomer(h);
      const booked = await bookWithDelivery(h, renter.token, car.id, 5 + days * 3, {
        pickup: address(),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { _id: id, advance, pickupDateTime } = booked.json();
      expect(advance.amount).toBe(Math.round(4350 * 0.25));
      await counterEntry(h, owner, id, {
        kind: 'advance',
        method: 'upi',
        amount: advance.amount,
        reference: upiReference(),
      });
      const pickupAt = new Date(pickupDateTime).getTime();
      clock.set(new Date(pickupAt - days * DAY_MS));
      try {
        const res = await h.inject({
          method: 'POST',
          url: `/api/bookings/${id}/cancel`,
          headers: bearer(renter.token),
        });
        expect(res.statusCode, res.body).toBe(200);
        const expected = refundOnCancel({
          paid: advance.amount,
          msBeforePickup: days * DAY_MS,
          by: 'customer',
        });
        const refunds = res.json().payments.filter((p: { kind: string }) => p.kind === 'refund');
        expect(refunds.reduce((s: number, p: { amount: number }) => s + p.amount, 0)).toBe(
          expected.total,
        );
        expect(expected.total).toBe(days >= 2 ? advance.amount : Math.floor(advance.amount / 2));
      } finally {
        clock.set(new Date());
      }
    });
  },
  { rateLimits: LIMITS, clock, config: { maxPendingBookings: 50 } },
);
