import { usePageMeta } from '../../../lib/page-meta';

// Placeholder until the screen is built.
export function EditCarPage() {
  usePageMeta('Edit Car');
  return <h1>Edit Car</h1>;
}
