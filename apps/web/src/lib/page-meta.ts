import { useEffect } from 'react';
import { BRAND_NAME } from '@rental/shared/business';

const HOME_TITLE = `${BRAND_NAME} | Self-drive car rental in Hyderabad`;
const DEFAULT_DESCRIPTION =
  'Self-drive car rentals in Hyderabad from Boduppal, Vanasthalipuram and Dilsukhnagar. Hatchbacks, sedans, SUVs and EVs by the hour, day, week or month.';

/**
 * Sets the document title and meta description of a screen. An empty title gives the home
 * title; a screen without a description gets the site's.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : HOME_TITLE;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
