import { expect } from 'vitest';
import { addDays } from '@rental/shared/kolkata-time';
import { createCar } from '../../test/factories';
import { bearer } from '../../test/harness';
import { challanPdf, chargeForm, createCompletedBooking } from '../../test/charges';
import { address, IN_AREA } from '../../test/delivery';
import type { Call, CallContext } from './admin-calls.test-helpers';
import { bookingAt, HOME, OTHER } from '../../test/staff';

// The doorstep delivery, after-trip charges, reviews and rental agreement rows of the admin calls' table
// (admin-calls.test-helpers.ts).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const AREA = { slotsPerHour: 4, pins: [{ pin: IN_AREA, fee: 300 }] };
const MAPPED_COLUMNS = {
  transactionId: 'Ref',
  at: 'Posted',
  plaza: 'Where',
  registration: 'Tag',
  amount: 'Debit',
};

export function newCalls({ h, c, now, day, next, booking }: CallContext): Record<string, Call> {
  const owner = bearer(c.owner);
  /**
   * A Confirmed booking of the branch three days (and a new hour) ahead: its legs may still
   * change, and its doorstep hour has a free seat.
   */
  const ahead = async () =>
    (await bookingAt(h, c.renter, new Date(now().getTime() + 3 * DAY_MS + next() * HOUR_MS))).id;
  /** A booking three days ahead with a doorstep pickup. */
  const withDoorstep = async () => {
    const area = await h.inject({
      method: 'PUT',
      url: `/api/admin/delivery/areas/${HOME}`,
      headers: owner,
      payload: AREA,
    });
    expect(area.statusCode, area.body).toBe(200);
    const id = await ahead();
    const res = await h.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/delivery/pickup`,
      headers: owner,
      payload: { address: address() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  /** A Completed booking of the branch returned now, with a deposit. */
  const completed = async () =>
    createCompletedBooking(h, c.renter, await createCar(h, { branch: HOME }), now(), 5000);
  /** A review of a Completed booking of the branch; answers its id. */
  const review = async () => {
    const res = await h.inject({
      method: 'POST',
      url: `/api/bookings/${await completed()}/review`,
      headers: bearer(c.renter.token),
      payload: { rating: 5, text: 'A clean car, on time.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { review: (res.json() as { _id: string })._id };
  };
  /** A toll with its evidence on a Completed booking; answers its id and its file's. */
  const charge = async () => {
    const res = await h.inject({
      method: 'POST',
      url: `/api/bookings/${await completed()}/charges`,
      headers: owner,
      payload: chargeForm({ type: 'toll', amount: 150, reference: 'FASTag' }, [challanPdf()]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, files } = res.json() as { id: string; files: { id: string }[] };
    return { charge: id, file: files[0]!.id };
  };
  /**
   * A toll proposed from a one-row FASTag statement, on a Completed booking of the caller's
   * branch (OTHER for the other branch's staff); answers its id.
   */
  const proposedToll = async (token: string | undefined) => {
    const branch = token === c.otherStaff ? OTHER : HOME;
    const n = next();
    const registration = `TS 12 FT ${String(1000 + n)}`;
    const car = await createCar(h, { branch, registrationNumber: registration });
    const returned = now();
    await createCompletedBooking(h, c.renter, car, returned, 0);
    const at = new Date(returned.getTime() - HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');
    const res = await h.inject({
      method: 'POST',
      url: '/api/admin/fastag/imports',
      headers: owner,
      payload: {
        // The statement is in Indian time; an hour before the return in UTC is inside the period.
        csv: `Transaction ID,Date Time,Plaza,Vehicle No,Amount\nRC${n},${at},Gudur,${registration},90\n`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { toll: (res.json() as { proposed: { id: string }[] }).proposed[0]!.id };
  };
  return {
    // Doorstep delivery
    'PUT /api/admin/delivery/areas/:branch': {
      method: 'PUT',
      url: () => `/api/admin/delivery/areas/${HOME}`,
      access: 'owner',
      ok: 200,
      body: () => AREA,
    },
    'POST /api/admin/delivery/areas/:branch/days-off': {
      method: 'POST',
      url: () => `/api/admin/delivery/areas/${HOME}/days-off`,
      access: 'branch',
      ok: 200,
      otherBranch: 403,
      body: () => ({ date: addDays(day, 100 + next()), off: true }),
    },
    'GET /api/admin/delivery/day': {
      method: 'GET',
      url: () => `/api/admin/delivery/day?branch=${HOME}&date=${day}`,
      access: 'branch',
      ok: 200,
    },
    'PATCH /api/admin/bookings/:id/delivery/:leg': {
      method: 'PATCH',
      url: (v) => `/api/admin/bookings/${v.fresh}/delivery/pickup`,
      access: 'branch',
      ok: 200,
      fresh: async () => ({ fresh: await withDoorstep() }),
      body: () => ({ state: 'on_the_way' }),
    },
    'GET /api/bookings/:id/delivery': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.booking}/delivery`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    'PUT /api/bookings/:id/delivery/:leg': {
      method: 'PUT',
      url: (v) => `/api/bookings/${v.fresh}/delivery/return`,
      access: 'branch',
      ok: 200,
      renter: 200,
      fresh: async () => ({ fresh: await ahead() }),
      // Returned at the branch: no area needed.
      body: () => ({ address: null }),
    },
    // Charges after the trip and deposit returns
    'POST /api/bookings/:id/charges': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.fresh}/charges`,
      access: 'branch',
      ok: 201,
      fresh: async () => ({ fresh: await completed() }),
      body: () => chargeForm({ type: 'toll', amount: 150, reference: 'FASTag' }, [challanPdf()]),
    },
    'GET /api/bookings/:id/charges': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.closed}/charges`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    'GET /api/charges/:id/files/:fileId': {
      method: 'GET',
      url: (v) => `/api/charges/${v.charge}/files/${v.file}`,
      access: 'branch',
      ok: 200,
      renter: 200,
      fresh: charge,
    },
    // A fresh charge may still be disputed: every caller who may reach it gets the rule's 409
    // (debit-notes.test.ts covers the note itself).
    'GET /api/charges/:id/debit-note': {
      method: 'GET',
      url: (v) => `/api/charges/${v.charge}/debit-note`,
      access: 'branch',
      ok: 409,
      renter: 409,
      fresh: charge,
    },
    'PATCH /api/charges/:id/dispute': {
      method: 'PATCH',
      url: (v) => `/api/charges/${v.charge}/dispute`,
      access: 'branch',
      ok: 200,
      // Each admin decides a charge the renter has just disputed.
      fresh: async () => {
        const made = await charge();
        const res = await h.inject({
          method: 'POST',
          url: `/api/charges/${made.charge}/dispute`,
          headers: bearer(c.renter.token),
          payload: { reason: 'I did not pass that toll.' },
        });
        expect(res.statusCode, res.body).toBe(200);
        return made;
      },
      body: () => ({ decision: 'waive', reason: 'The toll was on another car.' }),
    },
    'GET /api/admin/charges/disputes': {
      method: 'GET',
      url: () => '/api/admin/charges/disputes',
      access: 'admin',
      ok: 200,
    },
    'GET /api/admin/deposit-returns': {
      method: 'GET',
      url: () => '/api/admin/deposit-returns',
      access: 'admin',
      ok: 200,
    },
    // FASTag statements
    'POST /api/admin/fastag/imports': {
      method: 'POST',
      url: () => '/api/admin/fastag/imports',
      access: 'admin',
      ok: 201,
      body: () => ({
        csv: 'Transaction ID,Date Time,Plaza,Vehicle No,Amount\nX1,2026-01-01 10:00,Gudur,AP 01 A 1,90\n',
      }),
    },
    'GET /api/admin/fastag/proposed': {
      method: 'GET',
      url: () => '/api/admin/fastag/proposed',
      access: 'admin',
      ok: 200,
    },
    'POST /api/admin/fastag/confirm': {
      method: 'POST',
      url: () => '/api/admin/fastag/confirm',
      access: 'admin',
      ok: 200,
      fresh: (_v, token) => proposedToll(token),
      body: (v) => ({ ids: [v.toll] }),
    },
    // The banks' FASTag columns belong to no branch: staff of every branch use them.
    'GET /api/admin/fastag/mappings': {
      method: 'GET',
      url: () => '/api/admin/fastag/mappings',
      access: 'admin',
      ok: 200,
    },
    'POST /api/admin/fastag/mappings': {
      method: 'POST',
      url: () => '/api/admin/fastag/mappings',
      access: 'admin',
      ok: 201,
      body: () => ({ bank: `Bank ${next()}`, columns: MAPPED_COLUMNS }),
    },
    'DELETE /api/admin/fastag/mappings/:id': {
      method: 'DELETE',
      url: (v) => `/api/admin/fastag/mappings/${v.mapping}`,
      access: 'admin',
      ok: 200,
      fresh: async () => {
        const res = await h.inject({
          method: 'POST',
          url: '/api/admin/fastag/mappings',
          headers: owner,
          payload: { bank: `Bank ${next()}`, columns: MAPPED_COLUMNS },
        });
        expect(res.statusCode, res.body).toBe(201);
        return { mapping: (res.json() as { id: string }).id };
      },
    },
    // Reviews
    // A branch's staff list their branch's reviews (another branch's: an empty list).
    'GET /api/admin/reviews': {
      method: 'GET',
      url: () => '/api/admin/reviews',
      access: 'admin',
      ok: 200,
    },
    'PATCH /api/admin/reviews/:id': {
      method: 'PATCH',
      url: (v) => `/api/admin/reviews/${v.review}`,
      access: 'owner',
      ok: 200,
      fresh: review,
      body: () => ({ hidden: true }),
    },
    'PUT /api/admin/reviews/:id/reply': {
      method: 'PUT',
      url: (v) => `/api/admin/reviews/${v.review}/reply`,
      access: 'branch',
      ok: 200,
      fresh: review,
      body: () => ({ text: 'Thank you for renting with us.' }),
    },
    // The rental agreement at pickup (accepting it takes the code texted to the renter, and its
    // PDF an accepted agreement: agreements.test.ts)
    'GET /api/bookings/:id/agreement': {
      method: 'GET',
      url: (v) => `/api/bookings/${v.booking}/agreement`,
      access: 'branch',
      ok: 200,
      renter: 200,
    },
    'POST /api/bookings/:id/agreement': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.fresh}/agreement`,
      access: 'branch',
      ok: 201,
      fresh: async () => ({ fresh: await booking() }),
      body: () => ({ odometerKm: 10_000, fuelLevel: 'Full', damageNotes: 'None' }),
    },
    // Texting the renter a link takes an agreement awaiting its code.
    'POST /api/bookings/:id/agreement/link': {
      method: 'POST',
      url: (v) => `/api/bookings/${v.fresh}/agreement/link`,
      access: 'branch',
      ok: 200,
      fresh: async () => {
        const id = await booking();
        const asked = await h.inject({
          method: 'POST',
          url: `/api/bookings/${id}/agreement`,
          headers: owner,
          payload: { odometerKm: 10_000, fuelLevel: 'Full', damageNotes: 'None' },
        });
        expect(asked.statusCode, asked.body).toBe(201);
        return { fresh: id };
      },
    },
  };
}
