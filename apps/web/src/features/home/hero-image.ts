import { preload } from 'react-dom';

// The first hero picture is the home screen's largest paint. The router asks for it the moment
// '/' matches, in parallel with the screen's code, instead of after the screen has rendered.
// Kept tiny: it is part of the first load of every screen.

export const HERO_IMAGE_WIDTHS = [640, 960, 1280] as const;
export const HERO_IMAGE_SIZES =
  '(min-width: 1400px) 636px, (min-width: 992px) 46vw, calc(100vw - 1.5rem)';

export function heroSrcSet(name: string): string {
  return HERO_IMAGE_WIDTHS.map((w) => `/img/${name}-${w}.webp ${w}w`).join(', ');
}

export const FIRST_HERO_IMAGE = 'hero-fleet';

export function preloadFirstHeroImage(): void {
  preload(`/img/${FIRST_HERO_IMAGE}-960.webp`, {
    as: 'image',
    imageSrcSet: heroSrcSet(FIRST_HERO_IMAGE),
    imageSizes: HERO_IMAGE_SIZES,
    fetchPriority: 'high',
  });
}
