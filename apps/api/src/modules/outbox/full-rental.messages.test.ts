import { expect, it } from 'vitest';
import { bookingReference } from '@rental/shared/outbox';
import { jpeg } from '../../test/car-form';
import { handoverForm } from '../../test/handover';
import { bookingPayload, createAdminToken, createCar, createCustomer } from '../../test/factories';
import {
  bearer,
  describeEachDatabase,
  smsReceiverFor,
  type HarnessOptions,
} from '../../test/harness';
import { drain, messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';

// docs/product.md#messages over a whole rental, driven through the API with the clock moved from
// the booking to the return: each text and e-mail goes out once, in order, at its moment.

const HOUR = 3_600_000;
const clock = testClock(new Date());
const options: HarnessOptions = {
  clock,
  outbox: { autoStart: false },
  holds: { autoStart: false },
  config: { upiId: 'rentals@okaxis' },
};
const sms = smsReceiverFor(options);

describeEachDatabase(
  'the messages of a whole rental',
  (h) => {
    it('texts the renter once per event, in order, and tells the business what it must know', async () => {
      clock.set(new Date());
      const admin = await createAdminToken(h);
      const renter = await createCustomer(h);
      const car = await createCar(h, { name: 'Swift VXi', price: 2000 });
      const call = (method: string, url: string, token: string, payload?: object | FormData) =>
        h.inject({ method: method as 'GET', url, headers: bearer(token), payload });
      const texts = () =>
        sms()
          .received.filter((s) => s.to === renter.mobile)
          .map((s) => s.message);

      const booked = await call(
        'POST',
        '/api/bookings/book',
        renter.token,
        bookingPayload(car.id, {}, 5),
      );
      expect(booked.statusCode).toBe(201);
      const booking = booked.json() as {
        _id: string;
        customerEmail: string;
        pickupDateTime: string;
        returnDateTime: string;
      };
      const ref = bookingReference(booking._id);
      await drain(h.app);
      clock.advance(60_000);

      const paid = await call('POST', `/api/bookings/${booking._id}/payments`, renter.token, {
        kind: 'advance',
        method: 'upi',
        reference: '412345678901',
      });
      expect(paid.statusCode).toBe(201);
      await drain(h.app);
      clock.advance(60_000);
      const verified = await call('PATCH', `/api/payments/${paid.json().id}`, admin, {
        status: 'received',
        note: '',
      });
      expect(verified.statusCode).toBe(200);
      await drain(h.app);
      clock.advance(60_000);
      expect(
        (await call('PUT', `/api/bookings/${booking._id}`, admin, { status: 'Confirmed' }))
          .statusCode,
      ).toBe(200);
      await drain(h.app);

      // The reminders fall due as the days pass; a drain at each moment sends what is due.
      const pickupAt = Date.parse(booking.pickupDateTime);
      const returnAt = Date.parse(booking.returnDateTime);
      for (const at of [pickupAt - 24 * HOUR, pickupAt - 2 * HOUR]) {
        clock.set(new Date(at + 60_000));
        await drain(h.app);
      }
      clock.set(new Date(pickupAt));
      const record = {
        odometerKm: 5_000,
        fuelLevel: 'Full',
        documentsChecked: true,
        noAgreementReason: 'Signed the paper agreement at the counter',
      };
      const form = handoverForm(record, [await jpeg(320, 240)]);
      expect(
        (await call('POST', `/api/bookings/${booking._id}/pickup`, admin, form)).statusCode,
      ).toBe(201);
      clock.set(new Date(returnAt - 2 * HOUR + 60_000));
      await drain(h.app);
      clock.set(new Date(returnAt - 30 * 60_000));
      const back = handoverForm({ odometerKm: 5_400, fuelLevel: 'Full' });
      expect(
        (await call('POST', `/api/bookings/${booking._id}/return`, admin, back)).statusCode,
      ).toBe(201);
      // Long after the return: nothing more is due (the overdue notice went with the return).
      clock.set(new Date(returnAt + 48 * HOUR));
      await drain(h.app);

      const sent = (await messageRows(h.app, booking._id)).filter((m) => m.state === 'sent');
      const renterTexts = sent
        .filter((m) => m.channel === 'sms')
        .sort((a, b) => a.sent_at!.localeCompare(b.sent_at!))
        .map((m) => m.event);
      expect(renterTexts).toEqual([
        'booking_received',
        'payment_received',
        'booking_confirmed',
        'pickup_24h',
        'pickup_2h',
        'return_2h',
        'review_invitation',
      ]);
      expect(texts()).toHaveLength(7);
      expect(texts().every((text) => text.includes(ref))).toBe(true);
      const emails = sent
        .filter((m) => m.channel === 'email')
        .map((m) => `${m.event} ${m.recipient}`);
      expect(emails.sort()).toEqual(
        [
          ...renterTexts.map((event) => `${event} ${booking.customerEmail}`),
          'business_new_booking owner@example.com',
          'business_upi_submitted owner@example.com',
        ].sort(),
      );
      const left = (await messageRows(h.app, booking._id)).filter((m) => m.state === 'pending');
      expect(left).toEqual([]);
    });
  },
  options,
);
