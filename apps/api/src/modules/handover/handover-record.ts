import type { Booking } from '@rental/shared/bookings';
import type { Db, Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { bookingAfterChange } from '../bookings/booking-queries';
import { hasApprovedLicenceAndId } from '../documents/documents.service';
import type { HandoverRow } from './handover.repository';
import { storedPhotos } from '../booking-record/stored-photos-json';
import { findBookingById, type BookingRow } from '../booking-record/booking-record.service';

// docs/product.md#handover-and-bill: what the pickup and the return record share: the booking
// locked while it is recorded, the records it has, how a record reads in the history and in the
// audit log (docs/decisions/019-audit-log.md), and the booking answered afterwards.

export type HandoverDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox' | 'storage'>;

/** "10,000 km, fuel 3/4" */
export const reading = (record: { odometerKm: number; fuelLevel: string }) =>
  `${record.odometerKm.toLocaleString('en-IN')} km, fuel ${record.fuelLevel}`;

/**
 * The booking as the admin reads it (GET /api/bookings/{id}), from inside the transaction that
 * changed it: with the documents' approval too, which the saved pickup's summary shows.
 */
export async function adminView(deps: HandoverDeps, trx: Db, bookingId: string): Promise<Booking> {
  const booking = await bookingAfterChange(deps, trx, bookingId, 'admin');
  return {
    ...booking,
    documentsApproved: await hasApprovedLicenceAndId({ db: trx }, booking.customerId),
  };
}
/** A handover record as its audit entry shows it. */
export const handoverAudit = (row: HandoverRow) => ({
  odometerKm: row.odometer_km,
  fuelLevel: row.fuel_level,
  damageNotes: row.damage_notes,
  photos: storedPhotos(row.photos).length,
});

/** The booking, locked against a second handover on PostgreSQL (SQLite has one writer). */
export async function lockedBooking(deps: HandoverDeps, trx: Db, id: string): Promise<BookingRow> {
  const booking = await findBookingById(trx, id, deps.dbKind === 'postgres');
  if (!booking) throw new NotFoundError('Booking not found.');
  return booking;
}

export const handoverOf = (rows: HandoverRow[], kind: 'pickup' | 'return') =>
  rows.find((row) => row.kind === kind);
