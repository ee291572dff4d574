import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { checkInScope, type ScopedEntity } from '../modules/staff/branch-scope';
import { guardMark, markGuard } from './guard-marks';

// docs/product.md#back-office: a staff member reaches only their branch's rows. Every route a
// branch's staff can call says how, once, when it is registered:
// - about one row: app.inBranch(entity) after its role guard (404 for another branch's row);
// - config.branchScope 'list': its service limits what it reads to scopeOf(request.user);
// - config.branchScope 'every-branch': what it answers belongs to no branch (the staff
//   member's own account, the fleet's public list).
// A route that does neither stops the app at start (see routeScope), so a new staff route
// cannot forget it; GET /api/... of the owner, renters and visitors need nothing.

export type BranchScopeOption = 'list' | 'every-branch';

/** How a route is limited for a branch's staff; null when no staff member can call it. */
export type RouteScope = 'public' | 'renter' | 'owner' | `row:${string}` | BranchScopeOption;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler, after requireRole: the `:id` row must be of the staff member's branch (404). */
    inBranch(entity: ScopedEntity): preHandlerAsyncHookHandler;
    /** Every route registered so far with its scope, for the test that lists them. */
    routeScopes: { method: string; url: string; scope: RouteScope }[];
  }
  interface FastifyContextConfig {
    /** Required on a staff route without app.inBranch: how it keeps to the staff's branch. */
    branchScope?: BranchScopeOption;
  }
}

/** The scope a route's guards and config declare; throws for a staff route that declares none. */
export function routeScope(route: Pick<RouteOptions, 'method' | 'url' | 'preHandler' | 'config'>) {
  const guards = [route.preHandler ?? []].flat().map(guardMark);
  const roles = guards.flatMap((mark) => (mark?.kind === 'role' ? [mark] : []));
  const row = guards.find((mark) => mark?.kind === 'in-branch');
  const declared = (route.config as { branchScope?: BranchScopeOption } | undefined)?.branchScope;
  const staffMayCall = roles.some((mark) => mark.roles.includes('admin') && !mark.ownerOnly);
  if (!staffMayCall) {
    if (roles.some((mark) => mark.ownerOnly)) return 'owner';
    return roles.length > 0 ? 'renter' : 'public';
  }
  if (row?.kind === 'in-branch') return `row:${row.entity}` as const;
  if (declared) return declared;
  throw new Error(
    `${String(route.method)} ${route.url} lets branch staff in but declares no branch scope: ` +
      "add app.inBranch(entity) or config: { branchScope: 'list' | 'every-branch' }.",
  );
}

export const branchScopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('inBranch', (entity: ScopedEntity): preHandlerAsyncHookHandler =>
      markGuard(
        async (request) => {
          const { id } = request.params as { id?: unknown };
          if (typeof id === 'string') await checkInScope(app, request.user, entity, id);
        },
        { kind: 'in-branch', entity },
      ),
    );
    const scopes: FastifyInstance['routeScopes'] = [];
    app.decorate('routeScopes', scopes);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const scope = routeScope(route);
      for (const method of methods) scopes.push({ method, url: route.url, scope });
    });
  },
  { name: 'branch-scope', dependencies: ['auth'] },
);
