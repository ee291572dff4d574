import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import { computeBill, type Bill } from '@rental/shared/bill';
import { formatRupees } from '@rental/shared/rental';
import type { Booking } from '@rental/shared/bookings';
import {
  HANDOVER_MESSAGES,
  MAX_HANDOVER_PHOTOS,
  MIN_HANDOVER_PHOTO_SIDE,
  type PickupRecordSchema,
  type ReturnRecordSchema,
} from '@rental/shared/handover';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { hasApprovedLicenceAndId } from '../documents/documents.service';
import { financialYear, invoiceNumber } from '../invoices/invoice-number';
import { scheduleReminders } from '../outbox/reminders';
import {
  deleteImages,
  encodeImages,
  storeImages,
  type UploadedFile,
} from '../uploads/image-pipeline';
import type { FileLimit } from '../uploads/multipart-form';
import { addHistory } from './booking-ledger';
import { addCounterEntry } from './payment-counter';
import { withDetails } from './booking-queries';
import { findBookingById, updateBooking, type BookingRow } from './bookings.repository';
import { paymentsOfBooking } from './payments.repository';
import {
  insertBill,
  insertHandover,
  insertInvoice,
  listHandovers,
  nextInvoiceSequence,
  type HandoverRow,
} from './handover.repository';

// docs/product.md#handover-and-bill: the staff hand the car over (pickup record) and take it back
// (return record); the return computes the final bill, completes the booking and numbers its
// invoice, all in one transaction, which keeps each record in the audit log too
// (docs/decisions/019-audit-log.md).

export const HANDOVER_FOLDER = 'handovers';

export const PHOTOS: FileLimit = {
  count: MAX_HANDOVER_PHOTOS,
  tooMany: HANDOVER_MESSAGES.tooManyPhotos,
  field: 'photos',
  minSide: { px: MIN_HANDOVER_PHOTO_SIDE, tooSmall: HANDOVER_MESSAGES.photoTooSmall },
};

type HandoverDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox' | 'storage'>;

/** "10,000 km, fuel 3/4" */
const reading = (record: { odometerKm: number; fuelLevel: string }) =>
  `${record.odometerKm.toLocaleString('en-IN')} km, fuel ${record.fuelLevel}`;

/** The booking as the admin reads it, from inside the transaction that changed it. */
async function adminView(deps: HandoverDeps, trx: Db, bookingId: string): Promise<Booking> {
  const row = (await findBookingById(trx, bookingId))!;
  // deps is the app itself, whose decorations a spread would not copy.
  const read = { db: trx, config: deps.config, clock: deps.clock };
  const [booking] = await withDetails(read, [row], 'admin');
  return booking!;
}
/** A handover record as its audit entry shows it. */
const handoverAudit = (row: HandoverRow) => ({
  odometerKm: row.odometer_km,
  fuelLevel: row.fuel_level,
  damageNotes: row.damage_notes,
  photos: (JSON.parse(row.photos) as string[]).length,
});

type PickupInput = z.output<typeof PickupRecordSchema>;
type ReturnInput = z.output<typeof ReturnRecordSchema>;

/** The booking, locked against a second handover on PostgreSQL (SQLite has one writer). */
async function lockedBooking(deps: HandoverDeps, trx: Db, id: string): Promise<BookingRow> {
  const booking = await findBookingById(trx, id, deps.dbKind === 'postgres');
  if (!booking) throw new NotFoundError('Booking not found.');
  return booking;
}

const handoverOf = (rows: HandoverRow[], kind: 'pickup' | 'return') =>
  rows.find((row) => row.kind === kind);

/**
 * Encodes and stores the photos before the transaction (the slow part), and removes them again
 * when the record is refused.
 */
async function withPhotos<T>(
  deps: HandoverDeps,
  files: readonly UploadedFile[],
  record: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeImages(deps.storage, HANDOVER_FOLDER, await encodeImages(files, PHOTOS));
  try {
    return await record(keys);
  } catch (error) {
    await deleteImages(deps.storage, keys);
    throw error;
  }
}

export async function recordPickup(
  deps: HandoverDeps,
  adminId: string,
  bookingId: string,
  input: PickupInput,
  photos: readonly UploadedFile[],
): Promise<Booking> {
  const recordedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  return withPhotos(deps, photos, (keys) =>
    deps.db.transaction().execute(async (trx) => {
      const booking = await lockedBooking(deps, trx, bookingId);
      if (booking.status !== 'Confirmed') {
        throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.notConfirmed);
      }
      if (handoverOf(await listHandovers(trx, bookingId), 'pickup')) {
        throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.alreadyPickedUp);
      }
      if (
        !input.documentsChecked &&
        !(await hasApprovedLicenceAndId({ db: trx }, booking.customer_id))
      ) {
        throw new ConflictError(
          ERROR_CODES.documentsNotApproved,
          HANDOVER_MESSAGES.documentsNeeded,
          {
            documentsChecked: HANDOVER_MESSAGES.documentsNeeded,
          },
        );
      }
      const now = deps.clock().toISOString();
      const handover: HandoverRow = {
        id: randomUUID(),
        booking_id: bookingId,
        kind: 'pickup',
        at: now,
        odometer_km: input.odometerKm,
        fuel_level: input.fuelLevel,
        damage_notes: input.damageNotes,
        documents_checked: input.documentsChecked ? 1 : 0,
        photos: JSON.stringify(keys),
        recorded_by: recordedBy,
        recorded_at: now,
      };
      await insertHandover(trx, handover);
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId: adminId,
          action: 'handover.pickup',
          entity: 'handover',
          entityId: handover.id,
          bookingId,
          carId: booking.car_id,
          after: { ...handoverAudit(handover), documentsChecked: input.documentsChecked },
        },
      );
      await updateBooking(trx, bookingId, { updated_at: now });
      await addHistory(trx, bookingId, {
        status: booking.status,
        at: now,
        by: recordedBy,
        note:
          `Car handed over: ${reading(input)}` +
          (input.documentsChecked ? '; original documents checked at the counter' : ''),
      });
      if (input.deposit) {
        await addCounterEntry(
          deps,
          trx,
          booking,
          await paymentsOfBooking(trx, bookingId),
          { kind: 'deposit', method: input.deposit.method, amount: input.deposit.amount },
          { actorId: adminId, recordedAs: recordedBy },
        );
      }
      return adminView(deps, trx, bookingId);
    }),
  ).finally(() => deps.outbox.wake());
}

