import { beforeAll, describe, expect, it } from 'vitest';
import { newCarForm, postCarForm } from './test/car-form';
import {
  bookingPayload,
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from './test/factories';
import { bearer, describeEachDatabase } from './test/harness';

// docs/product.md#security: free-text fields refuse control characters and text-direction marks
// with a 400 naming the field, and nothing is stored. NUL used to answer 500 on PostgreSQL and be
// stored on SQLite; a right-to-left override made a name read backwards.

const NUL = 'Asha\u0000Reddy';
const RLO = 'Asha \u202EyddeR';
const ISOLATE = 'Asha \u2066Reddy\u2069';
const hidden = (label: string) =>
  `${label} contains a hidden control or text-direction character. Please retype it.`;

describeEachDatabase('hidden characters in text fields', (h) => {
  let admin: string;
  let renter: TestCustomer;
  let car: TestCar;
  let bookingId: string;
  beforeAll(async () => {
    admin = await createAdminToken(h);
    renter = await createCustomer(h);
    car = await createCar(h);
    bookingId = await createBooking(h, renter, car);
  });

  const countRows = async (table: 'bookings' | 'customers' | 'maintenance_blocks' | 'offers') =>
    Number(
      (
        await h.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('a booking', () => {
    it.each([
      ['customerName', NUL, hidden('Name')],
      ['customerName', RLO, hidden('Name')],
      ['customerName', 'Asha\nReddy', 'Name must be on one line.'],
      ['address', 'Plot 4\u0000, Boduppal', hidden('Address')],
      ['city', 'Hyder\u0007abad', hidden('City')],
      ['purpose', ISOLATE, hidden('Purpose')],
      ['destination', 'Warangal\u202B', hidden('Destination')],
      ['destination', 'Warangal\tand back', 'Destination must be on one line.'],
      ['notes', 'Child seat\u0000', hidden('Notes')],
      ['notes', 'Call first \u202Dplease', hidden('Notes')],
    ])('refuses %s = %j with 400 and stores nothing', async (field, value, message) => {
      const before = await countRows('bookings');
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        payload: bookingPayload(car.id, { [field]: value }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
      expect(await countRows('bookings')).toBe(before);
    });

    it('keeps line breaks in the address and notes', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        payload: bookingPayload(
          car.id,
          { address: 'Plot 4,\nBoduppal', notes: 'Child seat\r\nCall first' },
          40,
        ),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        address: 'Plot 4,\nBoduppal',
        notes: 'Child seat\r\nCall first',
      });
    });
  });

  describe("the admin's booking edit and search", () => {
    it.each([
      ['pickupLocation', 'Boduppal\u0000 branch', hidden('Pickup location')],
      ['pickupLocation', 'Boduppal\nbranch', 'Pickup location must be on one line.'],
      ['notes', 'Paid\u0000', hidden('Notes')],
      ['notes', '\u202Ediap', hidden('Notes')],
    ])('refuses %s = %j and leaves the booking as it was', async (field, value, message) => {
      const res = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${bookingId}`,
        headers: bearer(admin),
        payload: { [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
      const row = await h.app.db
        .selectFrom('bookings')
        .select(['pickup_location', 'notes'])
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ pickup_location: '', notes: '' });
    });

    it('refuses a search with a NUL or an override instead of failing', async () => {
      for (const search of ['%00', 'Asha%00', '%E2%80%AEahsA']) {
        const res = await h.inject({
          method: 'GET',
          url: `/api/bookings?search=${search}`,
          headers: bearer(admin),
        });
        expect(res.statusCode, search).toBe(400);
        expect(res.json().fields).toEqual({ search: hidden('Search') });
      }
    });
  });

  describe('accounts', () => {
    it('refuses a registration name with a NUL before any OTP is checked', async () => {
      const before = await countRows('customers');
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/verify-otp',
        payload: {
          name: NUL,
          mobile: '9876512345',
          otp: '123456',
          password: 'a-good-password',
          email: '',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: hidden('Name') });
      expect(await countRows('customers')).toBe(before);
    });

    it.each([
      [NUL, hidden('Name')],
      [RLO, hidden('Name')],
      ['Asha\r\nReddy', 'Name must be on one line.'],
    ])('refuses a profile name %j and keeps the old one', async (fullName, message) => {
      const res = await h.inject({
        method: 'PUT',
        url: `/api/users/${renter.id}`,
        headers: bearer(renter.token),
        payload: { fullName },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ fullName: message });
      const row = await h.app.db
        .selectFrom('customers')
        .select('name')
        .where('id', '=', renter.id)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe(renter.name);
    });

    it('accepts a name in any script with an apostrophe and a hyphen', async () => {
      const res = await h.inject({
        method: 'PUT',
        url: `/api/users/${renter.id}`,
        headers: bearer(renter.token),
        payload: { fullName: 'శ్రీనివాస్ O’Brien-Rao' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('శ్రీనివాస్ O’Brien-Rao');
    });
  });

  describe("the admin's cars, blocks and offers", () => {
    it.each([
      ['description', 'Nimble\u0000'],
      ['brand', 'Maruti\u202E'],
    ])('refuses a car whose %s is %j', async (field, value) => {
      const res = await postCarForm(h, admin, await newCarForm({ fields: { [field]: value } }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    });

    it('refuses a car feature with a NUL', async () => {
      const form = await newCarForm({ features: ['AC', 'Blue\u0000tooth'] });
      const res = await postCarForm(h, admin, form);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields)).toEqual([hidden('A feature')]);
    });

    it('refuses a maintenance block reason with a NUL and stores no block', async () => {
      const res = await h.inject({
        method: 'POST',
        url: `/api/cars/${car.id}/blocks`,
        headers: bearer(admin),
        payload: { from: '2027-01-10T09:00', to: '2027-01-11T09:00', reason: 'Service\u0000' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ reason: hidden('Reason') });
      expect(await countRows('maintenance_blocks')).toBe(0);
    });

    it('refuses an offer address with a NUL and stores no offer', async () => {
      const before = await countRows('offers');
      const res = await h.inject({
        method: 'POST',
        url: '/api/offers',
        headers: bearer(admin),
        payload: { imageUrl: 'https://example.com/offer\u0000.jpg' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ imageUrl: hidden('Image URL') });
      expect(await countRows('offers')).toBe(before);
    });
  });
});
