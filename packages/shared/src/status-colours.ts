import type { BookingStatus } from './constants';

// docs/product.md#admin: the two screens colour the same statuses differently, and both are
// specified.
type Variant = 'warning' | 'primary' | 'success' | 'danger';

/**
 * Customer account booking cards: Pending warning, Confirmed primary, Completed success, Cancelled
 * danger.
 */
export function accountStatusVariant(status: BookingStatus): Variant {
  return (
    { Pending: 'warning', Confirmed: 'primary', Completed: 'success', Cancelled: 'danger' } as const
  )[status];
}

/** Admin dashboard: Confirmed green, Pending yellow, Completed blue, anything else red. */
export function adminStatusVariant(status: string): Variant {
  if (status === 'Confirmed') return 'success';
  if (status === 'Pending') return 'warning';
  if (status === 'Completed') return 'primary';
  return 'danger';
}
