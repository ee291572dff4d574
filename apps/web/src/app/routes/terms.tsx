import { ContentPage } from '@/features/content/components/content-page';
import { TERMS_SECTIONS } from '@/features/content/terms-sections';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/content/content.scss';

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
      sections={TERMS_SECTIONS}
    />
  );
}
