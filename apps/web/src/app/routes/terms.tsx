import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function TermsPage() {
  usePageMeta('Terms and Conditions');
  return <h1>Terms and Conditions</h1>;
}
