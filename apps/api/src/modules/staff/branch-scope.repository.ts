import { branchesReaching } from '../../db/branch-scope';
import type { Db } from '../../db/database';

// The branches a booking, car, payment or document belongs to, for the branch-scope check.
// Each answers undefined when the row does not exist (the call then answers its own 404).

export type ScopedEntity = 'booking' | 'car' | 'payment' | 'document';

export async function branchesOf(
  db: Db,
  entity: ScopedEntity,
  id: string,
  now: Date,
): Promise<string[] | undefined> {
  switch (entity) {
    case 'car': {
      const row = await db
        .selectFrom('cars')
        .select('branch')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && [row.branch];
    }
    case 'booking': {
      const row = await db
        .selectFrom('bookings')
        .select('branch')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && [row.branch];
    }
    case 'payment': {
      const row = await db
        .selectFrom('payments')
        .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
        .select('bookings.branch')
        .where('payments.id', '=', id)
        .executeTakeFirst();
      return row && [row.branch];
    }
    case 'document': {
      const doc = await db
        .selectFrom('documents')
        .select('customer_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!doc) return undefined;
      // docs/product.md#customers: the branches with an open or recent booking of its renter.
      return branchesReaching(db, doc.customer_id, now);
    }
  }
}
