import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function OffersPage() {
  usePageMeta('Offers');
  return <h1>Offers</h1>;
}
