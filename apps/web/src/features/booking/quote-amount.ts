import { formatRupees } from '@rental/shared/rental';

/** A quote line's amount: a discount reads −₹500, a line that costs nothing "Included". */
export function amountText(amount: number): string {
  if (amount === 0) return 'Included';
  return amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount);
}
