import { useEffect } from 'react';
import { BRAND_NAME } from '@rental/shared/business';

/** Sets the document title and meta description of a screen. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
