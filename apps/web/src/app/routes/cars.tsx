import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function CarsPage() {
  usePageMeta('Cars');
  return <h1>Cars</h1>;
}
