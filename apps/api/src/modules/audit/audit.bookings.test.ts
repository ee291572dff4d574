import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import {
  createBooking,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { countEntries, entriesOf, onlyEntryOf, ownerId } from '../../test/audit';

// docs/decisions/019-audit-log.md: a booking's edits by the owner or staff, the review of
// documents and the resending of a message each leave one entry; a refused write none.

describeEachDatabase('the audit entries of booking writes', (h) => {
  let admin: string;
  let owner: string;
  let renter: TestCustomer;
  let car: TestCar;
  beforeAll(async () => {
    admin = await h.adminToken();
    owner = await ownerId(h);
    renter = await createCustomer(h);
    car = await createCar(h, { branch: 'Boduppal' });
  });

  const put = (token: string, id: string, payload: Record<string, unknown>) =>
    h.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });

  it('keeps a status change with the staff member who made it', async () => {
    const staff = await createStaffToken(h, 'Boduppal');
    const id = await createBooking(h, renter, car);
    expect((await put(staff.token, id, { status: 'Confirmed' })).statusCode).toBe(200);
    expect(await onlyEntryOf(h, id)).toEqual({
      actorId: staff.id,
      action: 'booking.status',
      entity: 'booking',
      entityId: id,
      bookingId: id,
      carId: car.id,
      before: { status: 'Pending' },
      after: { status: 'Confirmed' },
    });
  });

  it('keeps staff note and pickup edits as those fields alone, and nothing for a repeat', async () => {
    const id = await createBooking(h, renter, car);
    const edit = { staffNote: 'Renter asked for a child seat', pickupLocation: 'Boduppal office' };
    expect((await put(admin, id, edit)).statusCode).toBe(200);
    expect((await put(admin, id, edit)).statusCode).toBe(200);
    expect(await onlyEntryOf(h, id)).toMatchObject({
      actorId: owner,
      action: 'booking.update',
      before: { staffNote: '', pickupLocation: '' },
      after: edit,
    });
  });

  it('keeps a cancellation by the business as the status change', async () => {
    const id = await createBooking(h, renter, car, { status: 'Confirmed' });
    expect((await put(admin, id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect(await onlyEntryOf(h, id)).toMatchObject({
      action: 'booking.status',
      before: { status: 'Confirmed' },
      after: { status: 'Cancelled' },
    });
  });

  it('leaves no entry when the change is refused', async () => {
    const id = await createBooking(h, renter, car);
    const other = await createCar(h);
    const first = await createBooking(h, renter, other);
    const second = await createBooking(h, renter, other);
    expect((await put(admin, first, { status: 'Confirmed' })).statusCode).toBe(200);
    const before = await countEntries(h);
    // The same period of the same car is already Confirmed.
    expect((await put(admin, second, { status: 'Confirmed' })).statusCode).toBe(409);
    expect((await put(admin, 'no-such-booking', { notes: 'x' })).statusCode).toBe(404);
    expect((await put(renter.token, id, { notes: 'x' })).statusCode).toBe(403);
    expect((await put(admin, id, { status: 'Lost' })).statusCode).toBe(400);
    expect(await countEntries(h)).toBe(before);
  });

  it('keeps document approvals and rejections with the reason', async () => {
    const documentId = randomUUID();
    await h.app.db
      .insertInto('documents')
      .values({
        id: documentId,
        customer_id: renter.id,
        kind: 'licence_front',
        status: 'pending',
        reason: null,
        file_key: `documents/${randomUUID()}.jpg`,
        content_type: 'image/jpeg',
        created_at: new Date().toISOString(),
        decided_by: null,
        decided_at: null,
      })
      .execute();
    const decide = (payload: Record<string, unknown>) =>
      h.inject({
        method: 'PATCH',
        url: `/api/documents/${documentId}`,
        headers: bearer(admin),
        payload,
      });
    expect((await decide({ status: 'rejected', reason: 'Photo is blurred' })).statusCode).toBe(200);
    expect((await decide({ status: 'approved' })).statusCode).toBe(200);
    expect((await decide({ status: 'rejected' })).statusCode).toBe(400);
    expect(await entriesOf(h, { entityId: documentId })).toEqual([
      expect.objectContaining({
        actorId: owner,
        action: 'document.reject',
        entity: 'document',
        before: { status: 'pending', reason: null },
        after: { status: 'rejected', reason: 'Photo is blurred' },
      }),
      expect.objectContaining({
        action: 'document.approve',
        before: { status: 'rejected', reason: 'Photo is blurred' },
        after: { status: 'approved', reason: null },
      }),
    ]);
    // The log names the kind and the renter, for "approved the licence (front) of Priya".
    const log = await h.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=100',
      headers: bearer(admin),
    });
    const answered = log.json<AuditEntry[]>().filter((e) => e.entityId === documentId);
    expect(answered.map((e) => e.document)).toEqual([
      { kind: 'licence_front', ownerName: renter.name },
      { kind: 'licence_front', ownerName: renter.name },
    ]);
  });

  it('keeps a failed message sent again, and nothing when it had not failed', async () => {
    const bookingId = await createBooking(h, renter, car);
    const messageId = randomUUID();
    const now = new Date().toISOString();
    await h.app.db
      .insertInto('messages')
      .values({
        id: messageId,
        booking_id: bookingId,
        event: 'booking_confirmed',
        channel: 'sms',
        recipient: renter.mobile,
        subject: '',
        body: 'Your booking is confirmed.',
        html: null,
        event_key: `test:${messageId}`,
        due_at: now,
        state: 'failed',
        attempts: 5,
        last_error: 'provider down',
        claimed_by: null,
        claimed_at: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const resend = () =>
      h.inject({
        method: 'POST',
        url: `/api/messages/${messageId}/resend`,
        headers: bearer(admin),
      });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(409);
    expect(await onlyEntryOf(h, messageId)).toMatchObject({
      actorId: owner,
      action: 'message.resend',
      bookingId,
      before: { state: 'failed' },
      after: { state: 'pending' },
    });
  });
});
