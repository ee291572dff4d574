import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { createCar, createCustomer } from '../../test/factories';
import { bearer, type Harness } from '../../test/harness';
import { handoverForm, pickupRecord, returnRecord } from '../bookings/handover.test-helpers';
import { carForm, jpeg, jpegFile } from '../cars/car-form.test-helpers';
import { uploadDocument } from '../documents/documents.test-helpers';
import { createCode } from '../promo-codes/promo.test-helpers';
import {
  bookingAt,
  failedMessage,
  HOME,
  pickedUp,
  submittedPayment,
  totpCode,
  type Callers,
} from './staff.test-helpers';

// The table of every admin call for staff.roles.test.ts (docs/product.md#back-office): who may
// make it ('owner' only, staff of the row's 'branch', or any 'admin'), its success status, and
// how to build its address and body. Adding a call is one row.

export type Access = 'owner' | 'branch' | 'admin';
export type Vars = Record<string, string>;

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Builds the address from the suite's rows and, for a call that uses its row up, fresh ones. */
  url: (v: Vars) => string;
  access: Access;
  /** The success status for whoever may make the call. */
  ok: number;
  /** What a renter gets, when not 403 (their own booking's calls). */
  renter?: number;
  body?: (v: Vars) => object | Promise<object>;
  /** Fresh rows for each caller, when the call changes what it acts on. */
  fresh?: (v: Vars, token: string | undefined) => Promise<Vars>;
}

