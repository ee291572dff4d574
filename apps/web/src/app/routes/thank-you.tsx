import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function ThankYouPage() {
  usePageMeta('Thank you');
  return <h1>Thank you</h1>;
}
