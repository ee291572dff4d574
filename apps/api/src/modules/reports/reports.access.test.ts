import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createCustomer, createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';

// docs/product.md#reports: the owner's figures refuse a period they cannot answer, and anyone
// but the owner.

describeEachDatabase('reports: refusals', (h) => {
  let owner: string;

  beforeAll(async () => {
    owner = await createAdminToken(h);
  });

  it('refuses a reversed, too long or unknown period or branch', async () => {
    for (const query of [
      'from=2026-11-30&to=2026-11-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-11-01&to=2026-11-31',
      'from=2026-11-01&to=2026-11-30&branch=Secunderabad',
      'from=2026-11-01',
    ]) {
      const response = await h.inject({
        method: 'GET',
        url: `/api/admin/reports?${query}`,
        headers: bearer(owner),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  describe('who may read them', () => {
    it('admits the owner only', async () => {
      const staff = await createStaffToken(h, 'Boduppal');
      const renter = await createCustomer(h);
      for (const path of ['/api/admin/reports', '/api/admin/reports/bookings.csv']) {
        const url = `${path}?from=2026-11-01&to=2026-11-30`;
        const as = (token?: string) =>
          h.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
        expect((await as(staff.token)).statusCode, path).toBe(403);
        expect((await as(renter.token)).statusCode, path).toBe(403);
        expect((await as()).statusCode, path).toBe(401);
        expect((await as(owner)).statusCode, path).toBe(200);
      }
    });
  });
});
