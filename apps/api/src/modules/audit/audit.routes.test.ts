import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AuditActor, AuditEntry } from '@rental/shared/audit';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { bookingReference } from '@rental/shared/outbox';
import {
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, TEST_ADMIN } from '../../test/harness';
import { recordAudit } from './audit.service';
import { ownerId } from '../../test/audit';

// docs/product.md#api: the owner's audit log (filters, Kolkata days, paging) and a booking's own
// history of changes.

describeEachDatabase('the audit log calls', (h) => {
  let admin: string;
  let owner: string;
  let staff: { id: string; token: string };
  let renter: TestCustomer;
  let bookingId: string;
  let carId: string;

  /** An entry at a fixed instant, written as the services write them. */
  const entry = (at: string, fields: Partial<Parameters<typeof recordAudit>[1]>) =>
    recordAudit(
      { db: h.app.db, clock: () => new Date(at) },
      {
        actorId: owner,
        action: 'car.update',
        entity: 'car',
        entityId: carId,
        carId,
        before: { price: 1000 },
        after: { price: 1200 },
        ...fields,
      },
    );

  beforeAll(async () => {
    admin = await h.adminToken();
    owner = await ownerId(h);
    staff = await createStaffToken(h, 'Boduppal');
    renter = await createCustomer(h);
    const car = await createCar(h);
    carId = car.id;
    bookingId = await createBooking(h, renter, car);
    // 1 Dec 23:59 and 2 Dec 00:10 in Kolkata are two days apart, one UTC day.
    await entry('2026-12-01T18:29:00.000Z', {});
    await entry('2026-12-01T18:40:00.000Z', {
      actorId: staff.id,
      action: 'booking.status',
      entity: 'booking',
      entityId: bookingId,
      bookingId,
      before: { status: 'Pending' },
      after: { status: 'Confirmed' },
    });
    for (let i = 0; i < 5; i += 1) {
      await entry(`2026-12-03T0${i}:00:00.000Z`, {
        action: 'offer.create',
        entity: 'offer',
        entityId: randomUUID(),
        carId: null,
        before: null,
        after: { imageUrl: `https://example.com/${i}.jpg` },
      });
    }
  });

  const list = (query = '', token = admin) =>
    h.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(token) });

  it('answers every entry newest first with its actor, and the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('7');
    const entries = res.json<AuditEntry[]>();
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    const status = entries.find((e) => e.action === 'booking.status')!;
    expect(status).toEqual({
      id: expect.any(String),
      at: '2026-12-01T18:40:00.000Z',
      actor: {
        id: staff.id,
        name: expect.stringMatching(/^Staff /),
        email: expect.any(String),
        role: 'staff',
        branch: 'Boduppal',
      },
      action: 'booking.status',
      entity: 'booking',
      entityId: bookingId,
      bookingId,
      carId,
      before: { status: 'Pending' },
      after: { status: 'Confirmed' },
      document: null,
    });
    expect(entries.at(-1)!.actor).toMatchObject({
      id: owner,
      email: TEST_ADMIN.email,
      role: 'owner',
      branch: null,
    });
  });

  it('filters by person, booking (id or reference), car and Kolkata days', async () => {
    const actions = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditEntry[]>().map((e) => e.action);
    };
    expect(await actions(`?actorId=${staff.id}`)).toEqual(['booking.status']);
    expect(await actions(`?bookingId=${bookingId}`)).toEqual(['booking.status']);
    expect(await actions(`?bookingId=${bookingReference(bookingId)}`)).toEqual(['booking.status']);
    expect(await actions(`?carId=${carId}`)).toEqual(['booking.status', 'car.update']);
    expect(await actions('?from=2026-12-01&to=2026-12-01')).toEqual(['car.update']);
    expect(await actions('?from=2026-12-02&to=2026-12-02')).toEqual(['booking.status']);
    expect(await actions(`?from=2026-12-02&actorId=${owner}`)).toHaveLength(5);
    expect(await actions('?to=2026-11-30')).toEqual([]);
  });

  it('pages with limit and offset, keeping the filtered total', async () => {
    const first = await list('?limit=3&actorId=' + owner);
    const second = await list('?limit=3&offset=3&actorId=' + owner);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('6');
    expect(second.headers[TOTAL_COUNT_HEADER]).toBe('6');
    const ids = [...first.json<AuditEntry[]>(), ...second.json<AuditEntry[]>()].map((e) => e.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(second.json<AuditEntry[]>().at(-1)!.action).toBe('car.update');
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?from=2026-13-01',
      '?from=2026-12-05&to=2026-12-01',
      '?limit=0',
      '?actorId=a%20b',
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it('lists every admin account for the person filter', async () => {
    const res = await h.inject({
      method: 'GET',
      url: '/api/admin/audit/actors',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const actors = res.json<AuditActor[]>();
    expect(actors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: owner, email: TEST_ADMIN.email, role: 'owner' }),
        expect.objectContaining({ id: staff.id, role: 'staff' }),
      ]),
    );
  });

  it('keeps the log and the person list to the owner', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/actors']) {
      expect((await h.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const token of [staff.token, renter.token]) {
        expect((await h.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(
          403,
        );
      }
    }
  });

  it('shows a booking its own history, to admins only', async () => {
    const url = `/api/bookings/${bookingId}/audit`;
    for (const token of [admin, staff.token]) {
      const res = await h.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json<AuditEntry[]>().map((e) => [e.action, e.after])).toEqual([
        ['booking.status', { status: 'Confirmed' }],
      ]);
    }
    expect((await h.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await h.inject({ method: 'GET', url, headers: bearer(renter.token) })).statusCode).toBe(
      403,
    );
    const missing = await h.inject({
      method: 'GET',
      url: '/api/bookings/no-such-booking/audit',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});
