import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { Booking } from '@rental/shared/bookings';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { formatRupees } from '@rental/shared/rental';
import { ConflictError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { financialYear, invoiceNumber, nextInvoiceSequence } from '../invoices/invoice-number';
import { queueBookingEvent } from '../outbox/outbox.service';
import { scheduleReminders } from '../outbox/reminders';
import type { UploadedFile } from '../uploads/image-pipeline';
import { billFor, pickedUp, type ReturnInput } from './handover-bill';
import { damageCites, describedPhotos, withPhotos } from './handover-photos';
import {
  adminView,
  handoverAudit,
  lockedBooking,
  reading,
  type HandoverDeps,
} from './handover-record';
import { insertBill, insertHandover, insertInvoice, type HandoverRow } from './handover.repository';
import { addHistory, updateBooking } from '../booking-record/booking-record.service';

// docs/product.md#handover-and-bill: the staff take the car back (return record); the return
// computes the final bill, completes the booking and numbers its invoice, all in one transaction,
// which keeps the record in the audit log too (docs/decisions/019-audit-log.md).

export async function recordReturn(
  deps: HandoverDeps,
  adminId: string,
  bookingId: string,
  input: ReturnInput,
  photos: readonly UploadedFile[],
): Promise<Booking> {
  const recordedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const photoList = describedPhotos(input.photos, photos, recordedBy, deps.clock());
  const damagePhotos = damageCites(input.photos, input.charges);
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
        photos: photoList(keys),
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
        renter_gstin: booking.renter_gstin,
        renter_legal_name: booking.renter_legal_name,
        // docs/product.md#rate-plans: one composite supply at the car's rate, kept on the booking.
        gst_rate_percent: booking.gst_rate_percent ?? deps.config.gstRatePercent,
        sac: booking.sac ?? deps.config.invoiceSac,
        issued_at: now,
        tax_in_paise: 1,
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
            ...(damagePhotos.length > 0 && { damagePhotos }),
            ...(input.damageCapExclusion && { damageCapExclusion: input.damageCapExclusion }),
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
      // A completed booking has no reminders left, and its renter is asked for a review, once.
      await scheduleReminders(deps, trx, bookingId);
      await queueBookingEvent(deps, trx, bookingId, { event: 'review_invitation' });
      return adminView(deps, trx, bookingId);
    }),
  );
  deps.outbox.wake();
  return booking;
}
