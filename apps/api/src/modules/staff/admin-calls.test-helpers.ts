import { expect } from 'vitest';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { bearer, type Harness } from '../../test/harness';
import { handoverForm, pickupRecord, returnRecord } from '../../test/handover';
import { jpeg } from '../../test/car-form';
import { uploadDocument } from '../../test/documents';
import { backOfficeCalls } from './back-office-calls.test-helpers';
import { newCalls } from './new-calls.test-helpers';
import { protectionCalls } from './protection-calls.test-helpers';
import { termsCalls } from './terms-calls.test-helpers';
import { staffCalls } from './staff-calls.test-helpers';
import { bookingAt, pickedUp, submittedPayment, type Callers } from '../../test/staff';

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
  /** What staff of another branch get, when not 404: a branch's own settings, by its public name. */
  otherBranch?: number;
  body?: (v: Vars) => object | Promise<object>;
  /** Fresh rows for each caller, when the call changes what it acts on. */
  fresh?: (v: Vars, token: string | undefined) => Promise<Vars>;
}
/** What the rows build their addresses and bodies from. */
export interface CallContext {
  h: Harness;
  c: Callers;
  now: () => Date;
  /** A Kolkata day 20 days ahead, free for blocks and reports. */
  day: string;
  /** A new number each time, for days, registration numbers and codes no row has used. */
  next: () => number;
  /** A booking of the renter on the branch's car, in this status. */
  booking: (status?: string) => Promise<string>;
  /** An offer made by the owner; answers its id. */
  newOffer: (name: string) => Promise<string>;
  /** A licence photo uploaded by the renter; answers its id. */
  doc: () => Promise<string>;
}

/** The calls, with a name each: `METHOD path`. */
export function adminCalls(h: Harness, c: Callers, clock: () => Date): Record<string, Call> {
  const now = () => clock();

  let counter = 0;
  const booking = async (status = 'Confirmed') => (await bookingAt(h, c.renter, now(), status)).id;
  const newOffer = async (name: string) => {
    const res = await h.inject({
      method: 'POST',
      url: '/api/offers',
      headers: bearer(c.owner),
      payload: { imageUrl: `https://cdn.example.com/offers/${name}.jpg` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { _id: string })._id;
  };
  const doc = async () => {
    const res = await uploadDocument(h, c.renter.token, 'licence_front', await jpeg(640, 400));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const ctx: CallContext = {
    h,
    c,
    now,
    day: addDays(todayInKolkata(clock()), 20),
    next: () => ++counter,
    booking,
    newOffer,
    doc,
  };
  return {
    ...operationsCalls(ctx),
    ...backOfficeCalls(ctx),
    ...staffCalls(ctx),
    ...newCalls(ctx),
    ...protectionCalls(ctx),
    ...termsCalls(ctx),
  };
}

/** Bookings, handover, payments, maintenance blocks and documents: a branch's daily work. */
function operationsCalls({
  h,
  c,
  now,
  day,
  next,
  booking,
  doc,
}: CallContext): Record<string, Call> {
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
        const d = addDays(day, next());
        return { from: `${d}T09:00`, to: `${d}T17:00`, reason: 'Service' };
      },
    },
    'DELETE /api/cars/:id/blocks/:blockId': {
      method: 'DELETE',
      url: (v) => `/api/cars/${v.car}/blocks/${v.block}`,
      access: 'branch',
      ok: 200,
      fresh: async (v) => {
        const d = addDays(day, next());
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
  };
}
