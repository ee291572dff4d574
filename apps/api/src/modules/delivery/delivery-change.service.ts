import { ERROR_CODES } from '@rental/shared/api-error';
import { ACTIVE_BOOKING_STATUSES } from '@rental/shared/constants';
import {
  DELIVERY_MESSAGES,
  type BookingDelivery,
  type DeliveryAddress,
  type DeliveryLeg,
  type DeliveryState,
} from '@rental/shared/delivery';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { deliveryLine, type Quote } from '@rental/shared/pricing/quote';
import type { AuthUser } from '../../auth-user';
import type { Db, Deps } from '../../deps';
import { ConflictError } from '../../errors';
import { bookingFor } from '../booking-record/booking-record.service';
import { planDelivery, reserveDelivery } from './delivery-booking.service';
import * as repo from './delivery.repository';

// docs/product.md#doorstep-delivery: the renter or staff change a leg's address (or take it back
// to the branch, or add one) until DELIVERY_CHANGE_CUTOFF_HOURS before it; the fee is priced
// again and the booking's quote and total follow.

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
      fee: r.fee,
      state: r.state as DeliveryState,
    })),
    changeUntil: {
      pickup: changeUntil(booking.pickup_at, cutoff),
      return: changeUntil(booking.return_at, cutoff),
    },
  };
}

/** The booking's quote with its doorstep lines as they now are, before any discount line. */
async function requoteDoorstep(trx: Db, bookingId: string, now: string): Promise<void> {
  const booking = (await repo.findBookingForDelivery(trx, bookingId))!;
  if (!booking.quote) return;
  const quote = JSON.parse(booking.quote) as Quote;
  const legs = await repo.deliveriesOf(trx, bookingId);
  const fees = legs
    .sort((a, b) => (a.leg === 'pickup' ? -1 : b.leg === 'pickup' ? 1 : 0))
    .map((l) => deliveryLine({ leg: l.leg as DeliveryLeg, pin: l.pin, fee: l.fee }));
  const kept = quote.lines.filter((l) => l.kind !== 'delivery');
  const at = kept.findIndex((l) => l.kind === 'discount');
  const lines = at < 0 ? [...kept, ...fees] : [...kept.slice(0, at), ...fees, ...kept.slice(at)];
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  await repo.setBookingQuote(
    trx,
    bookingId,
    JSON.stringify({ ...quote, lines, total }),
    total,
    now,
  );
}

export async function changeDelivery(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  user: AuthUser,
  bookingId: string,
  leg: DeliveryLeg,
  address: DeliveryAddress | null,
): Promise<BookingDelivery> {
  await deps.db.transaction().execute(async (trx) => {
    const booking = await bookingFor({ db: trx }, user, bookingId);
    const now = deps.clock();
    const cutoff = deps.config.deliveryChangeCutoffHours;
    const at = leg === 'pickup' ? booking.pickup_at : booking.return_at;
    const closed = now.getTime() > new Date(at).getTime() - cutoff * HOUR_MS;
    const live = (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status);
    if (closed || !live) {
      throw new ConflictError(ERROR_CODES.deliveryChangeClosed, DELIVERY_MESSAGES.tooLate(cutoff));
    }
    const existing = (await repo.deliveriesOf(trx, bookingId)).find((d) => d.leg === leg);
    if (!address) {
      await repo.deleteDelivery(trx, bookingId, leg);
      await repo.releaseClaim(trx, bookingId, leg);
    } else {
      const times = { pickup: new Date(booking.pickup_at), ret: new Date(booking.return_at) };
      const [planned] = await planDelivery(trx, booking.branch, { [leg]: address }, times);
      if (existing) {
        // The same hour: the seat already held stays; the address and its fee change.
        await repo.updateDelivery(trx, bookingId, leg, {
          line: address.line,
          landmark: address.landmark,
          pin: address.pin,
          lat: address.lat ?? null,
          lng: address.lng ?? null,
          fee: planned!.fee,
          updated_at: now.toISOString(),
        });
      } else {
        await reserveDelivery(trx, now, booking, [planned!]);
      }
    }
    await requoteDoorstep(trx, bookingId, now.toISOString());
  });
  return bookingDelivery(deps, user, bookingId);
}
