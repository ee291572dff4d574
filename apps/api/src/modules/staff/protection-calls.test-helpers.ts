import { expect } from 'vitest';
import { bearer } from '../../test/harness';
import type { Call, CallContext } from './admin-calls.test-helpers';

// The protection plan rows of the admin calls' table (admin-calls.test-helpers.ts): staff read
// the plans, only the owner writes them.

export function protectionCalls({ h, c, next }: CallContext): Record<string, Call> {
  const plan = () => ({ name: `Plan ${next()}`, pricePerDay: 199, damageCap: 10_000 });
  return {
    'GET /api/admin/protection-plans': {
      method: 'GET',
      url: () => '/api/admin/protection-plans',
      access: 'admin',
      ok: 200,
    },
    'POST /api/admin/protection-plans': {
      method: 'POST',
      url: () => '/api/admin/protection-plans',
      access: 'owner',
      ok: 201,
      body: plan,
    },
    'PUT /api/admin/protection-plans/:id': {
      method: 'PUT',
      url: (v) => `/api/admin/protection-plans/${v.plan}`,
      access: 'owner',
      ok: 200,
      fresh: async () => {
        const res = await h.inject({
          method: 'POST',
          url: '/api/admin/protection-plans',
          headers: bearer(c.owner),
          payload: plan(),
        });
        expect(res.statusCode, res.body).toBe(201);
        return { plan: (res.json() as { _id: string })._id };
      },
      body: plan,
    },
  };
}
