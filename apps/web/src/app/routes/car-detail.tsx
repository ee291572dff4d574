import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function CarDetailPage() {
  usePageMeta('Car');
  return <h1>Car</h1>;
}
