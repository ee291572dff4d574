import { usePageMeta } from '../../../lib/page-meta';

// Placeholder until the screen is built.
export function AddCarPage() {
  usePageMeta('Add Car');
  return <h1>Add Car</h1>;
}
