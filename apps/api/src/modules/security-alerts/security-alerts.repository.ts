import type { Db } from '../../db/database';

// All SQL of the security alerts: whom an account key names, and how to reach them.

export interface AccountContact {
  /** A staff or owner account (alerts also go to the business), else a renter. */
  admin: boolean;
  email: string | null;
  mobile: string | null;
}

/**
 * The account a rate-limit key names: `admin:<id>` or `customer:<id>` for a signed-in user or a
 * sign-in challenge, an e-mail for the admin sign-in, a mobile for the renter's calls.
 */
export async function findAccountContact(db: Db, account: string): Promise<AccountContact | null> {
  const [role, id] = account.split(':', 2);
  if (role === 'admin' || account.includes('@')) {
    const row = await db
      .selectFrom('admins')
      .select('email')
      .$if(role === 'admin', (qb) => qb.where('id', '=', id!))
      .$if(role !== 'admin', (qb) => qb.where('email', '=', account))
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    return row ? { admin: true, email: row.email, mobile: null } : null;
  }
  const row = await db
    .selectFrom('customers')
    .select(['email', 'mobile'])
    .$if(role === 'customer', (qb) => qb.where('id', '=', id!))
    .$if(role !== 'customer', (qb) => qb.where('mobile', '=', account))
    .executeTakeFirst();
  return row ? { admin: false, email: row.email || null, mobile: row.mobile } : null;
}
