import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { checkInScope, type ScopedEntity } from '../modules/staff/branch-scope';

// docs/product.md#back-office: a route about one booking, car, payment or document puts
// app.inBranch(entity) after its role guard; a staff member then reaches only their branch's.

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler, after requireRole: the `:id` row must be of the staff member's branch (404). */
    inBranch(entity: ScopedEntity): preHandlerAsyncHookHandler;
  }
}

export const branchScopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'inBranch',
      (entity: ScopedEntity): preHandlerAsyncHookHandler =>
        async (request) => {
          const { id } = request.params as { id?: unknown };
          if (typeof id === 'string') await checkInScope(app, request.user, entity, id);
        },
    );
  },
  { name: 'branch-scope', dependencies: ['auth'] },
);
