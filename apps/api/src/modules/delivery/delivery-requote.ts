import type { DeliveryLeg } from '@rental/shared/delivery';
import { deliveryLine, type Quote } from '@rental/shared/pricing/quote';
import type { Db } from '../../deps';
import * as repo from './delivery.repository';

// docs/product.md#doorstep-delivery: after a leg changes, the booking's stored quote and total
// carry its doorstep lines as they now are (the rental lines stay as booked).

/** The booking's quote with its doorstep lines as they now are, before any discount line. */
export async function requoteDoorstep(trx: Db, bookingId: string, now: string): Promise<void> {
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
