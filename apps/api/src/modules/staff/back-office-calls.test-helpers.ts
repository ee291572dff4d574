import { expect } from 'vitest';
import { addDays } from '@rental/shared/kolkata-time';
import { createCar, createCustomer } from '../../test/factories';
import { bearer } from '../../test/harness';
import { carForm, jpegFile } from '../../test/car-form';
import { createCode } from '../../test/promo-codes';
import type { Call, CallContext } from './admin-calls.test-helpers';
import { failedMessage, HOME } from '../../test/staff';

// The back office's rows of the admin calls' table (admin-calls.test-helpers.ts): the fleet,
// offers, messages, the audit log, customers, reports, rate plans and promo codes.

export function backOfficeCalls({
  h,
  c,
  now,
  day,
  next,
  newOffer,
}: CallContext): Record<string, Call> {
  const newDateRule = async () => {
    const res = await h.inject({
      method: 'POST',
      url: '/api/admin/date-rules',
      headers: bearer(c.owner),
      payload: { kind: 'weekend', label: `Weekend ${next()}`, percent: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { _id: string })._id;
  };
  return {
    // The fleet, offers and messages: the owner's
    'POST /api/cars/add': {
      method: 'POST',
      url: () => '/api/cars/add',
      access: 'owner',
      ok: 201,
      body: async () =>
        carForm({ registrationNumber: `TS 07 RM ${1000 + next()}` }, [await jpegFile()]),
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
      fresh: async () => ({ offer: await newOffer('diwali') }),
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
      // docs/product.md#customers: only renters with open or recent bookings at the branch.
      access: 'branch',
      ok: 200,
    },
    'POST /api/admin/customers/:id/notes': {
      method: 'POST',
      url: (v) => `/api/admin/customers/${v.renterId}/notes`,
      // docs/product.md#customers: only renters with open or recent bookings at the branch.
      access: 'branch',
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
    'GET /api/admin/reports/invoices.csv': {
      method: 'GET',
      url: () => `/api/admin/reports/invoices.csv?from=${day}&to=${addDays(day, 30)}`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/reports/after-trip': {
      method: 'GET',
      url: () => `/api/admin/reports/after-trip?from=${day}&to=${addDays(day, 30)}`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/reports/after-trip.csv': {
      method: 'GET',
      url: () => `/api/admin/reports/after-trip.csv?from=${day}&to=${addDays(day, 30)}`,
      access: 'owner',
      ok: 200,
    },
    // Rate plans
    'GET /api/admin/rates': {
      method: 'GET',
      url: () => '/api/admin/rates',
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/date-rules': {
      method: 'POST',
      url: () => '/api/admin/date-rules',
      access: 'owner',
      ok: 201,
      body: () => ({ kind: 'weekend', label: 'Weekend', percent: 10 }),
    },
    'DELETE /api/admin/date-rules/:id': {
      method: 'DELETE',
      url: (v) => `/api/admin/date-rules/${v.rule}`,
      access: 'owner',
      ok: 200,
      fresh: async () => ({ rule: await newDateRule() }),
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
      body: () => ({ code: `ROLE${next()}`, kind: 'flat', value: 200 }),
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
      fresh: async () => ({ offer: await newOffer('weekend') }),
      body: () => ({ promoCode: null }),
    },
  };
}
