import {
  DELIVERY_MESSAGES,
  type DeliveryLeg,
  type DeliveryState,
  type DispatchDay,
} from '@rental/shared/delivery';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';
import { queueBookingEvent } from '../outbox/outbox.service';
import { scopeOf } from '../staff/branch-scope';
import { toDispatchLeg } from './delivery-json';
import * as repo from './delivery.repository';

// docs/product.md#doorstep-delivery: the driver's day, per branch and day, and moving a leg
// along scheduled → on the way → done; "on the way" tells the renter (outbox).

/** A branch's legs of the day in time order; branch staff see only their own branch. */
export async function dispatchOfDay(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  branch: string,
  date: string,
): Promise<DispatchDay> {
  const scope = scopeOf(user);
  if (scope !== null && scope !== branch) throw new NotFoundError(DELIVERY_MESSAGES.noDelivery);
  const [rows, staff] = await Promise.all([
    repo.dispatchDay(deps.db, branch, date),
    repo.staffOfBranch(deps.db, branch),
  ]);
  return {
    branch,
    date,
    legs: rows.map(toDispatchLeg),
    drivers: staff.map((s) => ({ id: s.id, name: s.name || s.email })),
  };
}

export async function updateDispatch(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'outbox'>,
  bookingId: string,
  leg: DeliveryLeg,
  input: { state?: DeliveryState; driverId?: string | null },
): Promise<void> {
  const queued = await deps.db.transaction().execute(async (trx) => {
    const row = (await repo.deliveriesOf(trx, bookingId)).find((d) => d.leg === leg);
    if (!row) throw new NotFoundError(DELIVERY_MESSAGES.noDelivery);
    if (input.driverId) {
      const staff = await repo.staffOfBranch(trx, row.branch);
      if (!staff.some((s) => s.id === input.driverId)) {
        throw new ValidationError(DELIVERY_MESSAGES.driverNotInBranch, {
          driverId: DELIVERY_MESSAGES.driverNotInBranch,
        });
      }
    }
    await repo.updateDelivery(trx, bookingId, leg, {
      ...(input.state ? { state: input.state } : {}),
      ...(input.driverId !== undefined ? { driver_id: input.driverId } : {}),
      updated_at: deps.clock().toISOString(),
    });
    if (input.state !== 'on_the_way' || row.state === 'on_the_way') return 0;
    // Once per leg: the event key repeats, so setting it again sends nothing more.
    return queueBookingEvent(
      deps,
      trx,
      bookingId,
      { event: 'delivery_on_the_way', leg },
      { discriminator: leg },
    );
  });
  if (queued > 0) deps.outbox.wake();
}
