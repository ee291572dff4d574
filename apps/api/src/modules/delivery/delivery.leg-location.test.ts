import { beforeAll, expect, it } from 'vitest';
import { createCar, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { testClock } from '../../test/clock';
import { createCallers, HOME, type Callers } from '../../test/staff';
import { address, bookWithDelivery, dayIn, LIMITS, saveArea } from '../../test/delivery';

// docs/product.md#doorstep-delivery: the location from the renter's phone, given when a leg's
// address changes, is stored, kept when only the hour moves, and opens the driver's map.

const clock = testClock(new Date());
const HERE = { lat: 17.4065, lng: 78.5916 };

describeEachDatabase(
  "a doorstep leg's location from the phone",
  (h) => {
    let callers: Callers;
    let renter: TestCustomer;
    let id: string;
    beforeAll(async () => {
      callers = await createCallers(h);
      renter = await createCustomer(h, { name: 'Meena Iyer' });
      await saveArea(h, callers.owner, { slotsPerHour: 2, pins: [{ pin: '500039', fee: 300 }] });
      const car = await createCar(h, { name: 'Swift', branch: HOME });
      const res = await bookWithDelivery(h, renter.token, car.id, 9, { pickup: address() });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json()._id;
    });

    const change = (body: object) =>
      h.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/delivery/pickup`,
        headers: bearer(renter.token),
        payload: body,
      });
    const driverLeg = async () => {
      const res = await h.inject({
        method: 'GET',
        url: `/api/admin/delivery/day?branch=${HOME}&date=${dayIn(9)}`,
        headers: bearer(callers.staff),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().legs.find((l: { bookingId: string }) => l.bookingId === id);
    };
    const byCoordinates = `query=${encodeURIComponent(`${HERE.lat},${HERE.lng}`)}`;

    it("stores the location of a changed address and the driver's map opens it", async () => {
      expect((await driverLeg()).mapsUrl).not.toContain(byCoordinates);
      const res = await change({ address: { ...address(), line: '4-1 Temple Street', ...HERE } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().legs[0]).toMatchObject({ line: '4-1 Temple Street', ...HERE });
      expect((await driverLeg()).mapsUrl).toContain(byCoordinates);
    });

    it('keeps the location when only the hour moves', async () => {
      const res = await change({ date: dayIn(9), time: '12:00' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().legs[0]).toMatchObject({ at: `${dayIn(9)}T12:00:00.000+05:30`, ...HERE });
      expect((await driverLeg()).mapsUrl).toContain(byCoordinates);
    });

    it('names each wrong field of the address by its whole path, for the form', async () => {
      const res = await change({ address: { line: ' ', landmark: '', pin: '5000', ...HERE } });
      expect(res.statusCode, res.body).toBe(400);
      const { fields } = res.json();
      expect(Object.keys(fields).sort()).toEqual(['address', 'address.line', 'address.pin']);
      expect(fields['address.pin']).toBe('PIN code must be 6 digits.');
      expect((await driverLeg()).line).toBe('4-1 Temple Street');
    });

    it('drops the location when the new address comes without one', async () => {
      const res = await change({ address: address() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().legs[0]).toMatchObject({ lat: null, lng: null });
      expect((await driverLeg()).mapsUrl).toContain(encodeURIComponent('12-2-34, MG Road'));
    });
  },
  { rateLimits: LIMITS, clock, config: { maxPendingBookings: 50 } },
);
