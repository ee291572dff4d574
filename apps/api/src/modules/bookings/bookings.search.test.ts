import { beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@rental/shared/outbox';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';

// docs/product.md#admin: one box finds a booking by reference, mobile, plate or name, and a
// staff member finds only their branch's.

describeEachDatabase('the bookings search box', (h) => {
  let owner: string;
  let staff: string;
  const ids = {} as Record<'meena' | 'karthik' | 'elsewhere', string>;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    staff = (await createStaffToken(h, 'Boduppal')).token;
    const meena = await createCustomer(h, { name: 'Meena Iyer', mobile: '9123456780' });
    const karthik = await createCustomer(h, { name: 'Karthik Rao', mobile: '9988776655' });
    const swift = await createCar(h, { branch: 'Boduppal', registrationNumber: 'TS 09 EA 4521' });
    const baleno = await createCar(h, { branch: 'Boduppal', registrationNumber: 'TS-08-GH-7310' });
    const far = await createCar(h, { branch: 'Dilsukhnagar', registrationNumber: 'TS 10 ZZ 4521' });
    ids.meena = await createBooking(h, meena, swift);
    ids.karthik = await createBooking(h, karthik, baleno, { status: 'Confirmed' });
    ids.elsewhere = await createBooking(h, meena, far);
  });

  const search = async (term: string, token = owner) => {
    const res = await h.inject({
      method: 'GET',
      url: `/api/bookings?search=${encodeURIComponent(term)}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { _id: string }[]).map((b) => b._id).sort();
  };
  const sorted = (...list: string[]) => [...list].sort();

  it('finds a booking by the reference a renter quotes, in any case and with a "#"', async () => {
    const reference = bookingReference(ids.karthik);
    expect(await search(reference)).toEqual([ids.karthik]);
    expect(await search(reference.toLowerCase())).toEqual([ids.karthik]);
    expect(await search(`#${reference}`)).toEqual([ids.karthik]);
  });

  it('finds bookings by the renter’s mobile, typed with +91, spaces or a part of it', async () => {
    expect(await search('9988776655')).toEqual([ids.karthik]);
    expect(await search('+91 99887 76655')).toEqual([ids.karthik]);
    expect(await search('76655')).toEqual([ids.karthik]);
    expect(await search('9123456780')).toEqual(sorted(ids.meena, ids.elsewhere));
  });

  it('finds bookings by the plate, with or without spaces and dashes', async () => {
    expect(await search('TS09EA4521')).toEqual([ids.meena]);
    expect(await search('ts 08 gh 7310')).toEqual([ids.karthik]);
    expect(await search('gh-7310')).toEqual([ids.karthik]);
    expect(await search('4521')).toEqual(sorted(ids.meena, ids.elsewhere));
  });

  it('still finds a part of the renter’s name', async () => {
    expect(await search('iyer')).toEqual(sorted(ids.meena, ids.elsewhere));
    expect(await search('KARTH')).toEqual([ids.karthik]);
  });

  it('finds only the staff member’s branch', async () => {
    expect(await search('4521', staff)).toEqual([ids.meena]);
    expect(await search('Meena', staff)).toEqual([ids.meena]);
    expect(await search(bookingReference(ids.elsewhere), staff)).toEqual([]);
  });

  describe('odd input', () => {
    it('takes wildcards, quotes and other scripts as plain text', async () => {
      for (const term of ['%%%', '___', "' or 1=1 --", '!', 'मीना', '😀', '\\']) {
        expect(await search(term)).toEqual([]);
      }
    });

    it('treats a blank search as none and refuses an overlong one with 400', async () => {
      expect(await search('   ')).toHaveLength(3);
      const long = await h.inject({
        method: 'GET',
        url: `/api/bookings?search=${'9'.repeat(101)}`,
        headers: bearer(owner),
      });
      expect(long.statusCode).toBe(400);
    });

    it('combines the search with the status filter', async () => {
      const res = await h.inject({
        method: 'GET',
        url: '/api/bookings?search=TS0&status=Confirmed',
        headers: bearer(owner),
      });
      expect((res.json() as { _id: string }[]).map((b) => b._id)).toEqual([ids.karthik]);
    });
  });
});
