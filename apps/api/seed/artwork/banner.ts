import { drawCar, place, type Paint } from './car';
import type { Profile } from './profiles';

// Offer banners (1280 x 640): big headline on the left, a car on the right.

export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 640;

export interface Banner {
  eyebrow: string;
  headline: string;
  subhead: string;
  detail: string;
  colors: { from: string; to: string; accent: string };
  car: { profile: Profile; paint: Paint };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function bannerSvg(b: Banner, id: string): string {
  const { from, to, accent } = b.colors;
  const carWidth = 600;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <linearGradient id="${id}-road" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#${id}-bg)"/>
<circle cx="1010" cy="230" r="300" fill="#fff" opacity="0.07"/>
<circle cx="1150" cy="90" r="170" fill="#fff" opacity="0.06"/>
<path d="M560 640 L760 470 L1280 470 L1280 640 Z" fill="url(#${id}-road)"/>
<path d="M0 600 L1280 600" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
${place(drawCar(b.car.profile, b.car.paint, `${id}-car`), b.car.profile, 650, 540, carWidth)}
<g font-family="Noto Sans Display, Noto Sans, sans-serif" fill="#fff">
  <rect x="72" y="72" width="${b.eyebrow.length * 15 + 48}" height="44" rx="22" fill="${accent}"/>
  <text x="96" y="102" font-family="Noto Sans" font-size="20" font-weight="700" letter-spacing="3" fill="${from}">${escape(b.eyebrow)}</text>
  <text x="68" y="258" font-size="150" font-weight="700" letter-spacing="-3">${escape(b.headline)}</text>
  <text x="72" y="338" font-size="64" font-weight="700" fill="${accent}">${escape(b.subhead)}</text>
  <text x="74" y="400" font-family="Noto Sans" font-size="26" opacity="0.9">${escape(b.detail)}</text>
  <rect x="72" y="452" width="208" height="60" rx="30" fill="#fff"/>
  <text x="176" y="491" font-family="Noto Sans" font-size="24" font-weight="700" text-anchor="middle" fill="${from}">Book now  →</text>
  <text x="74" y="588" font-family="Noto Sans" font-size="18" opacity="0.75">Hyderabad Self Drive · Boduppal · Vanasthalipuram · Dilsukhnagar</text>
</g>
</svg>`;
}
