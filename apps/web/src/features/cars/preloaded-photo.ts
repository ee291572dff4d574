// The server writes a preload of a car page's first photo into the HTML it sends for that page
// (api: plugins/page-head.ts). Drawing that photo at once, before the page's data has arrived,
// makes it the page's first large paint instead of its last.

export interface PhotoHint {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The photo the server preloaded for `pathname`, if this document was sent for that page. */
export function preloadedPhoto(pathname: string): PhotoHint | undefined {
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="preload"][as="image"][data-page="${CSS.escape(pathname)}"]`,
  );
  const src = link?.getAttribute('href');
  if (!link || !src) return undefined;
  return {
    src,
    srcSet: link.getAttribute('imagesrcset') ?? undefined,
    sizes: link.getAttribute('imagesizes') ?? undefined,
  };
}
