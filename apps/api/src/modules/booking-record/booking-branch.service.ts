import type { Deps } from '../../deps';
import { recordAudit } from '../audit/audit.service';
import { activeBookingsOfCar, hasPickup, updateBooking } from './booking-record.repository';

// docs/product.md#reports: a booking belongs to the branch its car was at when it was made. When
// the owner moves a car to another branch, its bookings not picked up yet move with it, each
// kept in the audit log; those out on a trip, completed or cancelled keep theirs
// (docs/decisions/023-booking-keeps-its-branch.md).

type MoveDeps = Pick<Deps, 'db' | 'dbKind' | 'clock'>;

/**
 * Locks (PostgreSQL) the car's bookings a move may change, before the car edit locks the car:
 * the admin's edit of a booking locks the booking and then its car, so both take them in the
 * same order and never wait for each other. SQLite has one writer and needs no lock.
 */
export async function lockBookingsOfCar(deps: MoveDeps, carId: string): Promise<void> {
  if (deps.dbKind === 'postgres') await activeBookingsOfCar(deps.db, carId, true);
}

/**
 * Moves the car's Pending and Confirmed bookings without a pickup record to `branch`, in the
 * transaction of the car's edit (`deps.db`).
 */
export async function moveBookingsWithCar(
  deps: MoveDeps,
  actorId: string,
  car: { id: string; branch: string },
): Promise<void> {
  const active = await activeBookingsOfCar(deps.db, car.id, deps.dbKind === 'postgres');
  const now = deps.clock().toISOString();
  for (const booking of active) {
    // Read after the lock: a pickup recorded meanwhile has committed by now.
    if (booking.branch === car.branch || (await hasPickup(deps.db, booking.id))) continue;
    await updateBooking(deps.db, booking.id, { branch: car.branch, updated_at: now });
    await recordAudit(deps, {
      actorId,
      action: 'booking.branch',
      entity: 'booking',
      entityId: booking.id,
      bookingId: booking.id,
      carId: car.id,
      before: { branch: booking.branch },
      after: { branch: car.branch },
    });
  }
}