/** The calls, with a name each: `METHOD path`. */
export function adminCalls(h: Harness, c: Callers, clock: () => Date): Record<string, Call> {
  const now = () => clock();
  const day = addDays(todayInKolkata(clock()), 20);
  let blockDay = 0;
  const booking = async (status = 'Confirmed') => (await bookingAt(h, c.renter, now(), status)).id;
  const doc = async () => {
    const res = await uploadDocument(h, c.renter.token, 'licence_front', await jpeg(640, 400));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  return {
    // Bookings
    'GET /api/bookings': { method: 'GET', url: () => '/api/bookings', access: 'admin', ok: 200 },
    'GET /api/bookings/customer/:customerId': {
      method: 'GET',
      url: (v) => `/api/bookings/customer/${v.renterId}`,
      access: 'admin',
      ok: 200,
      renter: 200,
    },
    'GET /api/bookings/:id': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.booking}`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    'PUT /api/bookings/:id': {
      method: 'PUT',
      url: (v) => `/api/bookings/${v.booking}`,
      access: 'branch',
      ok: 200,
      body: () => ({ notes: 'Called the renter.' }),
    },
    'GET /api/bookings/:id/messages': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.booking}/messages`,
      access: 'branch',
      ok: 200,
    },
    // Handover
    'POST /api/bookings/:id/pickup': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.fresh}/pickup`,
      access: 'branch',
      ok: 201,
      fresh: async () => ({ fresh: await booking() }),
      body: () => handoverForm(pickupRecord()),
    },
    'POST /api/bookings/:id/return': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.fresh}/return`,
      access: 'branch',
      ok: 201,
      fresh: async () => {
        const id = await booking();
        await pickedUp(h, c.owner, id);
        return { fresh: id };
      },
      body: () => handoverForm(returnRecord()),
    },
    'POST /api/bookings/:id/bill-preview': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.out}/bill-preview`,
      access: 'branch',
      ok: 200,
      body: () => returnRecord(),
    },
    'GET /api/bookings/:id/photos/:name': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.closed}/photos/${v.photo}`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    'GET /api/bookings/:id/invoice': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.closed}/invoice`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    // Payments
    'POST /api/bookings/:id/payments': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.booking}/payments`,
      access: 'branch',
      ok: 201,
      // A renter's body is read as their UPI reference, which this is not.
      renter: 400,
      body: () => ({ kind: 'advance', method: 'cash', amount: 100 }),
    },
    'PATCH /api/payments/:id': {
      method: 'PATCH',
      url: (v) => `/api/payments/${v.payment}`,
      access: 'branch',
      ok: 200,
      fresh: async (v) => ({ payment: await submittedPayment(h, v.pending!, now()) }),
      body: () => ({ status: 'received' }),
    },
    'GET /api/admin/payments': {
      method: 'GET',
      url: () => '/api/admin/payments',
      access: 'admin',
      ok: 200,
    },
    // Maintenance blocks and the car's schedule
    'GET /api/cars/:id/schedule': {
      method: 'GET',
      url: (v) => `/api/cars/${v.car}/schedule`,
      access: 'branch',
      ok: 200,
    },
    'GET /api/cars/:id/blocks': {
      method: 'GET',
      url: (v) => `/api/cars/${v.car}/blocks`,
      access: 'branch',
      ok: 200,
    },
    'POST /api/cars/:id/blocks': {
      method: 'POST',
      url: (v) => `/api/cars/${v.car}/blocks`,
      access: 'branch',
      ok: 201,
      body: () => {
        const d = addDays(day, ++blockDay);
        return { from: `${d}T09:00`, to: `${d}T17:00`, reason: 'Service' };
      },
    },
    'DELETE /api/cars/:id/blocks/:blockId': {
      method: 'DELETE',
      url: (v) => `/api/cars/${v.car}/blocks/${v.block}`,
      access: 'branch',
      ok: 200,
      fresh: async (v) => {
        const d = addDays(day, ++blockDay);
        const res = await h.inject({
          method: 'POST',
          url: `/api/cars/${v.car}/blocks`,
          headers: bearer(c.owner),
          payload: { from: `${d}T09:00`, to: `${d}T17:00`, reason: 'Service' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return { block: (res.json() as { block: { _id: string } }).block._id };
      },
    },
    // Documents
    'GET /api/admin/documents': {
      method: 'GET',
      url: () => '/api/admin/documents',
      access: 'admin',
      ok: 200,
    },
    'GET /api/documents/:id/file': {
      method: 'GET',
      url: (v) => `/api/documents/${v.document}/file`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    'PATCH /api/documents/:id': {
      method: 'PATCH',
      url: (v) => `/api/documents/${v.fresh}`,
      access: 'branch',
      ok: 200,
      fresh: async () => ({ fresh: await doc() }),
      body: () => ({ status: 'approved' }),
    },
    // The fleet, offers and messages: the owner's
    'POST /api/cars/add': {
      method: 'POST',
      url: () => '/api/cars/add',
      access: 'owner',
      ok: 201,
      body: async () =>
        carForm({ registrationNumber: `TS 07 RM ${1000 + ++blockDay}` }, [await jpegFile()]),
    },
    'PUT /api/cars/:id': {
      method: 'PUT',
      url: (v) => `/api/cars/${v.car}`,
      access: 'owner',
      ok: 200,
      body: (v) => carForm({ registrationNumber: v.carNumber!, price: '2100' }),
    },
    'PATCH /api/cars/:id/toggle': {
      method: 'PATCH',
      url: (v) => `/api/cars/${v.car}/toggle`,
      access: 'owner',
      ok: 200,
    },
    'DELETE /api/cars/:id': {
      method: 'DELETE',
      url: (v) => `/api/cars/${v.fresh}`,
      access: 'owner',
      ok: 200,
      fresh: async () => ({ fresh: (await createCar(h, { branch: HOME })).id }),
    },
    'POST /api/offers': {
      method: 'POST',
      url: () => '/api/offers',
      access: 'owner',
      ok: 201,
      body: () => ({ imageUrl: 'https://cdn.example.com/offers/monsoon.jpg' }),
    },
    'DELETE /api/offers/:id': {
      method: 'DELETE',
      url: (v) => `/api/offers/${v.offer}`,
      access: 'owner',
      ok: 200,
      fresh: async () => {
        const res = await h.inject({
          method: 'POST',
          url: '/api/offers',
          headers: bearer(c.owner),
          payload: { imageUrl: 'https://cdn.example.com/offers/diwali.jpg' },
        });
        return { offer: (res.json() as { _id: string })._id };
      },
    },
    'GET /api/admin/messages': {
      method: 'GET',
      url: () => '/api/admin/messages',
      access: 'owner',
      ok: 200,
    },
    'POST /api/messages/:id/resend': {
      method: 'POST',
      url: (v) => `/api/messages/${v.message}/resend`,
      access: 'owner',
      ok: 200,
      fresh: async () => ({ message: await failedMessage(h, now()) }),
    },
    // The audit log
    'GET /api/bookings/:id/audit': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.booking}/audit`,
      access: 'branch',
      ok: 200,
    },
    'GET /api/admin/audit': {
      method: 'GET',
      url: () => '/api/admin/audit',
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/audit/actors': {
      method: 'GET',
      url: () => '/api/admin/audit/actors',
      access: 'owner',
      ok: 200,
    },
    // Customers
    'GET /api/admin/customers': {
      method: 'GET',
      url: () => '/api/admin/customers?q=Test',
      access: 'admin',
      ok: 200,
    },
    'GET /api/admin/customers/:id': {
      method: 'GET',
      url: (v) => `/api/admin/customers/${v.renterId}`,
      access: 'admin',
      ok: 200,
    },
    'POST /api/admin/customers/:id/notes': {
      method: 'POST',
      url: (v) => `/api/admin/customers/${v.renterId}/notes`,
      access: 'admin',
      ok: 201,
      body: () => ({ text: 'Prefers a morning pickup.' }),
    },
    'POST /api/admin/customers/:id/block': {
      method: 'POST',
      url: (v) => `/api/admin/customers/${v.fresh}/block`,
      access: 'owner',
      ok: 200,
      fresh: async () => ({ fresh: (await createCustomer(h)).id }),
      body: () => ({ reason: 'Unpaid damage.' }),
    },
    'POST /api/admin/customers/:id/unblock': {
      method: 'POST',
      url: (v) => `/api/admin/customers/${v.fresh}/unblock`,
      access: 'owner',
      ok: 200,
      fresh: async () => {
        const { id } = await createCustomer(h);
        const res = await h.inject({
          method: 'POST',
          url: `/api/admin/customers/${id}/block`,
          headers: bearer(c.owner),
          payload: { reason: 'Unpaid damage.' },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { fresh: id };
      },
    },
    // Reports and the fleet timeline
    'GET /api/admin/reports': {
      method: 'GET',
      url: () => `/api/admin/reports?from=${day}&to=${addDays(day, 30)}`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/reports/bookings.csv': {
      method: 'GET',
      url: () => `/api/admin/reports/bookings.csv?from=${day}&to=${addDays(day, 30)}`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/reports/payments.csv': {
      method: 'GET',
      url: () => `/api/admin/reports/payments.csv?from=${day}&to=${addDays(day, 30)}`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/timeline': {
      method: 'GET',
      url: () => `/api/admin/timeline?date=${day}&days=7`,
      access: 'admin',
      ok: 200,
    },
    // Promo codes
    'GET /api/admin/promo-codes': {
      method: 'GET',
      url: () => '/api/admin/promo-codes',
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/promo-codes': {
      method: 'POST',
      url: () => '/api/admin/promo-codes',
      access: 'owner',
      ok: 201,
      body: () => ({ code: `ROLE${++blockDay}`, kind: 'flat', value: 200 }),
    },
    'PUT /api/admin/promo-codes/:id': {
      method: 'PUT',
      url: (v) => `/api/admin/promo-codes/${v.promo}`,
      access: 'owner',
      ok: 200,
      body: () => ({ kind: 'percent', value: 15 }),
    },
    'POST /api/admin/promo-codes/:id/deactivate': {
      method: 'POST',
      url: (v) => `/api/admin/promo-codes/${v.fresh}/deactivate`,
      access: 'owner',
      ok: 200,
      fresh: async () => ({ fresh: (await createCode(h, c.owner))._id }),
    },
    'PATCH /api/offers/:id': {
      method: 'PATCH',
      url: (v) => `/api/offers/${v.offer}`,
      access: 'owner',
      ok: 200,
      fresh: async () => {
        const res = await h.inject({
          method: 'POST',
          url: '/api/offers',
          headers: bearer(c.owner),
          payload: { imageUrl: 'https://cdn.example.com/offers/weekend.jpg' },
        });
        return { offer: (res.json() as { _id: string })._id };
      },
      body: () => ({ promoCode: null }),
    },
    // Staff, the two-factor policy, and one's own account
    'GET /api/admin/me': { method: 'GET', url: () => '/api/admin/me', access: 'admin', ok: 200 },
    'POST /api/admin/me/two-factor': {
      method: 'POST',
      url: () => '/api/admin/me/two-factor',
      access: 'admin',
      ok: 200,
    },
    'POST /api/admin/me/two-factor/confirm': {
      method: 'POST',
      url: () => '/api/admin/me/two-factor/confirm',
      access: 'admin',
      ok: 200,
      // Each admin starts a set-up and sends the code their app would show.
      fresh: async (_, token) => {
        const res = await h.inject({
          method: 'POST',
          url: '/api/admin/me/two-factor',
          headers: token ? bearer(token) : {},
        });
        const secret = res.statusCode === 200 ? (res.json() as { secret: string }).secret : '';
        return { code: secret ? totpCode(secret, now()) : '000000' };
      },
      body: (v) => ({ code: v.code }),
    },
    'GET /api/admin/staff': {
      method: 'GET',
      url: () => '/api/admin/staff',
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff': {
      method: 'POST',
      url: () => '/api/admin/staff',
      access: 'owner',
      ok: 201,
      body: () => ({ name: 'Ravi Kumar', email: `ravi-${randomUUID()}@example.com`, branch: HOME }),
    },
    'PATCH /api/admin/staff/:id': {
      method: 'PATCH',
      url: (v) => `/api/admin/staff/${v.member}`,
      access: 'owner',
      ok: 200,
      body: () => ({ name: 'Ravi K' }),
    },
    'POST /api/admin/staff/:id/invite': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/invite`,
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff/:id/disable': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/disable`,
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff/:id/enable': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/enable`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/security': {
      method: 'GET',
      url: () => '/api/admin/security',
      access: 'owner',
      ok: 200,
    },
    'PUT /api/admin/security': {
      method: 'PUT',
      url: () => '/api/admin/security',
      access: 'owner',
      ok: 200,
      body: () => ({ requireTwoFactor: false }),
    },
  };
}
