import type { Generated } from 'kysely';

// The people: renters, their notes and sign-in codes, and the admins with their invites and
// recovery codes. See db/schema.ts for the conventions.

export interface CustomersTable {
  id: string;
  name: string;
  mobile: string;
  email: string;
  password_hash: string;
  /** Carried in the customer's tokens; bumped to end every session (migration 003). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** docs/product.md#customers: set while the renter may not book (migration 012). */
  blocked_at: Generated<string | null>;
  blocked_reason: Generated<string | null>;
  /** The admin account that blocked the renter. */
  blocked_by: Generated<string | null>;
}

/** docs/product.md#customers: a note the staff keep on a renter. */
export interface CustomerNotesTable {
  id: string;
  customer_id: string;
  text: string;
  /** The admin account (owner or staff) that wrote it. */
  author_id: string;
  created_at: string;
}

export interface OtpsTable {
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  token_version: Generated<number>;
  /** Set when ADMIN_EMAIL names another account: this one can no longer sign in. */
  disabled_at: Generated<string | null>;
  created_at: string;
  name: Generated<string>;
  /** owner or staff (packages/shared/src/staff.ts). */
  role: Generated<string>;
  /** A staff member's branch; null for the owner. */
  branch: Generated<string | null>;
  /** TOTP secret (base32): pending until totp_enabled_at is set (migration 011). */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last TOTP time step accepted, so a code works once. */
  totp_last_step: Generated<number | null>;
}

/** A staff member's one-time set-password link; only the token's hash is kept. */
export interface AdminInvitesTable {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An admin's single-use two-factor recovery code, hashed. */
export interface AdminRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  used_at: string | null;
}

/** docs/product.md#security: a device an account signed in on (its device cookie; migration 140). */
export interface KnownDevicesTable {
  id: string;
  /** customer or admin. */
  account_kind: string;
  account_id: string;
  /** The account's token version at sign-in; the device counts while it is still current. */
  token_version: number;
  created_at: string;
  expires_at: string;
}
