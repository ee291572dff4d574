import { expect, it } from 'vitest';
import { bookingPayload, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#booking: a booking's e-mails go to the signed-in renter's address, never to
// whatever address the form names: the form could otherwise send notices to anyone (docs/product.md#security).

const book = (h: Harness, token: string, carId: string, inDays: number, customerEmail: string) =>
  h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload: bookingPayload(carId, { customerEmail }, inDays),
    headers: bearer(token),
  });

async function recipients(h: Harness, bookingId: string): Promise<string[]> {
  const rows = await h.app.db
    .selectFrom('messages')
    .select('recipient')
    .where('booking_id', '=', bookingId)
    .where('channel', '=', 'email')
    .execute();
  return rows.map((r) => r.recipient);
}

describeEachDatabase('the booking e-mail address', (h) => {
  it('sends to the account address, not to one typed in the form', async () => {
    const renter = await createCustomer(h, { email: 'asha@example.com' });
    const car = await createCar(h);
    const res = await book(h, renter.token, car.id, 10, 'someone.else@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json().customerEmail).toBe('asha@example.com');
    const to = await recipients(h, res.json()._id);
    expect(to).toContain('asha@example.com');
    expect(to).not.toContain('someone.else@example.com');
    const stored = await h.app.db
      .selectFrom('bookings')
      .select('customer_email')
      .where('id', '=', res.json()._id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_email).toBe('asha@example.com');
  });

  it('keeps the first address an account without one gives, and only that', async () => {
    const renter = await createCustomer(h, { email: '' });
    const car = await createCar(h);
    const first = await book(h, renter.token, car.id, 20, 'ravi@example.com');
    expect(first.statusCode).toBe(201);
    expect(first.json().customerEmail).toBe('ravi@example.com');
    const profile = await h.inject({
      method: 'GET',
      url: '/api/users/customerData',
      headers: bearer(renter.token),
    });
    expect(profile.json().email).toBe('ravi@example.com');
    const second = await book(h, renter.token, car.id, 30, 'target@example.com');
    expect(second.statusCode).toBe(201);
    expect(second.json().customerEmail).toBe('ravi@example.com');
    expect(await recipients(h, second.json()._id)).not.toContain('target@example.com');
  });
});
