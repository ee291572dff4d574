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
