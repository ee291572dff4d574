import { DELIVERY_MESSAGES, type DeliveryLeg } from '@rental/shared/delivery';
import { kolkataInstant } from '@rental/shared/kolkata-time';
import { ValidationError } from '../../errors';

// docs/product.md#doorstep-delivery: when a leg's driver may come. A leg's hour moves within the
// period the renter booked and paid for (the car brought later than the pickup, or collected
// before the return); moving the rental itself is an extension or a new booking, priced as such.

const HOUR_MS = 60 * 60_000;

export interface LegTimeRules {
  leg: DeliveryLeg;
  booking: { pickup_at: string; return_at: string };
  /** The other leg's time, when it is also at the door. */
  otherLegAt?: string;
  now: Date;
  cutoffHours: number;
}

/** The new instant of a leg from a Kolkata date and time, or a 400 saying what is wrong. */
export function legTime(date: string, time: string, rules: LegTimeRules): Date {
  const at = kolkataInstant(date, time);
  const refuse = (message: string): never => {
    throw new ValidationError(message, { time: message });
  };
  if (!at) return refuse(DELIVERY_MESSAGES.dateAndTime);
  const pickup = new Date(rules.booking.pickup_at).getTime();
  const ret = new Date(rules.booking.return_at).getTime();
  const ms = at.getTime();
  const inside = rules.leg === 'pickup' ? ms >= pickup && ms < ret : ms > pickup && ms <= ret;
  if (!inside) refuse(DELIVERY_MESSAGES.outsideRental);
  if (ms < rules.now.getTime() + rules.cutoffHours * HOUR_MS) {
    refuse(DELIVERY_MESSAGES.tooSoon(rules.cutoffHours));
  }
  if (rules.otherLegAt) {
    const other = new Date(rules.otherLegAt).getTime();
    if (rules.leg === 'pickup' ? ms >= other : ms <= other) refuse(DELIVERY_MESSAGES.legsCrossed);
  }
  return at;
}
