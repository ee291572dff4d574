import type { DeliveryLeg } from '@rental/shared/delivery';
import type { AuthUser } from '../../auth-user';
import type { Db, Deps } from '../../deps';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { addHistory, kolkataWhen } from '../booking-record/booking-record.service';
import { queueBookingEvent } from '../outbox/outbox.service';

// docs/product.md#doorstep-delivery: every change of a leg leaves a line in the booking's history;
// a change by staff is also in the audit log, and the renter is told of it (outbox).

export interface LegFacts {
  at: string;
  pin: string;
  line: string;
  fee: number;
}

const LEG_NAME: Record<DeliveryLeg, string> = { pickup: 'Delivery', return: 'Collection' };

function describe(leg: DeliveryLeg, before: LegFacts | null, after: LegFacts | null): string {
  const name = LEG_NAME[leg];
  if (!after) return `${name} taken back to the branch.`;
  const what = `${name} at ${kolkataWhen(after.at)}, PIN ${after.pin}, fee ₹${after.fee}`;
  return before ? `${what} (was ${kolkataWhen(before.at)}, PIN ${before.pin}).` : `${what} added.`;
}

/** Records a leg's change; answers how many messages were queued for the renter. */
export async function recordChange(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  trx: Db,
  user: AuthUser,
  booking: { id: string; status: string },
  leg: DeliveryLeg,
  before: LegFacts | null,
  after: LegFacts | null,
): Promise<number> {
  const staff = user.role === 'admin';
  const by = staff ? `admin:${await adminRecordedAs({ db: trx }, user.id)}` : 'customer';
  await addHistory(trx, booking.id, {
    status: booking.status,
    at: deps.clock().toISOString(),
    by,
    note: describe(leg, before, after),
  });
  if (!staff) return 0;
  await recordAudit(
    { db: trx, clock: deps.clock },
    {
      actorId: user.id,
      action: 'delivery.change',
      entity: 'booking',
      entityId: booking.id,
      before: { leg, ...before },
      after: { leg, ...after },
    },
  );
  // One message per change, even a change back to an earlier time.
  return queueBookingEvent(
    deps,
    trx,
    booking.id,
    after
      ? { event: 'delivery_changed', leg, at: after.at, pin: after.pin }
      : { event: 'delivery_changed', leg, at: null, pin: null },
    { discriminator: `${leg}:${deps.clock().toISOString()}` },
  );
}
