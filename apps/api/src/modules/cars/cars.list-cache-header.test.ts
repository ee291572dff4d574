import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createAdminToken, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#cars: visitors get the car list cached for a second; only a valid staff token
// reads the database (docs/product.md#security: before, any Authorization header skipped the cache, so a stranger
// could send every request to the database). The cache's clock is held still, so its second
// cannot run out between the requests however slow the machine is.

const ids = async (h: Harness, headers: Record<string, string> = {}) => {
  const res = await h.inject({ method: 'GET', url: '/api/cars', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { _id: string }[]).map((c) => c._id);
};

describeEachDatabase('the car list cache and the Authorization header', (h) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a made-up or a renter’s token from the cache, and staff from the database', async () => {
    const owner = await createAdminToken(h);
    const renter = await createCustomer(h);
    await ids(h); // fills the cache
    // Written straight to the database: no write of this process clears the cache.
    const car = await createCar(h);
    for (const headers of [
      {},
      { authorization: 'anything' },
      { authorization: 'Bearer not-a-token' },
      bearer(renter.token),
    ]) {
      expect(await ids(h, headers)).not.toContain(car.id);
    }
    expect(await ids(h, bearer(owner))).toContain(car.id);
  });
});
