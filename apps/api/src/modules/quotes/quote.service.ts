import { kolkataInstant } from '@rental/shared/kolkata-time';
import type { Quote } from '@rental/shared/pricing/quote';
import type { QuoteRequestSchema } from '@rental/shared/pricing/quote-schemas';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { ValidationError } from '../../errors';
import { quotePins } from '../delivery/delivery-booking.service';
import { promoForQuote } from '../promo-codes/promo-codes.service';
import { choosePlan } from '../protection/protection.service';
import { findCarRates, quoteCar } from '../pricing/pricing.service';

// docs/product.md#api: GET and POST /api/quote, the public price of a car for a period, with the
// promo code checked as the booking would check it (less the once-per-renter rule, which needs
// the renter: the booking applies it).

export async function quoteCall(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: z.output<typeof QuoteRequestSchema>,
): Promise<Quote> {
  const pickup = kolkataInstant(input.pickupDate, input.pickupTime);
  const ret = kolkataInstant(input.returnDate, input.returnTime);
  if (!pickup || !ret) throw new ValidationError('Enter real pickup and return times.');
  const car = await findCarRates(deps.db, input.carId);
  const delivery = await quotePins(deps.db, car.branch, {
    pickup: input.deliveryPickupPin,
    return: input.deliveryReturnPin,
  });
  const protection = await choosePlan(deps.db, input.protectionPlanId);
  const period = { pickup, ret, kmPlan: input.kmPlan, delivery, protection };
  const plain = await quoteCar(deps.db, car, period);
  if (!input.promoCode) return plain.quote;
  const promo = await promoForQuote(deps, input.promoCode, {
    customerId: null,
    rental: { days: plain.quote.days, carType: car.type, branch: car.branch },
    amount: plain.quote.rentalAmount,
  });
  return (await quoteCar(deps.db, car, { ...period, promo })).quote;
}
