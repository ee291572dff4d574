import type { Db } from '../../db/database';

// The SQL of the invoice series (docs/product.md#handover-and-bill): one counter per financial
// year, beside the number's format in invoice-number.ts.

/**
 * The next number of the year's series, inside the caller's transaction: the row lock of the
 * UPDATE (or SQLite's one writer) makes concurrent closes wait, and a rolled-back close gives
 * its number back, so the series has no gaps.
 */
export async function nextInvoiceSequence(db: Db, financialYear: string): Promise<number> {
  await db
    .insertInto('invoice_series')
    .values({ financial_year: financialYear, last_sequence: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const row = await db
    .updateTable('invoice_series')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return row.last_sequence;
}
