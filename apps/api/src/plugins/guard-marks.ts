import type { preHandlerAsyncHookHandler } from 'fastify';

// What a route guard lets through, readable when the route is registered: requireRole,
// requireOwner and inBranch mark the handlers they make, and the branch-scope plugin reads the
// marks of each route's preHandlers (docs/decisions/018-staff-roles-and-two-factor.md).

export type GuardMark =
  | { kind: 'role'; roles: readonly string[]; ownerOnly: boolean }
  | { kind: 'in-branch'; entity: string };

const marks = new WeakMap<object, GuardMark>();

export function markGuard<T extends preHandlerAsyncHookHandler>(guard: T, mark: GuardMark): T {
  marks.set(guard, mark);
  return guard;
}

export const guardMark = (guard: unknown): GuardMark | undefined =>
  typeof guard === 'function' ? marks.get(guard) : undefined;
