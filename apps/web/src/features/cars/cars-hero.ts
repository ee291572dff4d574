import { CAR_LIST_PAGE } from '@rental/shared/car-list-page';
import type { PageHeroContent } from '@/components/layout/page-hero';

/** The car list's heading, drawn by the layout (see LayoutHandle), as the server's frame draws it. */
export const CARS_HERO: PageHeroContent = CAR_LIST_PAGE.hero;
