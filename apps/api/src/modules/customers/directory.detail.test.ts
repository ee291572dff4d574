import { expect, it } from 'vitest';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { addBill, addDocument, addPayment } from './directory.test-helpers';

// docs/product.md#customers: one renter's bookings, spend, money received, documents and notes.

const detail = (h: Harness, token: string, id: string) =>
  h.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers: bearer(token) });

const auditOf = (h: Harness, entityId: string) =>
  h.app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).execute();

describeEachDatabase('customer directory detail and notes', (h) => {
  it('sums the spend and the money received by hand-checked rules', async () => {
    const admin = await createAdminToken(h);
    const renter = await createCustomer(h, { name: 'Detail Renter' });
    const boduppal = await createCar(h, { price: 2000, branch: 'Boduppal' });
    const dilsukhnagar = await createCar(h, { price: 3000, branch: 'Dilsukhnagar' });
    // Spend: the bill (6,400) of the first, the amount (3,000) of the unbilled second = 9,400.
    const billed = await createBooking(h, renter, boduppal, {
      status: 'Completed',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await addBill(h, billed, 6400, 4400);
    const unbilled = await createBooking(h, renter, dilsukhnagar, {
      status: 'Completed',
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    const cancelled = await createBooking(h, renter, boduppal, {
      status: 'Cancelled',
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    // Received: 500 + 5,900 + 3,000 + 1,000 − 1,000 refunded = 9,400; the deposit, its return,
    // a submitted and a rejected entry do not count.
    await addPayment(h, billed, { kind: 'advance', amount: 500 });
    await addPayment(h, billed, { kind: 'rental', amount: 5900 });
    await addPayment(h, billed, { kind: 'deposit', amount: 30000 });
    await addPayment(h, billed, { kind: 'deposit_refund', amount: 30000 });
    await addPayment(h, unbilled, { kind: 'rental', amount: 3000 });
    await addPayment(h, unbilled, { kind: 'charges', amount: 200, status: 'submitted' });
    await addPayment(h, cancelled, { kind: 'advance', amount: 1000 });
    await addPayment(h, cancelled, { kind: 'refund', amount: 1000 });
    await addPayment(h, cancelled, { kind: 'advance', amount: 700, status: 'rejected' });
    await addDocument(h, renter.id, 'licence_front', 'approved');
    await addDocument(h, renter.id, 'licence_back', 'approved');
    await addDocument(h, renter.id, 'passport_photo_page', 'approved');
    await addDocument(h, renter.id, 'aadhaar_masked', 'rejected');

    const res = await detail(h, admin, renter.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: renter.id,
      name: 'Detail Renter',
      mobile: renter.mobile,
      email: renter.email,
      bookingCount: 3,
      spend: 9400,
      received: 9400,
      documentsState: 'approved',
      notes: [],
      blocked: null,
      canBlock: true,
    });
    expect(body.bookings).toEqual([
      expect.objectContaining({ id: cancelled, status: 'Cancelled', amount: 2000 }),
      expect.objectContaining({ id: unbilled, status: 'Completed', amount: 3000 }),
      expect.objectContaining({
        id: billed,
        status: 'Completed',
        amount: 6400,
        carName: expect.any(String),
        reference: billed.slice(-8).toUpperCase(),
      }),
    ]);
    expect(body.documents).toHaveLength(4);
    expect(body.documents).toContainEqual(
      expect.objectContaining({ kind: 'aadhaar_masked', status: 'rejected', reason: 'Blurred.' }),
    );

    // A branch's staff see the bookings and figures of their branch's cars only.
    const staff = await createStaffToken(h, 'Dilsukhnagar');
    const seen = (await detail(h, staff.token, renter.id)).json();
    expect(seen).toMatchObject({ bookingCount: 1, spend: 3000, received: 3000, canBlock: false });
    expect(seen.bookings.map((b: { id: string }) => b.id)).toEqual([unbilled]);
  });

  it('answers 404 for an unknown renter and 403 to a renter', async () => {
    const admin = await createAdminToken(h);
    const renter = await createCustomer(h);
    const unknown = await detail(h, admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Customer not found.');
    expect((await detail(h, renter.token, renter.id)).statusCode).toBe(403);
  });

  it('keeps notes by any admin, newest first, each in the audit log', async () => {
    const owner = await createAdminToken(h);
    const staff = await createStaffToken(h, 'Boduppal');
    const renter = await createCustomer(h);
    // An open booking at Boduppal puts the renter in its staff's reach.
    await createBooking(h, renter, await createCar(h, { branch: 'Boduppal' }));
    const note = (token: string, text: unknown, id = renter.id) =>
      h.inject({
        method: 'POST',
        url: `/api/admin/customers/${id}/notes`,
        headers: bearer(token),
        payload: { text },
      });

    const first = await note(owner, '  Prefers the Boduppal branch.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Prefers the Boduppal branch.' });
    const second = await note(staff.token, 'Returned the car clean.\nPolite.');
    expect(second.statusCode).toBe(201);
    expect(second.json().author).toMatch(/^Staff \d+$/);

    const notes = (await detail(h, owner, renter.id)).json().notes;
    expect(notes.map((n: { text: string }) => n.text)).toEqual([
      'Returned the car clean.\nPolite.',
      'Prefers the Boduppal branch.',
    ]);

    const [entry] = await auditOf(h, second.json().id);
    expect(entry).toMatchObject({
      actor_id: staff.id,
      action: 'customer_note.create',
      entity: 'customer_note',
      before: null,
    });
    expect(JSON.parse(entry!.after!)).toEqual({
      customerId: renter.id,
      text: 'Returned the car clean.\nPolite.',
    });

    const empty = await note(owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.text).toBe('Note is required.');
    expect((await note(owner, 'x'.repeat(1001))).json().fields.text).toBe(
      'Note must be at most 1000 characters.',
    );
    expect((await note(owner, 'Hi', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await note(renter.token, 'Hi')).statusCode).toBe(403);
    const count = await h.app.db
      .selectFrom('customer_notes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_id', '=', renter.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
