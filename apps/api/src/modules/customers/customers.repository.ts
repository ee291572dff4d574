import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CustomersTable, OtpsTable } from '../../db/schema';

// All SQL of customers and their one-time passwords. Takes db or a transaction.

export type CustomerRow = Selectable<CustomersTable>;
/** `agreement:<booking id>`: the renter's code for one booking's rental agreement. */
export type OtpPurpose = 'register' | 'reset' | `agreement:${string}`;

export function findCustomerById(db: Db, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCustomerByMobile(db: Db, mobile: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** False when the mobile is already registered (the unique index decides, also under races). */
export async function insertCustomer(db: Db, row: CustomerRow): Promise<boolean> {
  const result = await db
    .insertInto('customers')
    .values(row)
    .onConflict((oc) => oc.column('mobile').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateCustomer(
  db: Db,
  id: string,
  patch: Partial<Pick<CustomerRow, 'name' | 'password_hash'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('customers').set(patch).where('id', '=', id).execute();
}

/**
 * Stores a new code unless one was created after `notBefore` (the resend rule). One statement,
 * so two requests at the same moment cannot both pass the check. True when stored.
 */
export async function storeOtpUnlessRecent(
  db: Db,
  row: Selectable<OtpsTable>,
  notBefore: string,
): Promise<boolean> {
  const result = await db
    .insertInto('otps')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['mobile', 'purpose'])
        .doUpdateSet({
          code_hash: row.code_hash,
          attempts: 0,
          expires_at: row.expires_at,
          created_at: row.created_at,
        })
        .where('otps.created_at', '<=', notBefore),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findOtp(
  db: Db,
  mobile: string,
  purpose: OtpPurpose,
): Promise<Selectable<OtpsTable> | undefined> {
  return db
    .selectFrom('otps')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Counts one try against a live, unlocked code and returns it; undefined when there is no such
 * code. Counting before comparing means parallel guesses cannot exceed the limit.
 */
export function claimOtpAttempt(
  db: Db,
  mobile: string,
  purpose: OtpPurpose,
  maxAttempts: number,
  now: string,
): Promise<Pick<OtpsTable, 'code_hash' | 'attempts'> | undefined> {
  return db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Deletes codes that expired before `before`; a code stored again since is newer and stays. */
export async function deleteExpiredOtps(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('otps').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the code if it is still the given one; true when this call consumed it. */
export async function deleteOtp(
  db: Db,
  mobile: string,
  purpose: OtpPurpose,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('otps')
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
