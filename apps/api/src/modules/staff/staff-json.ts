import type { AdminMe, StaffMember } from '@rental/shared/staff';
import type { AdminRow } from './staff.repository';

/** Kept in password_hash until the staff member sets one through their link (never matches). */
export const UNSET_PASSWORD = '!unset';

type Branch = StaffMember['branch'];

export function toStaffMember(row: AdminRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffMember['role'],
    branch: row.role === 'owner' ? null : (row.branch as Branch),
    state: row.disabled_at
      ? 'disabled'
      : row.password_hash === UNSET_PASSWORD
        ? 'invited'
        : 'active',
    twoFactor: row.totp_enabled_at !== null,
    createdAt: row.created_at,
  };
}

export function toAdminMe(row: AdminRow, requireTwoFactor: boolean): AdminMe {
  const member = toStaffMember(row);
  return {
    _id: member._id,
    name: member.name,
    email: member.email,
    role: member.role,
    branch: member.branch,
    twoFactor: member.twoFactor,
    requireTwoFactor,
  };
}
