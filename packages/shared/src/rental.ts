import { DAY_MS } from './kolkata-time';

// docs/product.md#booking: days = ceil((return - pickup) / 24 h), at least 1; total = price x days.
// The server computes these from the car's current price; the form shows the same figures.

export function rentalDays(pickup: Date, ret: Date): number {
  const span = ret.getTime() - pickup.getTime();
  return Math.max(1, Math.ceil(span / DAY_MS));
}

export function rentalAmount(pricePerDay: number, days: number): number {
  return pricePerDay * days;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹3,800 */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
