import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  branchWasAsked,
  checkInScope,
  scopeOf,
  type BranchScope,
  type ScopedEntity,
} from '../modules/staff/branch-scope';
import { guardMark, markGuard } from './guard-marks';

// docs/product.md#back-office: a staff member reaches only their branch's rows. Every route a
// branch's staff can call says how, once, when it is registered:
// - about one row: app.inBranch(entity) after its role guard (404 for another branch's row);
// - config.branchScope 'list': it reads request.branchScope (or its service asks scopeOf and
//   checkInScope with the user) and limits what it reads to that branch;
// - config.branchScope 'every-branch': what it answers belongs to no branch (the staff
//   member's own account, the fleet's public list).
// A route that does neither stops the app at start (see routeScope), so a new staff route
// cannot forget it; GET /api/... of the owner, renters and visitors need nothing. A 'list' route
// that answers a staff member without having asked for their branch answers 500 instead of
// every branch's rows (see the onSend hook), so the declaration cannot be an empty promise.

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
  interface FastifyRequest {
    /**
     * The branch this request's reads are limited to: the staff member's, or null for the owner
     * (every branch). Only on a route with config.branchScope 'list'; elsewhere reading it throws.
     */
    readonly branchScope: BranchScope;
  }
  interface FastifyContextConfig {
    /**
     * Required on a route branch staff can call without app.inBranch: 'list' when it limits
     * what it reads to request.branchScope, 'every-branch' when its answer belongs to no branch.
     */
    branchScope?: BranchScopeOption;
  }
}

const declaredScope = (config: unknown) =>
  (config as { branchScope?: BranchScopeOption } | undefined)?.branchScope;

/** The scope a route's guards and config declare; throws for a staff route that declares none. */
export function routeScope(route: Pick<RouteOptions, 'method' | 'url' | 'preHandler' | 'config'>) {
  const guards = [route.preHandler ?? []].flat(Infinity).map(guardMark);
  const roles = guards.flatMap((mark) => (mark?.kind === 'role' ? [mark] : []));
  const row = guards.find((mark) => mark?.kind === 'in-branch');
  const declared = declaredScope(route.config);
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
    // The one place a route learns its branch: derived from the verified token on each read.
    app.decorateRequest('branchScope', {
      getter() {
        if (declaredScope(this.routeOptions.config) !== 'list') {
          throw new Error(
            `${this.method} ${this.routeOptions.url} reads request.branchScope ` +
              "but does not declare config: { branchScope: 'list' }.",
          );
        }
        return scopeOf(this.user);
      },
    });
    app.addHook('onSend', async (request, reply) => {
      const user = request.user;
      if (declaredScope(request.routeOptions.config) !== 'list' || reply.statusCode >= 400) return;
      // Only branch staff can be shown too much; the owner and renters pass.
      if (user?.staff?.role === 'staff' && !branchWasAsked(user)) {
        throw new Error(
          `${request.method} ${request.routeOptions.url} declares branchScope 'list' but ` +
            'answered branch staff without asking for their branch (request.branchScope).',
        );
      }
    });
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
