import { usePageMeta } from '../../../lib/page-meta';

// Placeholder until the screen is built.
export function AdminOffersPage() {
  usePageMeta('Offer Management');
  return <h1>Offer Management</h1>;
}
