import { expect, it } from 'vitest';
import { createAdminToken, createStaffToken } from '../test/factories';
import { bearer, describeEachDatabase } from '../test/harness';

// docs/product.md#back-office: every admin request knows its account's role and branch, and a
// disabled staff member's token stops working at once.
describeEachDatabase('admin roles on a request', (h) => {
  it('lets the owner and staff in as admins, and refuses a disabled staff member', async () => {
    const owner = await createAdminToken(h);
    const staff = await createStaffToken(h, 'Boduppal');
    const disabled = await createStaffToken(h, 'Boduppal', { disabled: true });
    const call = (token: string) =>
      h.inject({ method: 'GET', url: '/api/bookings', headers: bearer(token) });
    expect((await call(owner)).statusCode).toBe(200);
    expect((await call(staff.token)).statusCode).toBe(200);
    expect((await call(disabled.token)).statusCode).toBe(401);
  });
});
