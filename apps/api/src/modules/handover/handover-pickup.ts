import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { Booking } from '@rental/shared/bookings';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { HANDOVER_MESSAGES, type PickupRecordSchema } from '@rental/shared/handover';
import type { z } from 'zod';
import { ConflictError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { agreementForPickup } from '../agreements/agreements.service';
import { recordAudit } from '../audit/audit.service';
import { hasApprovedLicenceAndId } from '../documents/documents.service';
import type { UploadedFile } from '../uploads/image-pipeline';
import { insertHandover, listHandovers, type HandoverRow } from './handover.repository';
import { describedPhotos, withPhotos } from './handover-photos';
import {
  adminView,
  handoverAudit,
  handoverOf,
  lockedBooking,
  reading,
  type HandoverDeps,
} from './handover-record';
import { addCounterEntry } from '../payments/payment-counter';
import { paymentsOfBooking } from '../payments/ledger.service';
import { addHistory, updateBooking } from '../booking-record/booking-record.service';

// docs/product.md#handover-and-bill: the staff hand the car over (pickup record), with the
// renter's documents approved or checked at the counter, and may take the deposit with it, all in
// one transaction, which keeps the record in the audit log too (docs/decisions/019-audit-log.md).

type PickupInput = z.output<typeof PickupRecordSchema>;

export async function recordPickup(
  deps: HandoverDeps,
  adminId: string,
  bookingId: string,
  input: PickupInput,
  photos: readonly UploadedFile[],
): Promise<Booking> {
  const recordedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const photoList = describedPhotos(input.photos, photos, recordedBy, deps.clock());
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
      // docs/product.md#handover-and-bill: a car going out on another day than booked needs a
      // reason on record (one left 10 days early once, unnoticed).
      const offDay = booking.pickup_date !== todayInKolkata(deps.clock());
      if (offDay && input.offDayReason === '') {
        throw new ConflictError(ERROR_CODES.pickupOffDay, HANDOVER_MESSAGES.offDayReasonNeeded, {
          offDayReason: HANDOVER_MESSAGES.offDayReasonNeeded,
        });
      }
      const agreement = await agreementForPickup(trx, bookingId, input);
      const handover: HandoverRow = {
        id: randomUUID(),
        booking_id: bookingId,
        kind: 'pickup',
        at: now,
        odometer_km: input.odometerKm,
        fuel_level: input.fuelLevel,
        damage_notes: input.damageNotes,
        documents_checked: input.documentsChecked ? 1 : 0,
        photos: photoList(keys),
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
          after: {
            ...handoverAudit(handover),
            documentsChecked: input.documentsChecked,
            ...(offDay && {
              bookedPickupDate: booking.pickup_date,
              offDayReason: input.offDayReason,
            }),
            ...(agreement
              ? { agreement }
              : { agreement: null, noAgreementReason: input.noAgreementReason }),
          },
        },
      );
      await updateBooking(trx, bookingId, { updated_at: now });
      await addHistory(trx, bookingId, {
        status: booking.status,
        at: now,
        by: recordedBy,
        note:
          `Car handed over: ${reading(input)}` +
          (input.documentsChecked ? '; original documents checked at the counter' : '') +
          (offDay
            ? `; not on the booked day (${booking.pickup_date}): ${input.offDayReason}`
            : '') +
          (agreement
            ? `; rental agreement accepted (terms version ${agreement.termsVersion})`
            : `; without the renter's agreement: ${input.noAgreementReason}`),
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
