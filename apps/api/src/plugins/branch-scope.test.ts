import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { authPlugin } from './auth';
import { branchScopePlugin, routeScope } from './branch-scope';

// docs/product.md#back-office: every route a branch's staff can call declares how it keeps to
// their branch, and the app does not start with one that forgets.

/** The staff routes whose answer belongs to no branch: each one added here is a decision. */
const EVERY_BRANCH = [
  'POST /api/admin/me/sign-out-everywhere',
  'POST /api/admin/me/password',
  'GET /api/admin/me',
  'POST /api/admin/me/two-factor',
  'POST /api/admin/me/two-factor/confirm',
  'POST /api/admin/me/two-factor/off',
  'GET /api/admin/protection-plans',
];

describeEachDatabase('the branch scope of every route', (h) => {
  it('lists every staff route of the app with the scope it declares', () => {
    const staffRoutes = h.app.routeScopes.filter(
      (r) => r.method !== 'HEAD' && !['public', 'renter', 'owner'].includes(r.scope),
    );
    // The whole back office a branch's staff uses, not a handful.
    expect(staffRoutes.length).toBeGreaterThan(25);
    for (const route of staffRoutes) {
      expect(route.scope, `${route.method} ${route.url}`).toMatch(/^(row:\w+|list|every-branch)$/);
    }
    expect(
      staffRoutes.filter((r) => r.scope === 'every-branch').map((r) => `${r.method} ${r.url}`),
    ).toEqual(EVERY_BRANCH);
    // A row of a booking, car, payment or document is checked before the handler runs.
    expect(h.app.routeScopes).toContainEqual({
      method: 'PATCH',
      url: '/api/payments/:id',
      scope: 'row:payment',
    });
    expect(h.app.routeScopes).toContainEqual({
      method: 'GET',
      url: '/api/bookings',
      scope: 'list',
    });
  });

  it('reads the scope from the guards: owner, renter, visitor, or the row checked', () => {
    const route = (preHandler: unknown) => ({ method: 'GET', url: '/api/x', preHandler }) as never;
    expect(routeScope(route(h.app.requireOwner()))).toBe('owner');
    expect(routeScope(route(h.app.requireRole('customer')))).toBe('renter');
    expect(routeScope(route(undefined))).toBe('public');
    expect(routeScope(route([h.app.requireRole('admin'), h.app.inBranch('car')]))).toBe('row:car');
  });
});

describe('a staff route without a branch scope', () => {
  it('stops the app from starting, naming the route', async () => {
    const app = Fastify();
    await app.register(authPlugin, { secret: 'a-secret-long-enough-for-hs256-signing-0123' });
    await app.register(branchScopePlugin);
    const start = async () => {
      await app.register(async (api) => {
        api.get('/admin/forgotten', { preHandler: api.requireRole('customer', 'admin') }, () => []);
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'GET /admin/forgotten lets branch staff in but declares no branch scope',
    );
    await app.close();
  });

  it('starts once the route declares one', async () => {
    const app = Fastify();
    await app.register(authPlugin, { secret: 'a-secret-long-enough-for-hs256-signing-0123' });
    await app.register(branchScopePlugin);
    await app.register(async (api) => {
      api.get(
        '/admin/listed',
        { preHandler: api.requireRole('admin'), config: { branchScope: 'list' } },
        () => [],
      );
    });
    await app.ready();
    expect(app.routeScopes).toContainEqual({ method: 'GET', url: '/admin/listed', scope: 'list' });
    await app.close();
  });
});
