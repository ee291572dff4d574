import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, documentTitle } from '@rental/shared/page-meta';

/**
 * Sets the document title and meta description of a screen. An empty title gives the home
 * title; a screen without a description gets the site's.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
