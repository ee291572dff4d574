import { usePageMeta } from '../../../lib/page-meta';

// Placeholder until the screen is built.
export function AdminBookingsPage() {
  usePageMeta('Bookings');
  return <h1>Bookings</h1>;
}
