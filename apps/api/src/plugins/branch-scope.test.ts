import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { authPlugin } from './auth';
import type { AuthUser } from '../auth-user';
import { branchScopePlugin, routeScope } from './branch-scope';
import { markGuard } from './guard-marks';

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
  'GET /api/admin/fastag/mappings',
  'POST /api/admin/fastag/mappings',
  'DELETE /api/admin/fastag/mappings/:id',
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

  it('reads a scope for every call the API reference says needs a token', async () => {
    // A call guarded some other way than requireRole or requireOwner would pass as 'public'
    // above, and branch staff might reach it unseen.
    const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const scopes = new Map(h.app.routeScopes.map((r) => [`${r.method} ${r.url}`, r.scope]));
    const guarded = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.length)
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(guarded.length).toBeGreaterThan(50);
    const unread = guarded.filter((name) => (scopes.get(name) ?? 'public') === 'public');
    expect(unread).toEqual([]);
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

describe('request.branchScope on a list route', () => {
  /** A role guard that lets in the given admin, as requireRole would after the token. */
  const as = (staff: AuthUser['staff']) =>
    markGuard(
      async (request: FastifyRequest) => {
        request.user = { role: 'admin', id: 'someone', staff };
      },
      { kind: 'role', roles: ['admin'], ownerOnly: false },
    );
  const staff = as({ role: 'staff', branch: 'north' });
  const owner = as({ role: 'owner', branch: null });

  async function appWith(routes: (api: FastifyInstance) => void) {
    const app = Fastify();
    await app.register(authPlugin, { secret: 'a-secret-long-enough-for-hs256-signing-0123' });
    await app.register(branchScopePlugin);
    await app.register(async (api) => routes(api));
    await app.ready();
    return app;
  }

  it("is the staff member's branch, and every branch (null) for the owner", async () => {
    const app = await appWith((api) => {
      for (const [url, guard] of [
        ['/staff', staff],
        ['/owner', owner],
      ] as const) {
        api.get(url, { preHandler: guard, config: { branchScope: 'list' } }, (request) => ({
          branch: request.branchScope,
        }));
      }
    });
    expect((await app.inject({ url: '/staff' })).json()).toEqual({ branch: 'north' });
    expect((await app.inject({ url: '/owner' })).json()).toEqual({ branch: null });
    await app.close();
  });

  it('answers 500, not every branch, when a list route never asks for the branch', async () => {
    const app = await appWith((api) => {
      api.get('/forgot', { preHandler: staff, config: { branchScope: 'list' } }, () => ['all']);
      api.get('/forgot-owner', { preHandler: owner, config: { branchScope: 'list' } }, () => []);
    });
    const res = await app.inject({ url: '/forgot' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('all');
    expect(res.json()).toMatchObject({
      message: expect.stringContaining(
        "GET /forgot declares branchScope 'list' but answered branch staff without asking",
      ) as unknown,
    });
    // The owner sees every branch anyway: nothing to limit.
    expect((await app.inject({ url: '/forgot-owner' })).statusCode).toBe(200);
    await app.close();
  });

  it('cannot be read on a route that does not declare it', async () => {
    const app = await appWith((api) => {
      api.get(
        '/mine',
        { preHandler: staff, config: { branchScope: 'every-branch' } },
        (request) => ({
          branch: request.branchScope,
        }),
      );
    });
    const res = await app.inject({ url: '/mine' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('GET /mine reads request.branchScope but does not declare');
    await app.close();
  });
});
