import { CHARGE_TYPE_LABELS, type Charge, type DepositReturn } from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import { formatCalendarDate } from '@/lib/date-format';

/** "Toll: ₹350": a charge's heading, and the name of its card in the lists. */
export function chargeTitle(charge: Pick<Charge, 'type' | 'amount'>): string {
  return `${CHARGE_TYPE_LABELS[charge.type]}: ${formatRupees(charge.amount)}`;
}

/** The day the deposit comes back, for a line of text. */
export const depositDay = (figures: Pick<DepositReturn, 'returnOn'>) =>
  formatCalendarDate(figures.returnOn);
