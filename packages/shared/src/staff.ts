import { z } from 'zod';
import { BRANCH_NAMES } from './business';

// docs/product.md#back-office: the ADMIN_EMAIL account is the owner and sees every branch;
// staff handle the bookings, handovers, payments and documents of their own branch's cars.

export const STAFF_ROLES = ['owner', 'staff'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffBranchSchema = z.enum(BRANCH_NAMES);
