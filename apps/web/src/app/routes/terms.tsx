import { ContentPage } from '@/features/content/components/content-page';
import { TermsInForce } from '@/features/content/components/terms-in-force';
import { TERMS_SECTIONS } from '@/features/content/terms-sections';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/content/content.scss';

// The rental terms in force, as the owner last saved them, after the policies that explain them.
const SECTIONS = [
  ...TERMS_SECTIONS,
  { id: 'rental-terms', title: 'The terms you accept at pickup', body: <TermsInForce /> },
];

export function TermsPage() {
  usePageMeta(
    'Terms & Conditions',
    'Rental terms for self-drive cars in Hyderabad: age and licence, documents, deposit, kilometres, fuel, payment, cancellations and refunds.',
  );
  return (
    <ContentPage
      eyebrow="Rental terms"
      title="Terms & Conditions"
      intro="What you can expect from us, and what we ask of you, when you rent a self-drive car."
      updated="1 November 2026"
      sections={SECTIONS}
    />
  );
}
