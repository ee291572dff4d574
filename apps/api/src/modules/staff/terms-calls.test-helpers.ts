import type { Call, CallContext } from './admin-calls.test-helpers';

// The rental terms rows of the admin calls' table (admin-calls.test-helpers.ts): only the owner
// reads the versions kept and writes the terms (docs/product.md#rental-agreement).

export function termsCalls({ next }: CallContext): Record<string, Call> {
  return {
    'GET /api/admin/terms': {
      method: 'GET',
      url: () => '/api/admin/terms',
      access: 'owner',
      ok: 200,
    },
    'PUT /api/admin/terms': {
      method: 'PUT',
      url: () => '/api/admin/terms',
      access: 'owner',
      ok: 201,
      // Each call a new text, so each makes a version.
      body: () => ({ text: `Rental terms, edition ${next()}.` }),
    },
  };
}
