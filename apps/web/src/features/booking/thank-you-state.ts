// What the booking form hands to /thank-you through the navigation state (docs/product.md#screens and #booking).

import type { QuoteAnswer } from '@rental/shared/pricing/quote-schemas';

/** A quote line as the thank-you page prints it: label and whole-rupee amount. */
export type ThankYouLine = Pick<QuoteAnswer['lines'][number], 'kind' | 'label' | 'amount'>;

export interface ThankYouState {
  bookingId: string;
  /** The 8-character reference the renter quotes (docs/product.md#booking-reference). */
  reference?: string;
  /** The pickup branch (docs/product.md#branches). */
  branch?: string;
  /** The end of the hold, and the advance to pay by then (docs/product.md#holds-and-payments). */
  heldUntil?: string | null;
  advanceAmount?: number;
  carName: string;
  totalAmount: number;
  /** docs/product.md#rate-plans: the booking's quote lines, as stored on the booking. */
  lines?: ThankYouLine[];
  /** The GST rate the total includes. */
  gstRatePercent?: number;
  /** docs/product.md#promo-codes: the code applied and what it took off. */
  promoCode?: string | null;
  discount?: number;
  totalDays?: number;
  pickupDateTime?: string;
  returnDateTime?: string;
}

/** The state if it has the spec's three fields, else null (e.g. /thank-you opened directly). */
export function readThankYouState(state: unknown): ThankYouState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<Record<keyof ThankYouState, unknown>>;
  if (typeof s.bookingId !== 'string' || !s.bookingId) return null;
  if (typeof s.carName !== 'string' || typeof s.totalAmount !== 'number') return null;
  return {
    bookingId: s.bookingId,
    reference: typeof s.reference === 'string' ? s.reference : undefined,
    branch: typeof s.branch === 'string' ? s.branch : undefined,
    heldUntil: typeof s.heldUntil === 'string' ? s.heldUntil : null,
    advanceAmount: typeof s.advanceAmount === 'number' ? s.advanceAmount : undefined,
    carName: s.carName,
    totalAmount: s.totalAmount,
    lines: readLines(s.lines),
    gstRatePercent: typeof s.gstRatePercent === 'number' ? s.gstRatePercent : undefined,
    promoCode: typeof s.promoCode === 'string' ? s.promoCode : null,
    discount: typeof s.discount === 'number' ? s.discount : 0,
    totalDays: typeof s.totalDays === 'number' ? s.totalDays : undefined,
    pickupDateTime: typeof s.pickupDateTime === 'string' ? s.pickupDateTime : undefined,
    returnDateTime: typeof s.returnDateTime === 'string' ? s.returnDateTime : undefined,
  };
}

/** The lines if every one has a label and a whole amount (the state survives a reload). */
function readLines(value: unknown): ThankYouLine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lines = value.filter(
    (l): l is ThankYouLine =>
      typeof l === 'object' &&
      l !== null &&
      typeof (l as ThankYouLine).label === 'string' &&
      Number.isInteger((l as ThankYouLine).amount),
  );
  return lines.length === value.length ? lines : undefined;
}
