import type { Db } from '../../db/database';
import type { RentalAgreementsTable, TermsVersionsTable } from '../../db/schema';

// All SQL of the rental agreement and the terms' versions (docs/product.md#rental-agreement).

export type TermsRow = TermsVersionsTable;
export type AgreementRow = RentalAgreementsTable;

export function latestTerms(db: Db): Promise<TermsRow | undefined> {
  return db
    .selectFrom('terms_versions')
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function termsVersion(db: Db, version: number): Promise<TermsRow | undefined> {
  return db
    .selectFrom('terms_versions')
    .selectAll()
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Adds a version unless another process added that number first (then nothing happens). */
export async function insertTerms(db: Db, row: TermsRow): Promise<void> {
  await db
    .insertInto('terms_versions')
    .values(row)
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}

export async function insertAgreement(db: Db, row: AgreementRow): Promise<void> {
  await db.insertInto('rental_agreements').values(row).execute();
}

/** The booking's newest agreement, accepted or awaiting its code. */
export function latestAgreement(db: Db, bookingId: string): Promise<AgreementRow | undefined> {
  return db
    .selectFrom('rental_agreements')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks an agreement accepted unless it already was; true when this call accepted it. */
export async function markAccepted(
  db: Db,
  id: string,
  accepted: Pick<AgreementRow, 'accepted_at' | 'accepted_by' | 'otp_hash'>,
): Promise<boolean> {
  const result = await db
    .updateTable('rental_agreements')
    .set(accepted)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The booking's newest accepted agreement. */
export function latestAccepted(db: Db, bookingId: string): Promise<AgreementRow | undefined> {
  return db
    .selectFrom('rental_agreements')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('accepted_at', 'is not', null)
    .orderBy('accepted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An accepted agreement by its id. */
export function acceptedAgreement(db: Db, id: string): Promise<AgreementRow | undefined> {
  return db
    .selectFrom('rental_agreements')
    .selectAll()
    .where('id', '=', id)
    .where('accepted_at', 'is not', null)
    .executeTakeFirst();
}

/** The customer whose booking the agreement is for; undefined without such an agreement. */
export async function renterOfAgreement(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rental_agreements')
    .innerJoin('bookings', 'bookings.id', 'rental_agreements.booking_id')
    .select('bookings.customer_id')
    .where('rental_agreements.id', '=', id)
    .executeTakeFirst();
  return row?.customer_id;
}
