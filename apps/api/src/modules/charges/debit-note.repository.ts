import type { Db } from '../../db/database';

// The SQL of the debit notes (docs/product.md#debit-notes): their own series per financial year,
// taken as the invoices' is (invoices/invoice-series.repository.ts).

export function findDebitNote(db: Db, chargeId: string) {
  return db
    .selectFrom('debit_notes')
    .selectAll()
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
}

/** Which of the charges named already have a debit note. */
export async function numberedCharges(db: Db, chargeIds: string[]): Promise<Set<string>> {
  if (chargeIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('debit_notes')
    .select('charge_id')
    .where('charge_id', 'in', chargeIds)
    .execute();
  return new Set(rows.map((r) => r.charge_id));
}

/**
 * The next number of the year's series, inside the caller's transaction: the UPDATE's row lock
 * (or SQLite's one writer) makes concurrent numberings wait, and a rolled-back one gives its
 * number back, so the series has no gaps.
 */
export async function nextDebitNoteSequence(db: Db, financialYear: string): Promise<number> {
  await db
    .insertInto('debit_note_series')
    .values({ financial_year: financialYear, last_sequence: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const row = await db
    .updateTable('debit_note_series')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return row.last_sequence;
}

export async function insertDebitNote(
  db: Db,
  row: {
    charge_id: string;
    number: string;
    financial_year: string;
    sequence: number;
    issued_at: string;
  },
): Promise<void> {
  await db.insertInto('debit_notes').values(row).execute();
}

/** What the note prints of the booking: its renter, car and invoice. */
export function debitNoteParties(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .leftJoin('invoices', 'invoices.booking_id', 'bookings.id')
    .leftJoin('cars', 'cars.id', 'bookings.car_id')
    .select([
      'bookings.customer_name',
      'bookings.customer_phone',
      'bookings.car_name',
      'cars.registration_number',
      'invoices.number as invoice_number',
      'invoices.issued_at as invoice_issued_at',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
}
