import { recordCites } from '@rental/shared/damage-claims';
import type { Db } from '../../db/database';
import { storedPhotos } from '../booking-record/stored-photos-json';
import { listHandovers } from './handover.repository';

// docs/product.md#damage-claims: the photos of a booking's pickup and return that a damage charge
// may cite, for the charges module.

/** The cites of every photo of the booking's pickup and return records. */
export async function bookingPhotoCites(db: Db, bookingId: string): Promise<string[]> {
  const rows = await listHandovers(db, bookingId);
  return rows.flatMap((row) =>
    row.kind === 'pickup' || row.kind === 'return'
      ? recordCites(row.kind, storedPhotos(row.photos))
      : [],
  );
}