function billFor(
  deps: Pick<Deps, 'config'>,
  booking: BookingRow,
  pickup: HandoverRow,
  input: ReturnInput,
  returnedAt: Date,
): Bill {
  if (input.odometerKm < pickup.odometer_km) {
    const message = HANDOVER_MESSAGES.odometerBelowPickup(pickup.odometer_km);
    throw new ValidationError(message, { odometerKm: message });
  }
  if (returnedAt.getTime() < new Date(pickup.at).getTime()) {
    throw new ValidationError(HANDOVER_MESSAGES.returnBeforePickup);
  }
  return computeBill({
    pricePerDay: booking.price_per_day,
    totalDays: booking.total_days,
    bookedReturnAt: new Date(booking.return_at),
    returnedAt,
    odometerOut: pickup.odometer_km,
    odometerIn: input.odometerKm,
    lateGraceMinutes: deps.config.lateGraceMinutes,
    charges: input.charges,
    promo: booking.promo_code ? { code: booking.promo_code, discount: booking.discount } : null,
  });
}

async function pickedUp(trx: Db, bookingId: string): Promise<HandoverRow> {
  const rows = await listHandovers(trx, bookingId);
  const pickup = handoverOf(rows, 'pickup');
  if (!pickup)
    throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.notPickedUp);
  if (handoverOf(rows, 'return')) {
    throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.alreadyReturned);
  }
  return pickup;
}

/** What recording the return now would bill, without recording it. */
export async function previewBill(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  bookingId: string,
  input: ReturnInput,
): Promise<Bill> {
  const booking = await findBookingById(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found.');
  return billFor(deps, booking, await pickedUp(deps.db, bookingId), input, deps.clock());
}

export async function recordReturn(
  deps: HandoverDeps,
  adminId: string,
  bookingId: string,
  input: ReturnInput,
  photos: readonly UploadedFile[],
): Promise<Booking> {
  const recordedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const booking = await withPhotos(deps, photos, (keys) =>
    deps.db.transaction().execute(async (trx) => {
      const booking = await lockedBooking(deps, trx, bookingId);
      const pickup = await pickedUp(trx, bookingId);
      if (booking.status !== 'Confirmed') {
        throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.notConfirmed);
      }
      const returnedAt = deps.clock();
      const bill = billFor(deps, booking, pickup, input, returnedAt);
      const now = returnedAt.toISOString();
      const handover: HandoverRow = {
        id: randomUUID(),
        booking_id: bookingId,
        kind: 'return',
        at: now,
        odometer_km: input.odometerKm,
        fuel_level: input.fuelLevel,
        damage_notes: input.damageNotes,
        documents_checked: 0,
        photos: JSON.stringify(keys),
        recorded_by: recordedBy,
        recorded_at: now,
      };
      await insertHandover(trx, handover);
      await insertBill(trx, {
        booking_id: bookingId,
        bill: JSON.stringify(bill),
        total: bill.total,
        charges: bill.total - booking.total_amount,
        created_at: now,
      });
      const year = financialYear(returnedAt);
      const sequence = await nextInvoiceSequence(trx, year);
      await insertInvoice(trx, {
        id: randomUUID(),
        booking_id: bookingId,
        number: invoiceNumber(year, sequence),
        financial_year: year,
        sequence,
        gstin: deps.config.businessGstin ?? null,
        gst_rate_percent: deps.config.gstRatePercent,
        sac: deps.config.invoiceSac,
        issued_at: now,
      });
      await updateBooking(trx, bookingId, { status: 'Completed', updated_at: now });
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId: adminId,
          action: 'handover.return',
          entity: 'handover',
          entityId: handover.id,
          bookingId,
          carId: booking.car_id,
          before: { status: booking.status },
          after: {
            status: 'Completed',
            ...handoverAudit(handover),
            billTotal: bill.total,
            invoiceNumber: invoiceNumber(year, sequence),
          },
        },
      );
      await addHistory(trx, bookingId, {
        status: 'Completed',
        at: now,
        by: recordedBy,
        note: `Car returned: ${reading(input)}; bill ${formatRupees(bill.total)}`,
      });
      // A completed booking has no reminders left.
      await scheduleReminders(deps, trx, bookingId);
      return adminView(deps, trx, bookingId);
    }),
  );
  deps.outbox.wake();
  return booking;
}
