import type { Db } from './database';

/** What a restore is checked by: the counts of the records a business cannot lose. */
export async function backupSummary(db: Db): Promise<Record<string, number>> {
  const count = async (table: 'bookings' | 'payments' | 'documents' | 'invoices' | 'files') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    bookings: await count('bookings'),
    payments: await count('payments'),
    documents: await count('documents'),
    invoices: await count('invoices'),
    files: await count('files'),
  };
}
