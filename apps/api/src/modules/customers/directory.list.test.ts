import { expect, it } from 'vitest';
import { CUSTOMERS_PAGE_SIZE } from '@rental/shared/customer-directory';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { addBill, addDocument } from './directory.test-helpers';

// docs/product.md#customers: the directory's search by the beginning of a name or a mobile,
// its pages and each row's figures.

const list = (h: Harness, token: string, query = '') =>
  h.inject({ method: 'GET', url: `/api/admin/customers${query}`, headers: bearer(token) });

describeEachDatabase('customer directory list', (h) => {
  it('finds renters by the beginning of the name in any case, and by the mobile', async () => {
    const admin = await createAdminToken(h);
    const asha = await createCustomer(h, { name: 'Ashwini Qureshi', mobile: '7012345678' });
    const ashok = await createCustomer(h, { name: 'ashok qamar', mobile: '7012399999' });
    await createCustomer(h, { name: 'Prakash Qureshi', mobile: '7098765432' });

    const byName = await list(h, admin, '?q=ASH');
    expect(byName.statusCode).toBe(200);
    // Name order, whatever the case; "Prakash" holds "ash" but does not start with it.
    expect(byName.json().customers.map((c: { id: string }) => c.id)).toEqual([ashok.id, asha.id]);
    expect(byName.json().total).toBe(2);

    const longer = await list(h, admin, `?q=${encodeURIComponent('ashwini q')}`);
    expect(longer.json().customers.map((c: { id: string }) => c.id)).toEqual([asha.id]);

    const byMobile = await list(h, admin, `?q=${encodeURIComponent('+91 70123')}`);
    expect(byMobile.json().customers.map((c: { mobile: string }) => c.mobile)).toEqual([
      '7012345678',
      '7012399999',
    ]);
    const exact = await list(h, admin, '?q=7098765432');
    expect(exact.json()).toMatchObject({ total: 1, customers: [{ name: 'Prakash Qureshi' }] });

    // Wildcards are plain characters: nothing starts with them.
    for (const q of ['%', '_', 'ash%']) {
      expect((await list(h, admin, `?q=${encodeURIComponent(q)}`)).json().total).toBe(0);
    }
  });

  it('pages in name order with the total of every page', async () => {
    const admin = await createAdminToken(h);
    const made = [];
    for (let i = 0; i < CUSTOMERS_PAGE_SIZE + 3; i++) {
      made.push(
        await createCustomer(h, {
          name: `Pagetest ${String.fromCharCode(97 + (i % 26))}${String(i).padStart(2, '0')}`,
          mobile: `66${String(i).padStart(8, '0')}`,
        }),
      );
    }
    const sorted = [...made].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    const first = (await list(h, admin, '?q=pagetest')).json();
    expect(first).toMatchObject({ total: made.length, page: 1, pageSize: CUSTOMERS_PAGE_SIZE });
    expect(first.customers.map((c: { id: string }) => c.id)).toEqual(
      sorted.slice(0, CUSTOMERS_PAGE_SIZE).map((c) => c.id),
    );
    const second = (await list(h, admin, '?q=pagetest&page=2')).json();
    expect(second.customers.map((c: { id: string }) => c.id)).toEqual(
      sorted.slice(CUSTOMERS_PAGE_SIZE).map((c) => c.id),
    );
    const past = (await list(h, admin, '?q=pagetest&page=9')).json();
    expect(past).toMatchObject({ total: made.length, customers: [] });

    // Without a search: every renter, in name order.
    const all = (await list(h, admin)).json();
    const names = all.customers.map((c: { name: string }) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.total).toBe(
      Number(
        (
          await h.app.db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it('shows each renter’s bookings, spend, documents and block', async () => {
    const admin = await createAdminToken(h);
    const renter = await createCustomer(h, { name: 'Figures Renter', mobile: '6900000001' });
    const car = await createCar(h, { price: 2000 });
    // Completed with a bill of 5,300: counts the bill. Completed without one: its 2,000.
    // Confirmed and Cancelled: counted as bookings, not as spend.
    const billed = await createBooking(h, renter, car, { status: 'Completed' });
    await addBill(h, billed, 5300, 1300);
    await createBooking(h, renter, car, { status: 'Completed' });
    await createBooking(h, renter, car, { status: 'Confirmed' });
    await createBooking(h, renter, car, { status: 'Cancelled' });
    await addDocument(h, renter.id, 'licence_front', 'approved');
    await addDocument(h, renter.id, 'licence_back', 'submitted');
    await h.app.db
      .updateTable('customers')
      .set({ blocked_at: new Date().toISOString(), blocked_reason: 'Test' })
      .where('id', '=', renter.id)
      .execute();
    const idle = await createCustomer(h, { name: 'Figures Idle', mobile: '6900000002' });

    const rows = (await list(h, admin, '?q=figures')).json().customers;
    expect(rows).toEqual([
      {
        id: idle.id,
        name: 'Figures Idle',
        mobile: '6900000002',
        email: idle.email,
        bookings: 0,
        spend: 0,
        blocked: false,
        documents: 'none',
      },
      {
        id: renter.id,
        name: 'Figures Renter',
        mobile: '6900000001',
        email: renter.email,
        bookings: 4,
        spend: 7300,
        blocked: true,
        documents: 'submitted',
      },
    ]);
  });

  it('opens to the owner and branch staff only, and refuses a bad query', async () => {
    const staff = await createStaffToken(h, 'Vanasthalipuram');
    const renter = await createCustomer(h);
    expect((await list(h, staff.token)).statusCode).toBe(200);
    expect((await list(h, renter.token)).statusCode).toBe(403);
    expect((await h.inject({ method: 'GET', url: '/api/admin/customers' })).statusCode).toBe(401);

    const admin = await createAdminToken(h);
    const zero = await list(h, admin, '?page=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.page).toBe('Page must be 1 or more.');
    expect((await list(h, admin, '?page=abc')).statusCode).toBe(400);
    expect((await list(h, admin, `?q=${'a'.repeat(101)}`)).json().fields.q).toBe(
      'Search must be at most 100 characters.',
    );
  });
});
