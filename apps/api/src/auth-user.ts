import type { StaffAccess } from './modules/sessions/sessions.repository';

// Who makes a request, as the auth plugin reads it from the token (plugins/auth.ts). Here rather
// than in the plugin, so the services that take an actor do not import the plugin that calls
// them.

export type Role = 'customer' | 'admin';
export interface AuthUser {
  role: Role;
  id: string;
  /** Set on an admin's request: owner or branch staff, and the staff member's branch. */
  staff?: StaffAccess;
}
