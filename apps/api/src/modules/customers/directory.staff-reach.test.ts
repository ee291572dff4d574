import { RECENT_BOOKING_DAYS } from '@rental/shared/staff-reach';
import { expect, it } from 'vitest';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCustomer,
} from '../../test/factories';
import { photoJpeg, uploadDocument } from '../../test/documents';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#customers (review row N9): a branch's staff reach only the renters with an
// open booking at their branch or one returned in the last RECENT_BOOKING_DAYS: the directory,
// the renter's record, notes and licence/ID scans. Anyone else is 404; the owner sees all.

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function renterWithScan(h: Harness, name: string) {
  const renter = await createCustomer(h, { name });
  const up = await uploadDocument(h, renter.token, 'licence_front', await photoJpeg());
  expect(up.statusCode).toBe(201);
  return { renter, documentId: up.json().id as string };
}

async function setUp(h: Harness) {
  const boduppal = await createCar(h, { branch: 'Boduppal' });
  const dilsukhnagar = await createCar(h, { branch: 'Dilsukhnagar' });
  const open = await renterWithScan(h, 'Reach Open');
  await createBooking(h, open.renter, boduppal, { status: 'Confirmed' });
  const recent = await renterWithScan(h, 'Reach Recent');
  await createBooking(h, recent.renter, boduppal, {
    status: 'Completed',
    pickupAt: ago(12),
    returnAt: ago(10),
  });
  const old = await renterWithScan(h, 'Reach Old');
  await createBooking(h, old.renter, boduppal, {
    status: 'Completed',
    pickupAt: ago(RECENT_BOOKING_DAYS + 3),
    returnAt: ago(RECENT_BOOKING_DAYS + 1),
  });
  const cancelled = await renterWithScan(h, 'Reach Cancelled');
  await createBooking(h, cancelled.renter, boduppal, { status: 'Cancelled' });
  const elsewhere = await renterWithScan(h, 'Reach Elsewhere');
  await createBooking(h, elsewhere.renter, dilsukhnagar, { status: 'Pending' });
  const staff = await createStaffToken(h, 'Boduppal');
  return { open, recent, old, cancelled, elsewhere, staff };
}

const get = (h: Harness, token: string, url: string) =>
  h.inject({ method: 'GET', url, headers: bearer(token) });

const listed = async (h: Harness, token: string) =>
  ((await get(h, token, '/api/admin/customers?q=Reach')).json().customers as { id: string }[])
    .map((c) => c.id)
    .sort();

const ids = (...renters: { renter: TestCustomer }[]) => renters.map((r) => r.renter.id).sort();

describeEachDatabase("a branch staff member's reach over renters", (h) => {
  it('lists only renters with an open or recent booking at the branch; the owner all', async () => {
    const s = await setUp(h);
    expect(await listed(h, s.staff.token)).toEqual(ids(s.open, s.recent));
    const owner = await createAdminToken(h);
    expect(await listed(h, owner)).toEqual(ids(s.open, s.recent, s.old, s.cancelled, s.elsewhere));
  });

  it('answers 404 for the record and notes of a renter out of reach', async () => {
    const s = await setUp(h);
    for (const { renter } of [s.open, s.recent]) {
      expect((await get(h, s.staff.token, `/api/admin/customers/${renter.id}`)).statusCode).toBe(
        200,
      );
    }
    for (const { renter } of [s.old, s.cancelled, s.elsewhere]) {
      const record = await get(h, s.staff.token, `/api/admin/customers/${renter.id}`);
      expect(record.statusCode).toBe(404);
      expect(record.json().error).toBe('Customer not found.');
      const note = await h.inject({
        method: 'POST',
        url: `/api/admin/customers/${renter.id}/notes`,
        headers: bearer(s.staff.token),
        payload: { text: 'Looked them up.' },
      });
      expect(note.statusCode).toBe(404);
    }
    const owner = await createAdminToken(h);
    expect((await get(h, owner, `/api/admin/customers/${s.cancelled.renter.id}`)).statusCode).toBe(
      200,
    );
  });

  it('keeps a cancelled-only renter’s licence out of the queue, the file and the decision', async () => {
    const s = await setUp(h);
    const queue = await get(h, s.staff.token, '/api/admin/documents?status=submitted');
    expect(queue.statusCode).toBe(200);
    // The file's database is shared by its tests: only this test's renters are looked at.
    const mine = ids(s.open, s.recent, s.old, s.cancelled, s.elsewhere);
    const inQueue = (queue.json() as { customerId: string }[])
      .map((d) => d.customerId)
      .filter((id) => mine.includes(id))
      .sort();
    expect(inQueue).toEqual(ids(s.open, s.recent));

    const file = (id: string, token = s.staff.token) => get(h, token, `/api/documents/${id}/file`);
    expect((await file(s.open.documentId)).statusCode).toBe(200);
    for (const out of [s.cancelled, s.old, s.elsewhere]) {
      expect((await file(out.documentId)).statusCode).toBe(404);
      const decide = await h.inject({
        method: 'PATCH',
        url: `/api/documents/${out.documentId}`,
        headers: bearer(s.staff.token),
        payload: { status: 'approved' },
      });
      expect(decide.statusCode).toBe(404);
    }
    const owner = await createAdminToken(h);
    expect((await file(s.cancelled.documentId, owner)).statusCode).toBe(200);
    // The renter still reads their own scan.
    expect((await file(s.cancelled.documentId, s.cancelled.renter.token)).statusCode).toBe(200);
  });
});
