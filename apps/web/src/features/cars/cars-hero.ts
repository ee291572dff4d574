import type { PageHeroContent } from '@/components/layout/page-hero';

/** The car list's heading, drawn by the layout (see LayoutHandle). */
export const CARS_HERO: PageHeroContent = {
  eyebrow: 'Our fleet',
  title: 'Self-drive cars in Hyderabad',
  text: 'Hatchbacks, sedans, SUVs and EVs, priced per day. Pick up at Boduppal, Vanasthalipuram or Dilsukhnagar, or get the car delivered.',
};
