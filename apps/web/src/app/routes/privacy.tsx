import { ContentPage } from '@/features/content/components/content-page';
import { PRIVACY_SECTIONS } from '@/features/content/privacy-sections';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/content/content.scss';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How we collect, use, keep and protect your personal data under the Digital Personal Data Protection Act, 2023, and how to ask for a copy or deletion.',
  );
  return (
    <ContentPage
      eyebrow="Your data"
      title="Privacy Policy"
      intro="What personal data we collect when you rent a car, why, how long we keep it, and your rights under the Digital Personal Data Protection Act, 2023."
      updated="1 November 2026"
      sections={PRIVACY_SECTIONS}
    />
  );
}
