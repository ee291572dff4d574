import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function SupportPage() {
  usePageMeta('Support');
  return <h1>Support</h1>;
}
