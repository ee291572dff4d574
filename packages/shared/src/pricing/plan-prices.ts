import { formatRupees } from '../rental';

// docs/product.md#rate-plans: the plans a car has, as the car list and car page show them. Kept
// free of zod and of the quote so the home page's bundle stays small.

interface Plans {
  pricePerHour?: number | null;
  minHours?: number | null;
  pricePerWeek?: number | null;
  pricePerMonth?: number | null;
  unlimitedKmPerDay?: number | null;
}

/** "from ₹250/hour (4 h minimum)", "₹10,000/week", "₹36,000/month", "unlimited km +₹500/day". */
export function planPrices(car: Plans): string[] {
  const out: string[] = [];
  if (car.pricePerHour) {
    const minimum = car.minHours && car.minHours > 1 ? ` (${car.minHours} h minimum)` : '';
    out.push(`from ${formatRupees(car.pricePerHour)}/hour${minimum}`);
  }
  if (car.pricePerWeek) out.push(`${formatRupees(car.pricePerWeek)}/week`);
  if (car.pricePerMonth) out.push(`${formatRupees(car.pricePerMonth)}/month`);
  if (car.unlimitedKmPerDay) out.push(`unlimited km +${formatRupees(car.unlimitedKmPerDay)}/day`);
  return out;
}

/**
 * The one plan a car card shows under its day price, the shortest way in: "from ₹150/hour", else
 * "₹10,800/week". The server's first frame prints the same line, so the card does not grow when
 * the app takes over; the car page lists every plan.
 */
export function cardPlanLine(car: Plans): string | null {
  if (car.pricePerHour) return `from ${formatRupees(car.pricePerHour)}/hour`;
  if (car.pricePerWeek) return `${formatRupees(car.pricePerWeek)}/week`;
  return null;
}
