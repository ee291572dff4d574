import { expect, it } from 'vitest';
import { bookingPayload, createAdminToken, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#admin: the staff's note is kept apart from the renter's notes. The security
// review saw an admin's `notes` replace what the renter wrote; here the same request is replayed.

const RENTER_NOTES = 'Child seat please; I land at 08:40.';

async function bookWithNotes(h: Harness) {
  const renter = await createCustomer(h);
  const car = await createCar(h);
  const res = await h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload: bookingPayload(car.id, { notes: RENTER_NOTES }),
    headers: bearer(renter.token),
  });
  expect(res.statusCode).toBe(201);
  return { renter, id: res.json()._id as string };
}

const put = (h: Harness, id: string, payload: object, token: string) =>
  h.inject({ method: 'PUT', url: `/api/bookings/${id}`, payload, headers: bearer(token) });

describeEachDatabase("the staff's note on a booking", (h) => {
  it("keeps the renter's notes when the admin writes notes", async () => {
    const { renter, id } = await bookWithNotes(h);
    const admin = await createAdminToken(h);
    const res = await put(h, id, { notes: 'Renter called; seat fitted.' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: RENTER_NOTES,
      staffNote: 'Renter called; seat fitted.',
    });
    const stored = await h.app.db
      .selectFrom('bookings')
      .select(['notes', 'staff_note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ notes: RENTER_NOTES, staff_note: 'Renter called; seat fitted.' });
    const mine = await h.inject({
      method: 'GET',
      url: `/api/bookings/customer/${renter.id}`,
      headers: bearer(renter.token),
    });
    expect(mine.json()[0].notes).toBe(RENTER_NOTES);
  });

  it('saves staffNote, shows it to staff and never to the renter', async () => {
    const { renter, id } = await bookWithNotes(h);
    const admin = await createAdminToken(h);
    expect((await put(h, id, { staffNote: 'Owes a toll.' }, admin)).statusCode).toBe(200);
    const asAdmin = await h.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: bearer(admin),
    });
    expect(asAdmin.json()).toMatchObject({ notes: RENTER_NOTES, staffNote: 'Owes a toll.' });
    const asRenter = await h.inject({
      method: 'GET',
      url: `/api/bookings/customer/${renter.id}`,
      headers: bearer(renter.token),
    });
    expect(asRenter.statusCode).toBe(200);
    expect(asRenter.body).not.toContain('Owes a toll.');
    expect(asRenter.json()[0]).not.toHaveProperty('staffNote');
  });

  it('refuses a staff note that is not text or too long', async () => {
    const { id } = await bookWithNotes(h);
    const admin = await createAdminToken(h);
    for (const staffNote of [42, 'x'.repeat(1001), 'a\u0000b']) {
      const res = await put(h, id, { staffNote }, admin);
      expect(res.statusCode, JSON.stringify(staffNote)).toBe(400);
    }
  });
});
