import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';

interface Listed {
  _id: string;
  customerName: string;
  status: string;
  statusHistory: { status: string; changedBy: string }[];
}

describeEachDatabase('admin and customer booking lists', (h) => {
  let admin: string;
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let priya: TestCustomer;
  /** Booking ids in creation order, oldest first. */
  const ids: string[] = [];
  beforeAll(async () => {
    admin = await createAdminToken(h);
    asha = await createCustomer(h, { name: 'Asha Reddy', mobile: '9876500031' });
    ravi = await createCustomer(h, { name: 'Ravi Kumar', mobile: '9876500032' });
    priya = await createCustomer(h, { name: 'Priya 50% Sharma', mobile: '9876500033' });
    const car = await createCar(h);
    const plan: [TestCustomer, string][] = [
      [asha, 'Pending'],
      [ravi, 'Confirmed'],
      [asha, 'Completed'],
      [priya, 'Cancelled'],
      [ravi, 'Pending'],
      [asha, 'Confirmed'],
    ];
    for (const [i, [customer, status]] of plan.entries()) {
      const day = 10 + i * 3;
      ids.push(
        await createBooking(h, customer, car, {
          status,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          pickupAt: new Date(Date.now() + day * 86_400_000).toISOString(),
        }),
      );
    }
  });

  const list = (query = '', token = admin) =>
    h.inject({ method: 'GET', url: `/api/bookings${query}`, headers: bearer(token) });
  const idsOf = (body: Listed[]) => body.map((b) => b._id);

  describe('GET /api/bookings', () => {
    it('is for the admin only', async () => {
      expect((await h.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
      expect((await list('', asha.token)).statusCode).toBe(403);
    });

    it('answers every booking, newest first, with the total in x-total-count', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(idsOf(res.json())).toEqual([...ids].reverse());
      expect(res.headers['x-total-count']).toBe('6');
      expect(res.json()[0].statusHistory).toEqual([
        expect.objectContaining({ status: 'Pending', changedBy: 'customer' }),
      ]);
    });

    it('sorts oldest first on request', async () => {
      expect(idsOf((await list('?sort=oldest')).json())).toEqual(ids);
    });

    it('filters by status', async () => {
      const res = await list('?status=Confirmed');
      expect(idsOf(res.json())).toEqual([ids[5], ids[1]]);
      expect(res.headers['x-total-count']).toBe('2');
      expect((await list('?status=All')).json()).toHaveLength(6);
    });

    it('searches the customer name case-insensitively, wildcards taken literally', async () => {
      const res = await list('?search=REDD');
      expect(res.json().every((b: Listed) => b.customerName === 'Asha Reddy')).toBe(true);
      expect(res.headers['x-total-count']).toBe('3');
      expect((await list('?search=50%25')).json()).toHaveLength(1);
      expect((await list('?search=%25')).json()).toHaveLength(1);
      expect((await list('?search=_')).json()).toHaveLength(0);
      const both = await list('?search=asha&status=Confirmed');
      expect(idsOf(both.json())).toEqual([ids[5]]);
    });

    it('pages with limit and offset, keeping the filtered total', async () => {
      const page = await list('?limit=2&offset=1');
      expect(idsOf(page.json())).toEqual([ids[4], ids[3]]);
      expect(page.headers['x-total-count']).toBe('6');
      const last = await list('?limit=2&offset=5&sort=oldest');
      expect(idsOf(last.json())).toEqual([ids[5]]);
      const offsetOnly = await list('?offset=4');
      expect(idsOf(offsetOnly.json())).toEqual([ids[1], ids[0]]);
      expect((await list('?limit=5&offset=100')).json()).toEqual([]);
    });

    it('rejects bad query values', async () => {
      for (const q of [
        '?limit=0',
        '?limit=201',
        '?limit=x',
        '?offset=-1',
        '?status=Done',
        '?sort=up',
      ]) {
        const res = await list(q);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
    });
  });

  describe('GET /api/bookings/customer/:customerId', () => {
    const mine = (customerId: string, token?: string) =>
      h.inject({
        method: 'GET',
        url: `/api/bookings/customer/${customerId}`,
        headers: token ? bearer(token) : {},
      });

    it('answers a customer their own bookings, newest first', async () => {
      const res = await mine(asha.id, asha.token);
      expect(res.statusCode).toBe(200);
      expect(idsOf(res.json())).toEqual([ids[5], ids[2], ids[0]]);
    });

    it('lets the admin read anyone’s, and nobody else', async () => {
      expect(idsOf((await mine(ravi.id, admin)).json())).toEqual([ids[4], ids[1]]);
      expect((await mine(asha.id, ravi.token)).statusCode).toBe(403);
      expect((await mine(asha.id)).statusCode).toBe(401);
      expect((await mine('unknown-customer', admin)).json()).toEqual([]);
    });
  });

  describe('PUT /api/bookings/:id', () => {
    const put = (id: string, payload: object, token: string | null = admin) =>
      h.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        payload,
        headers: token ? bearer(token) : {},
      });

    it('is for the admin only', async () => {
      expect((await put(ids[0]!, { status: 'Confirmed' }, null)).statusCode).toBe(401);
      expect((await put(ids[0]!, { status: 'Confirmed' }, asha.token)).statusCode).toBe(403);
      expect((await put('no-such-booking', { status: 'Confirmed' })).statusCode).toBe(404);
    });

    it('records each status change with time and actor', async () => {
      const res = await put(ids[0]!, {
        status: 'Confirmed',
        pickupLocation: 'Boduppal branch',
        gasTankReading: 'Full',
        notes: 'Call before delivery',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'Confirmed',
        pickupLocation: 'Boduppal branch',
        gasTankReading: 'Full',
        staffNote: 'Call before delivery',
        statusHistory: [
          { status: 'Pending', changedBy: 'customer' },
          { status: 'Confirmed', changedBy: 'admin:admin@example.com' },
        ],
      });
      const completed = await put(ids[0]!, { status: 'Completed' });
      expect(completed.json().statusHistory.map((s: { status: string }) => s.status)).toEqual([
        'Pending',
        'Confirmed',
        'Completed',
      ]);
      // The record stays (docs/product.md#admin).
      expect(idsOf((await list()).json())).toContain(ids[0]);
    });

    it('adds no history when the status does not change', async () => {
      const res = await put(ids[1]!, { status: 'Confirmed', gasTankReading: '1/2' });
      expect(res.json().statusHistory).toHaveLength(1);
      expect(res.json().gasTankReading).toBe('1/2');
      const cleared = await put(ids[1]!, { gasTankReading: '' });
      expect(cleared.json().gasTankReading).toBe('');
    });

    it("shows the renter 'admin' in the history, never the admin's e-mail", async () => {
      expect((await put(ids[5]!, { status: 'Completed' })).statusCode).toBe(200);
      const read = (token: string) =>
        h.inject({
          method: 'GET',
          url: `/api/bookings/customer/${asha.id}`,
          headers: bearer(token),
        });
      const asRenter = await read(asha.token);
      expect(asRenter.body).not.toContain('admin@example.com');
      const mine = (asRenter.json() as Listed[]).find((b) => b._id === ids[5])!;
      expect(mine.statusHistory.map((s) => s.changedBy)).toEqual(['customer', 'admin']);
      const asAdmin = (await read(admin)).json() as Listed[];
      expect(asAdmin.find((b) => b._id === ids[5])!.statusHistory.at(-1)!.changedBy).toBe(
        'admin:admin@example.com',
      );
    });

    it('validates the editable fields', async () => {
      for (const payload of [
        { status: 'Done' },
        { gasTankReading: 'Half' },
        { pickupLocation: 'x'.repeat(301) },
        { notes: 42 },
      ]) {
        const res = await put(ids[1]!, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });
});
