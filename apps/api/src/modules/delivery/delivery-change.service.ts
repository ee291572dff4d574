import { ERROR_CODES } from '@rental/shared/api-error';
import { ACTIVE_BOOKING_STATUSES } from '@rental/shared/constants';
import {
  DELIVERY_MESSAGES,
  deliveryHour,
  type BookingDelivery,
  type DeliveryAddress,
  type DeliveryChange,
  type DeliveryLeg,
  type DeliveryState,
} from '@rental/shared/delivery';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { bookingFor } from '../booking-record/booking-record.service';
import { planDelivery, reserveDelivery } from './delivery-booking.service';
import { recordChange } from './delivery-change-record';
import { legTime, type LegTimeRules } from './delivery-leg-time';
import { requoteDoorstep } from './delivery-requote';
import * as repo from './delivery.repository';

// docs/product.md#doorstep-delivery: the renter or staff change a leg's address (or take it back
// to the branch, or add one) or its hour until DELIVERY_CHANGE_CUTOFF_HOURS before it; the fee is
// priced again, the new hour's seat claimed, and the booking's quote and total follow.

const HOUR_MS = 60 * 60_000;

function changeUntil(at: string, cutoffHours: number): string {
  return toKolkataIso(new Date(at).getTime() - cutoffHours * HOUR_MS);
}

export async function bookingDelivery(
  deps: Pick<Deps, 'db' | 'config'>,
  user: AuthUser,
  bookingId: string,
): Promise<BookingDelivery> {
  const booking = await bookingFor(deps, user, bookingId);
  const rows = await repo.deliveriesOf(deps.db, bookingId);
  const cutoff = deps.config.deliveryChangeCutoffHours;
  return {
    legs: rows.map((r) => ({
      leg: r.leg as DeliveryLeg,
      at: toKolkataIso(r.at),
      line: r.line,
      landmark: r.landmark,
      pin: r.pin,
      lat: r.lat,
      lng: r.lng,
      fee: r.fee,
      state: r.state as DeliveryState,
    })),
    // A leg at the door may have moved from the booking's time; its own time counts.
    changeUntil: {
      pickup: changeUntil(rows.find((r) => r.leg === 'pickup')?.at ?? booking.pickup_at, cutoff),
      return: changeUntil(rows.find((r) => r.leg === 'return')?.at ?? booking.return_at, cutoff),
    },
  };
}

/** The leg as the history line and the audit log tell it. */
const legFacts = (row: repo.DeliveryRow | undefined) =>
  row ? { at: toKolkataIso(row.at), pin: row.pin, line: row.line, fee: row.fee } : null;

/** Offers only the free hours the leg may move to, when its new hour is full. */
function withinRules(error: unknown, rules: LegTimeRules): unknown {
  if (!(error instanceof AppError) || !error.freeHours) return error;
  const allowed = error.freeHours.filter((h) => {
    try {
      legTime(h.date, h.time, rules);
      return true;
    } catch {
      return false;
    }
  });
  return new AppError(error.statusCode, error.code, error.message, error.fields, allowed);
}

export async function changeDelivery(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'outbox'>,
  user: AuthUser,
  bookingId: string,
  leg: DeliveryLeg,
  change: DeliveryChange,
): Promise<BookingDelivery> {
  const queued = await deps.db.transaction().execute(async (trx) => {
    const booking = await bookingFor({ db: trx }, user, bookingId);
    const now = deps.clock();
    const cutoff = deps.config.deliveryChangeCutoffHours;
    const legs = await repo.deliveriesOf(trx, bookingId);
    const existing = legs.find((d) => d.leg === leg);
    const at = existing?.at ?? (leg === 'pickup' ? booking.pickup_at : booking.return_at);
    const closed = now.getTime() > new Date(at).getTime() - cutoff * HOUR_MS;
    const live = (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status);
    if (closed || !live) {
      throw new ConflictError(ERROR_CODES.deliveryChangeClosed, DELIVERY_MESSAGES.tooLate(cutoff));
    }
    const rules: LegTimeRules = {
      leg,
      booking,
      otherLegAt: legs.find((d) => d.leg !== leg)?.at,
      now,
      cutoffHours: cutoff,
    };
    const newAt = change.date && change.time ? legTime(change.date, change.time, rules) : null;
    const address: DeliveryAddress | null | undefined =
      change.address !== undefined
        ? change.address
        : // An hour-only change keeps the address and the phone's location the driver's map uses.
          existing && {
            line: existing.line,
            landmark: existing.landmark,
            pin: existing.pin,
            lat: existing.lat,
            lng: existing.lng,
          };
    if (address === undefined) throw new NotFoundError(DELIVERY_MESSAGES.noDelivery);
    if (!address) {
      await repo.deleteDelivery(trx, bookingId, leg);
      await repo.releaseClaim(trx, bookingId, leg);
    } else {
      const when = newAt ?? new Date(at);
      const times = { pickup: when, ret: when };
      const [planned] = await planDelivery(trx, booking.branch, { [leg]: address }, times);
      if (existing && deliveryHour(when) === existing.hour) {
        // The same hour: the seat already held stays; the address, its fee and the minute change.
        await repo.updateDelivery(trx, bookingId, leg, {
          ...addressColumns(address),
          fee: planned!.fee,
          at: when.toISOString(),
          updated_at: now.toISOString(),
        });
      } else {
        if (existing) {
          await repo.deleteDelivery(trx, bookingId, leg);
          await repo.releaseClaim(trx, bookingId, leg);
        }
        // A seat of the new hour, or 409 delivery_slot_full; the transaction then keeps the old.
        await reserveDelivery(trx, now, booking, [planned!]).catch((error: unknown) => {
          throw withinRules(error, rules);
        });
        if (existing?.driver_id) {
          await repo.updateDelivery(trx, bookingId, leg, { driver_id: existing.driver_id });
        }
      }
    }
    await requoteDoorstep(trx, bookingId, now.toISOString());
    const after = (await repo.deliveriesOf(trx, bookingId)).find((d) => d.leg === leg);
    return recordChange(deps, trx, user, booking, leg, legFacts(existing), legFacts(after));
  });
  if (queued > 0) deps.outbox.wake();
  return bookingDelivery(deps, user, bookingId);
}

const addressColumns = (a: DeliveryAddress) => ({
  line: a.line,
  landmark: a.landmark,
  pin: a.pin,
  lat: a.lat ?? null,
  lng: a.lng ?? null,
});
