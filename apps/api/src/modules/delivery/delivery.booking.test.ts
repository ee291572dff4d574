import { beforeAll, expect, it } from 'vitest';
import { ERROR_CODES } from '@rental/shared/api-error';
import { DELIVERY_MESSAGES } from '@rental/shared/messages';
import {
  createAdminToken,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import {
  address,
  bookWithDelivery,
  dayIn,
  FAR_PIN,
  IN_AREA,
  LIMITS,
  saveArea,
} from '../../test/delivery';

// docs/product.md#doorstep-delivery: the area's fee on the quote and the booking, 422 outside
// the area, 409 with free hours for a full hour, a day switched off, and never an overfilled
// hour under concurrent bookings.

describeEachDatabase(
  'booking with doorstep delivery',
  (h) => {
    let owner: string;
    let renter: TestCustomer;
    let car: TestCar;
    let day = 0;
    const nextDays = () => (day += 4);
    beforeAll(async () => {
      owner = await createAdminToken(h);
      renter = await createCustomer(h);
      car = await createCar(h, { price: 2000 });
      await saveArea(h, owner, {
        slotsPerHour: 1,
        pins: [
          { pin: IN_AREA, fee: 300 },
          { pin: '500060', fee: 450 },
        ],
      });
    });

    it('prices the doorstep legs as quote lines of the public quote', async () => {
      const res = await h.inject({
        method: 'GET',
        url: `/api/quote?carId=${car.id}&pickupDate=${dayIn(3)}&pickupTime=09:00&returnDate=${dayIn(5)}&returnTime=09:00&deliveryPickupPin=${IN_AREA}&deliveryReturnPin=500060`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const quote = res.json();
      expect(quote.lines.filter((l: { kind: string }) => l.kind === 'delivery')).toEqual([
        { kind: 'delivery', label: `Doorstep delivery to PIN ${IN_AREA}`, amount: 300 },
        { kind: 'delivery', label: 'Doorstep collection to PIN 500060', amount: 450 },
      ]);
      expect(quote.total).toBe(4000 + 750);
    });

    it('refuses a quote for a PIN code outside the area with 422', async () => {
      const res = await h.inject({
        method: 'GET',
        url: `/api/quote?carId=${car.id}&pickupDate=${dayIn(3)}&pickupTime=09:00&returnDate=${dayIn(5)}&returnTime=09:00&deliveryPickupPin=${FAR_PIN}`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: ERROR_CODES.outsideDeliveryArea,
        error: DELIVERY_MESSAGES.outsideArea,
      });
    });

    it('books a doorstep pickup with its fee in the total and the advance', async () => {
      const res = await bookWithDelivery(h, renter.token, car.id, nextDays(), {
        pickup: address(),
      });
      expect(res.statusCode, res.body).toBe(201);
      const booking = res.json();
      expect(booking.totalAmount).toBe(4300);
      expect(booking.quote.lines).toContainEqual({
        kind: 'delivery',
        label: `Doorstep delivery to PIN ${IN_AREA}`,
        amount: 300,
      });
      // docs/product.md#holds-and-payments: the advance is 25 % of the total, fee included.
      expect(booking.advance.amount).toBe(Math.round(4300 * 0.25));
      const legs = await h.inject({
        method: 'GET',
        url: `/api/bookings/${booking._id}/delivery`,
        headers: bearer(renter.token),
      });
      expect(legs.json().legs).toEqual([
        expect.objectContaining({ leg: 'pickup', pin: IN_AREA, fee: 300, state: 'scheduled' }),
      ]);
    });

    it('refuses an address outside the area with 422 outside_delivery_area', async () => {
      const res = await bookWithDelivery(h, renter.token, car.id, nextDays(), {
        return: address(FAR_PIN),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'outside_delivery_area',
        error: DELIVERY_MESSAGES.outsideArea,
        fields: { 'delivery.return.pin': DELIVERY_MESSAGES.outsideArea },
      });
    });

    it('refuses a full hour with 409 and offers the nearest free hours', async () => {
      const inDays = nextDays();
      const other = await createCar(h);
      const first = await bookWithDelivery(h, renter.token, car.id, inDays, {
        pickup: address(),
      });
      expect(first.statusCode, first.body).toBe(201);
      const second = await createCustomer(h);
      const res = await bookWithDelivery(h, second.token, other.id, inDays, {
        pickup: address(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'delivery_slot_full',
        error: DELIVERY_MESSAGES.slotFull,
        fields: { 'delivery.pickup': DELIVERY_MESSAGES.slotFull },
        freeHours: [
          { date: dayIn(inDays), time: '10:00' },
          { date: dayIn(inDays), time: '08:00' },
          { date: dayIn(inDays), time: '11:00' },
        ],
      });
      // The refused booking left nothing behind: the offered hour books.
      const moved = await bookWithDelivery(
        h,
        second.token,
        other.id,
        inDays,
        { pickup: address() },
        '10:00',
      );
      expect(moved.statusCode, moved.body).toBe(201);
    });

    it('frees a cancelled booking seat for the next renter', async () => {
      const inDays = nextDays();
      const first = await bookWithDelivery(h, renter.token, car.id, inDays, {
        pickup: address(),
      });
      expect(first.statusCode, first.body).toBe(201);
      const cancel = await h.inject({
        method: 'POST',
        url: `/api/bookings/${first.json()._id}/cancel`,
        headers: bearer(renter.token),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const other = await createCustomer(h);
      const again = await bookWithDelivery(h, other.token, car.id, inDays, {
        pickup: address(),
      });
      expect(again.statusCode, again.body).toBe(201);
    });

    it('refuses delivery on a day the branch switched it off, and takes it back on', async () => {
      const inDays = nextDays();
      const off = await h.inject({
        method: 'POST',
        url: '/api/admin/delivery/areas/Boduppal/days-off',
        headers: bearer(owner),
        payload: { date: dayIn(inDays), off: true },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().daysOff).toContain(dayIn(inDays));
      const res = await bookWithDelivery(h, renter.token, car.id, inDays, {
        pickup: address(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'delivery_off', error: DELIVERY_MESSAGES.dayOff });
      // At the branch the same booking goes through.
      const plain = await bookWithDelivery(h, renter.token, car.id, inDays, undefined);
      expect(plain.statusCode, plain.body).toBe(201);
    });
  },
  { rateLimits: LIMITS, config: { maxPendingBookings: 50 } },
);

describeEachDatabase(
  'concurrent doorstep bookings into one hour',
  (h) => {
    it('lets exactly as many through as the hour has seats', async () => {
      const owner = await createAdminToken(h);
      await saveArea(h, owner, { slotsPerHour: 2, pins: [{ pin: IN_AREA, fee: 200 }] });
      const renters = await Promise.all(Array.from({ length: 20 }, () => createCustomer(h)));
      const cars = await Promise.all(Array.from({ length: 20 }, () => createCar(h)));
      const answers = await Promise.all(
        renters.map((r, i) => bookWithDelivery(h, r.token, cars[i]!.id, 6, { pickup: address() })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(18);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json().code).toBe('delivery_slot_full');
      }
      const seats = await h.app.db
        .selectFrom('delivery_slot_claims')
        .select('seat')
        .orderBy('seat')
        .execute();
      expect(seats.map((s) => s.seat)).toEqual([1, 2]);
    });
  },
  { rateLimits: LIMITS },
);
