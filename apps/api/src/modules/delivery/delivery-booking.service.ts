import { ERROR_CODES } from '@rental/shared/api-error';
import {
  DELIVERY_MESSAGES,
  deliveryHour,
  FREE_HOURS_OFFERED,
  type DeliveryAddress,
  type DeliveryChoice,
  type DeliveryLeg,
} from '@rental/shared/delivery';
import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import type { QuoteDeliveryLeg } from '@rental/shared/pricing/quote';
import type { Db } from '../../deps';
import { AppError, ConflictError } from '../../errors';
import * as repo from './delivery.repository';

// docs/product.md#doorstep-delivery: a booking's pickup and return at the renter's address: the
// area's fee, and a seat of the branch's hour claimed in the booking's own transaction.

export interface PlannedLeg {
  leg: DeliveryLeg;
  address: DeliveryAddress;
  fee: number;
  at: Date;
}

const HOUR_MS = 60 * 60_000;
/** How far either side of a full hour the refusal looks for free ones. */
const SEARCH_HOURS = 12;

/** The fee of each doorstep leg; 422 outside_delivery_area for a PIN the branch does not serve. */
export async function planDelivery(
  db: Db,
  branch: string,
  choice: DeliveryChoice | undefined,
  times: { pickup: Date; ret: Date },
): Promise<PlannedLeg[]> {
  const legs: PlannedLeg[] = [];
  for (const leg of ['pickup', 'return'] as const) {
    const address = choice?.[leg];
    if (!address) continue;
    const fee = await repo.findPinFee(db, branch, address.pin);
    if (fee === undefined) {
      throw new AppError(422, ERROR_CODES.outsideDeliveryArea, DELIVERY_MESSAGES.outsideArea, {
        [`delivery.${leg}.pin`]: DELIVERY_MESSAGES.outsideArea,
      });
    }
    legs.push({ leg, address, fee, at: leg === 'pickup' ? times.pickup : times.ret });
  }
  return legs;
}

/** The public quote's doorstep lines from PIN codes alone (the wizard before the address). */
export async function quotePins(
  db: Db,
  branch: string,
  pins: { pickup?: string; return?: string },
): Promise<QuoteDeliveryLeg[]> {
  const choice = {
    pickup: pins.pickup ? { line: '-', landmark: '', pin: pins.pickup } : null,
    return: pins.return ? { line: '-', landmark: '', pin: pins.return } : null,
  };
  const now = new Date(0);
  return quoteLegs(await planDelivery(db, branch, choice, { pickup: now, ret: now }));
}

/** The quote's view of the legs (their fee lines). */
export function quoteLegs(legs: readonly PlannedLeg[]): QuoteDeliveryLeg[] {
  return legs.map((l) => ({ leg: l.leg, pin: l.address.pin, fee: l.fee }));
}

/** The nearest hours, either side of `at`, with a free seat and delivery on that day. */
async function freeHoursNear(db: Db, branch: string, at: Date, now: Date, capacity: number) {
  const candidates: Date[] = [];
  for (let k = 1; k <= SEARCH_HOURS; k++) {
    candidates.push(new Date(at.getTime() + k * HOUR_MS));
    const earlier = new Date(at.getTime() - k * HOUR_MS);
    if (earlier > now) candidates.push(earlier);
  }
  const held = await repo.heldSeats(db, branch, candidates.map(deliveryHour));
  const free: { date: string; time: string }[] = [];
  for (const c of candidates) {
    if (free.length >= FREE_HOURS_OFFERED) break;
    if ((held.get(deliveryHour(c)) ?? 0) >= capacity) continue;
    if (await repo.isDayOff(db, branch, toKolkataDate(c))) continue;
    free.push({ date: toKolkataDate(c), time: toKolkataTime(c) });
  }
  return free;
}

/**
 * Claims a seat of the leg's hour in `trx` (the booking's transaction): 409 delivery_off on a
 * day the branch switched off, 409 delivery_slot_full with the nearest free hours when taken.
 */
export async function claimDeliverySlot(
  trx: Db,
  now: Date,
  claim: { bookingId: string; branch: string; leg: DeliveryLeg; at: Date },
): Promise<void> {
  const hour = deliveryHour(claim.at);
  if (await repo.isDayOff(trx, claim.branch, toKolkataDate(claim.at))) {
    throw new ConflictError(ERROR_CODES.deliveryOff, DELIVERY_MESSAGES.dayOff);
  }
  const capacity = (await repo.findSettings(trx, claim.branch))?.slots_per_hour ?? 0;
  await repo.releaseDeadClaims(trx, claim.branch, hour);
  const claimed = await repo.claimSeat(
    trx,
    { branch: claim.branch, hour, bookingId: claim.bookingId, leg: claim.leg },
    capacity,
  );
  if (!claimed) {
    const free = await freeHoursNear(trx, claim.branch, claim.at, now, capacity);
    // The field names the leg, so the wizard knows which time a free hour replaces.
    throw new AppError(
      409,
      ERROR_CODES.deliverySlotFull,
      DELIVERY_MESSAGES.slotFull,
      { [`delivery.${claim.leg}`]: DELIVERY_MESSAGES.slotFull },
      free,
    );
  }
}

/** Claims the legs' seats and stores them with the booking (in its transaction). */
export async function reserveDelivery(
  trx: Db,
  now: Date,
  booking: { id: string; branch: string },
  legs: readonly PlannedLeg[],
): Promise<void> {
  for (const leg of legs) {
    await claimDeliverySlot(trx, now, { bookingId: booking.id, branch: booking.branch, ...leg });
    await repo.insertDelivery(trx, {
      booking_id: booking.id,
      leg: leg.leg,
      branch: booking.branch,
      line: leg.address.line,
      landmark: leg.address.landmark,
      pin: leg.address.pin,
      lat: leg.address.lat ?? null,
      lng: leg.address.lng ?? null,
      fee: leg.fee,
      at: leg.at.toISOString(),
      hour: deliveryHour(leg.at),
      driver_id: null,
      updated_at: now.toISOString(),
    });
  }
}
