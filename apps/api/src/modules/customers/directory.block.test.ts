import { expect, it } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import {
  bookingPayload,
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#customers: the owner blocks a renter with a reason; a blocked renter cannot
// book and is told to call the branch; existing bookings are left as they are.

const post = (h: Harness, token: string | undefined, url: string, payload?: object) =>
  h.inject({
    method: 'POST',
    url: `/api/admin/customers/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const book = (h: Harness, token: string, carId: string, inDays: number) =>
  h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    headers: bearer(token),
    payload: bookingPayload(carId, {}, inDays),
  });

const allowance = async (h: Harness, token: string) =>
  (
    await h.inject({ method: 'GET', url: '/api/bookings/allowance', headers: bearer(token) })
  ).json();

describeEachDatabase('blocking a renter', (h) => {
  it('lets only the owner block and unblock, each kept in the audit log', async () => {
    const owner = await createAdminToken(h);
    const ownerId = (
      await h.app.db
        .selectFrom('admins')
        .select('id')
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow()
    ).id;
    const staff = await createStaffToken(h, 'Boduppal');
    const renter = await createCustomer(h);
    // An open booking at Boduppal lets its staff read the renter (docs/product.md#customers).
    await createBooking(h, renter, await createCar(h, { branch: 'Boduppal' }));
    const reason = { reason: 'Returned two cars with damage and did not pay.' };

    expect((await post(h, staff.token, `${renter.id}/block`, reason)).statusCode).toBe(403);
    expect((await post(h, renter.token, `${renter.id}/block`, reason)).statusCode).toBe(403);
    expect((await post(h, undefined, `${renter.id}/block`, reason)).statusCode).toBe(401);
    const noReason = await post(h, owner, `${renter.id}/block`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe('Reason is required.');
    expect(
      await h.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', renter.id)
        .execute(),
    ).toEqual([]);

    const blocked = await post(h, owner, `${renter.id}/block`, reason);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      blocked: true,
      blockedAt: expect.any(String),
      reason: reason.reason,
    });
    const again = await post(h, owner, `${renter.id}/block`, reason);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'block_unchanged',
      error: 'This renter is already blocked.',
    });

    const shown = (
      await h.inject({
        method: 'GET',
        url: `/api/admin/customers/${renter.id}`,
        headers: bearer(staff.token),
      })
    ).json();
    expect(shown.blocked).toEqual({
      at: blocked.json().blockedAt,
      reason: reason.reason,
      by: expect.any(String),
    });

    expect((await post(h, staff.token, `${renter.id}/unblock`)).statusCode).toBe(403);
    const unblocked = await post(h, owner, `${renter.id}/unblock`);
    expect(unblocked.json()).toEqual({ blocked: false, blockedAt: null, reason: null });
    expect((await post(h, owner, `${renter.id}/unblock`)).json().code).toBe('block_unchanged');
    expect(
      (await post(h, owner, '00000000-0000-4000-8000-000000000000/block', reason)).statusCode,
    ).toBe(404);

    const entries = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', renter.id)
      .orderBy('at')
      .execute();
    expect(entries.map((e) => [e.action, e.entity, e.actor_id])).toEqual([
      ['customer.block', 'customer', ownerId],
      ['customer.unblock', 'customer', ownerId],
    ]);
    expect(JSON.parse(entries[0]!.before!)).toEqual({ blockedAt: null, blockedReason: null });
    expect(JSON.parse(entries[0]!.after!)).toEqual({
      blockedAt: blocked.json().blockedAt,
      blockedReason: reason.reason,
    });
    expect(JSON.parse(entries[1]!.after!)).toEqual({ blockedAt: null, blockedReason: null });
  });

  it('refuses a blocked renter’s booking with the message to call, and keeps their bookings', async () => {
    const owner = await createAdminToken(h);
    const renter = await createCustomer(h);
    const car = await createCar(h);
    const existing = await createBooking(h, renter, car, { status: 'Confirmed' });
    expect(await allowance(h, renter.token)).toMatchObject({ blocked: false });

    await post(h, owner, `${renter.id}/block`, { reason: 'Unpaid fine.' });
    expect(await allowance(h, renter.token)).toMatchObject({ blocked: true });
    const refused = await book(h, renter.token, car.id, 40);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.renterBlocked, code: 'renter_blocked' });
    expect(MESSAGES.renterBlocked).toBe(
      'Your account is on hold, so bookings cannot be made online. Please call the branch on ' +
        '+91 98765 43210 or +91 91234 56789.',
    );
    const bookings = await h.app.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('customer_id', '=', renter.id)
      .execute();
    expect(bookings).toEqual([{ id: existing, status: 'Confirmed' }]);

    // Another renter books as before; once unblocked, this one does too.
    expect((await book(h, (await createCustomer(h)).token, car.id, 50)).statusCode).toBe(201);
    await post(h, owner, `${renter.id}/unblock`);
    expect((await book(h, renter.token, car.id, 60)).statusCode).toBe(201);
  });
});
