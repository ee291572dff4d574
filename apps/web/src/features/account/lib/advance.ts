import type { Booking } from '@rental/shared/bookings';
import type { Payment } from '@rental/shared/payments';

/**
 * Where the renter stands with the advance (docs/product.md#holds-and-payments):
 * - `received`: the business has checked a payment of it;
 * - `submitted`: a UPI reference is waiting to be checked;
 * - `due`: nothing paid yet (after a rejected reference too, which `rejected` then carries);
 * - `none`: nothing to show (the booking is cancelled or closed, or the counter took enough).
 */
export type AdvanceState =
  | { state: 'received'; payment: Payment }
  | { state: 'submitted'; payment: Payment }
  | { state: 'due'; rejected: Payment | undefined }
  | { state: 'none' };

const OPEN = new Set<Booking['status']>(['Pending', 'Confirmed']);

export function advanceState(booking: Booking): AdvanceState {
  // A cancelled booking's money is in its ledger: the refund, not the advance, is what matters.
  if (booking.status === 'Cancelled') return { state: 'none' };
  const advances = booking.payments
    .filter((p) => p.kind === 'advance')
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const received = advances.find((p) => p.status === 'received');
  if (received) return { state: 'received', payment: received };
  const submitted = advances.find((p) => p.status === 'submitted');
  if (submitted) return { state: 'submitted', payment: submitted };
  if (!OPEN.has(booking.status) || booking.advance.amount <= 0) return { state: 'none' };
  if (booking.balance.paid >= booking.advance.amount) return { state: 'none' };
  return { state: 'due', rejected: advances.filter((p) => p.status === 'rejected').at(-1) };
}

/** The payee's UPI address and name from a upi://pay link, for renters who type them in. */
export function upiPayee(link: string): { address: string; name: string } | null {
  try {
    const query = new URL(link).searchParams;
    const address = query.get('pa');
    return address ? { address, name: query.get('pn') ?? '' } : null;
  } catch {
    return null;
  }
}
