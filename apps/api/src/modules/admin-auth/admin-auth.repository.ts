import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AdminsTable } from '../../db/schema';

// All SQL of the admin accounts. Each function takes the database or a transaction.

export type AdminRow = Selectable<AdminsTable>;

export function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The admin's e-mail, which the bookings' history and the blocks record as who did it. */
export async function findAdminEmail(db: Db, adminId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('admins')
    .select('email')
    .where('id', '=', adminId)
    .executeTakeFirst();
  return row?.email;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates the admin or sets its password, in one statement (safe with several processes). */
export async function upsertAdmin(db: Db, admin: AdminRow): Promise<void> {
  await db
    .insertInto('admins')
    .values(admin)
    .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: admin.password_hash }))
    .execute();
}

/** Creates the admin unless one with this e-mail exists; says whether it did. */
export async function insertAdminIfAbsent(db: Db, admin: AdminRow): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values(admin)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
