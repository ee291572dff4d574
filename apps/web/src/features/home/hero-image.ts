// The hero pictures: WebP renders of artwork/scenes.mjs at the widths the layout needs.

export const HERO_IMAGE_WIDTHS = [640, 960, 1280] as const;
export const HERO_IMAGE_SIZES =
  '(min-width: 1400px) 636px, (min-width: 992px) 46vw, calc(100vw - 1.5rem)';

export function heroSrcSet(name: string): string {
  return HERO_IMAGE_WIDTHS.map((w) => `/img/${name}-${w}.webp ${w}w`).join(', ');
}

export const FIRST_HERO_IMAGE = 'hero-fleet';
