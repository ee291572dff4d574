import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { jpeg } from '../../test/car-form';
import { uploadDocument } from '../../test/documents';
import {
  bookingAt,
  createCallers,
  HOME,
  OTHER,
  submittedPayment,
  type Callers,
} from '../../test/staff';

// docs/product.md#back-office: a staff member's lists hold only their branch's bookings,
// payments to check and renters' documents; a row of another branch answers exactly as one
// that does not exist.

const get = (h: Harness, url: string, token: string) =>
  h.inject({ method: 'GET', url, headers: bearer(token) });
const ids = (rows: { _id?: string; id?: string }[]) => rows.map((r) => r._id ?? r.id).sort();

describeEachDatabase('what a staff member sees of other branches', (h) => {
  let c: Callers;
  let otherRenter: TestCustomer;
  const home = { booking: '', payment: '', document: '' };
  const away = { booking: '', payment: '', document: '' };

  beforeAll(async () => {
    c = await createCallers(h);
    otherRenter = await createCustomer(h);
    const now = new Date();
    home.booking = (await bookingAt(h, c.renter, now, 'Pending', HOME)).id;
    away.booking = (await bookingAt(h, otherRenter, now, 'Pending', OTHER)).id;
    home.payment = await submittedPayment(h, home.booking, now);
    away.payment = await submittedPayment(h, away.booking, now);
    for (const [renter, into] of [
      [c.renter, home],
      [otherRenter, away],
    ] as const) {
      const res = await uploadDocument(h, renter.token, 'licence_front', await jpeg(640, 400));
      into.document = (res.json() as { id: string }).id;
    }
  });

  it('lists only the branch’s bookings, with the matching total', async () => {
    const staff = await get(h, '/api/bookings', c.staff);
    expect(ids(staff.json())).toEqual([home.booking]);
    expect(staff.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    expect(ids((await get(h, '/api/bookings', c.otherStaff)).json())).toEqual([away.booking]);
    expect(ids((await get(h, '/api/bookings', c.owner)).json())).toEqual(
      [home.booking, away.booking].sort(),
    );
    const ofRenter = await get(h, `/api/bookings/customer/${otherRenter.id}`, c.staff);
    expect(ofRenter.json()).toEqual([]);
  });

  it('lists only the branch’s payments to check and documents to review', async () => {
    const payments = (token: string) =>
      get(h, '/api/admin/payments', token).then((r) => ids(r.json()));
    expect(await payments(c.staff)).toEqual([home.payment]);
    expect(await payments(c.otherStaff)).toEqual([away.payment]);
    expect(await payments(c.owner)).toEqual([home.payment, away.payment].sort());

    const documents = (token: string) =>
      get(h, '/api/admin/documents', token).then((r) => ids(r.json()));
    expect(await documents(c.staff)).toEqual([home.document]);
    expect(await documents(c.otherStaff)).toEqual([away.document]);
    expect(await documents(c.owner)).toEqual([home.document, away.document].sort());
  });

  it('answers another branch’s row exactly as a row that does not exist', async () => {
    for (const [url, missing] of [
      [`/api/bookings/${away.booking}`, `/api/bookings/${randomUUID()}`],
      [`/api/documents/${away.document}/file`, `/api/documents/${randomUUID()}/file`],
    ]) {
      const other = await get(h, url!, c.staff);
      const none = await get(h, missing!, c.staff);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(none.json());
    }
    const decide = (id: string) =>
      h.inject({
        method: 'PATCH',
        url: `/api/payments/${id}`,
        headers: bearer(c.staff),
        payload: { status: 'received' },
      });
    expect((await decide(away.payment)).json()).toEqual((await decide(randomUUID())).json());
    // Nothing of the other branch changed.
    const row = await h.app.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', away.payment)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('submitted');
  });

  it('follows a change of branch at the next request', async () => {
    await h.app.db
      .updateTable('admins')
      .set({ branch: OTHER })
      .where('id', '=', c.staffId)
      .execute();
    try {
      expect(ids((await get(h, '/api/bookings', c.staff)).json())).toEqual([away.booking]);
      expect((await get(h, `/api/bookings/${home.booking}`, c.staff)).statusCode).toBe(404);
    } finally {
      await h.app.db
        .updateTable('admins')
        .set({ branch: HOME })
        .where('id', '=', c.staffId)
        .execute();
    }
  });
});
