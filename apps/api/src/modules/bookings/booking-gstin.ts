import { ERROR_CODES } from '@rental/shared/api-error';
import type { RenterGstinAnswer } from '@rental/shared/gstin';
import { GSTIN_MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { ConflictError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { bookingSeenBy } from '../booking-record/booking-record.service';

// docs/product.md#handover-and-bill: a renter who rents for a business gives its GSTIN on the
// booking with the legal name registered with it, until the invoice is made at the return
// (which keeps the GSTIN and name it was issued to).

/** Sets (or, with a null GSTIN, removes) the renter's GSTIN and legal name on their booking. */
export async function setRenterGstin(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: AuthUser,
  bookingId: string,
  { gstin, legalName }: RenterGstinAnswer,
): Promise<RenterGstinAnswer> {
  const row = await bookingSeenBy(deps, actor, bookingId);
  if (row.status === 'Cancelled') {
    throw new ConflictError(ERROR_CODES.bookingClosed, GSTIN_MESSAGES.closed);
  }
  // One statement: a return that makes the invoice meanwhile wins, and the GSTIN stays as issued.
  const result = await deps.db
    .updateTable('bookings')
    .set({
      renter_gstin: gstin,
      renter_legal_name: legalName,
      updated_at: deps.clock().toISOString(),
    })
    .where('id', '=', bookingId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices')
            .select('invoices.id')
            .whereRef('invoices.booking_id', '=', 'bookings.id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new ConflictError(ERROR_CODES.invoiceIssued, GSTIN_MESSAGES.invoiced);
  }
  return { gstin, legalName };
}
