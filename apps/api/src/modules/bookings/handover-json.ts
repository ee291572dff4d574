import type { Bill } from '@rental/shared/bill';
import type { BookingHandover, Handover } from '@rental/shared/handover';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { Role } from '../../auth-user';
import { largeKey, thumbKey } from '../uploads/image-pipeline';
import {
  changedByFor,
  type HandoverDetails,
  type HandoverRow,
} from '../booking-record/booking-record.service';
import { storedPhotos } from '../booking-record/stored-photos-json';

// The handover part of a booking's JSON (docs/product.md#handover-and-bill). Photos are served
// by the booking's own address, to its renter and the admin only.

export const NO_HANDOVER: HandoverDetails = { handovers: [] };

const photoUrl = (bookingId: string, key: string) =>
  `/api/bookings/${bookingId}/photos/${key.split('/').pop()}`;

function toHandover(row: HandoverRow, viewer: Role): Handover {
  return {
    at: toKolkataIso(row.at),
    odometerKm: row.odometer_km,
    fuelLevel: row.fuel_level as Handover['fuelLevel'],
    damageNotes: row.damage_notes,
    documentsChecked: row.documents_checked === 1,
    photos: storedPhotos(row.photos).map((photo) => ({
      url: photoUrl(row.booking_id, largeKey(photo.key)),
      thumbnailUrl: photoUrl(row.booking_id, thumbKey(photo.key)),
      position: photo.position,
      note: photo.note,
      takenAt: photo.takenAt && toKolkataIso(photo.takenAt),
      takenBy: photo.takenBy && changedByFor(viewer, photo.takenBy),
    })),
    recordedBy: changedByFor(viewer, row.recorded_by),
  };
}

export function toBookingHandover(details: HandoverDetails, viewer: Role): BookingHandover {
  const pickup = details.handovers.find((row) => row.kind === 'pickup');
  const back = details.handovers.find((row) => row.kind === 'return');
  return {
    pickup: pickup ? toHandover(pickup, viewer) : null,
    return: back ? toHandover(back, viewer) : null,
    bill: details.bill ? (JSON.parse(details.bill.bill) as Bill) : null,
    invoiceNumber: details.invoice?.number ?? null,
    onTrip: pickup !== undefined && back === undefined,
  };
}
