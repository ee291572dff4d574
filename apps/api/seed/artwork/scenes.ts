// Backdrops for the car pictures (1280 x 800) and the offer banners (1280 x 640).

export const WIDTH = 1280;
export const HEIGHT = 800;

export interface Scene {
  /** Where the wheels touch the ground. */
  groundY: number;
  background: string;
  foreground?: string;
}

export function studio(id: string): Scene {
  return {
    groundY: 610,
    background: `<defs>
  <radialGradient id="${id}-wall" cx="0.5" cy="0.35" r="0.8">
    <stop offset="0" stop-color="#fbfcfd"/><stop offset="1" stop-color="#d5dbe3"/></radialGradient>
  <linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e4e8ee"/><stop offset="1" stop-color="#c3cad4"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-wall)"/>
<path d="M0 520 Q640 470 1280 520 L1280 800 L0 800 Z" fill="url(#${id}-floor)"/>
<path d="M0 520 Q640 470 1280 520" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>`,
  };
}

/** Daylight street with a skyline that nods to Hyderabad's Charminar. */
export function city(id: string): Scene {
  const towers = [
    [30, 330, 90],
    [130, 280, 70],
    [210, 360, 110],
    [330, 300, 80],
    [420, 250, 60],
    [870, 270, 90],
    [970, 340, 70],
    [1050, 290, 120],
    [1180, 350, 80],
  ]
    .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${560 - y!}" rx="4"/>`)
    .join('');
  const minaret = (x: number) =>
    `<rect x="${x}" y="250" width="18" height="300"/><circle cx="${x + 9}" cy="244" r="14"/><rect x="${x + 7}" y="215" width="4" height="20"/>`;
  return {
    groundY: 660,
    background: `<defs>
  <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#9cc7ea"/><stop offset="0.7" stop-color="#dceaf5"/>
    <stop offset="1" stop-color="#eef3f7"/></linearGradient>
  <linearGradient id="${id}-road" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#55595f"/><stop offset="1" stop-color="#2d3035"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-sky)"/>
<g fill="#c4d3e1">${towers}</g>
<g fill="#aebfd0">
  <path d="M520 560 L520 330 L760 330 L760 560 Z"/>
  <path d="M560 330 Q640 270 720 330 Z"/>
  ${minaret(505)}${minaret(757)}
  <rect x="545" y="380" width="190" height="10" fill="#c4d3e1"/>
  <path d="M575 560 L575 460 Q640 390 705 460 L705 560 Z" fill="#c9d7e4"/>
</g>
<rect x="0" y="560" width="${WIDTH}" height="34" fill="#c9ced4"/>
<rect x="0" y="590" width="${WIDTH}" height="8" fill="#9aa1a9"/>
<rect x="0" y="598" width="${WIDTH}" height="202" fill="url(#${id}-road)"/>
<g fill="#e9e3c9" opacity="0.8">${[40, 300, 560, 820, 1080].map((x) => `<rect x="${x}" y="742" width="150" height="10" rx="3"/>`).join('')}</g>`,
  };
}

/** Highway at dusk with hills, for the long-drive look. */
export function dusk(id: string): Scene {
  return {
    groundY: 665,
    background: `<defs>
  <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#283a6b"/><stop offset="0.5" stop-color="#b5708a"/>
    <stop offset="0.8" stop-color="#f2a66e"/><stop offset="1" stop-color="#fbd3a0"/></linearGradient>
  <radialGradient id="${id}-sun"><stop offset="0" stop-color="#fff4d6"/>
    <stop offset="0.35" stop-color="#ffd99a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb36b" stop-opacity="0"/></radialGradient>
  <linearGradient id="${id}-road" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#4a3f4f"/><stop offset="1" stop-color="#1f1b26"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-sky)"/>
<circle cx="930" cy="470" r="230" fill="url(#${id}-sun)"/>
<path d="M0 470 C160 400 260 420 380 445 S640 410 760 430 S1080 450 1280 425 L1280 600 L0 600 Z" fill="#7b5a7e" opacity="0.75"/>
<path d="M0 530 C150 470 300 480 460 515 S780 490 900 500 S1150 530 1280 505 L1280 600 L0 600 Z" fill="#5a4263"/>
<rect x="0" y="592" width="${WIDTH}" height="208" fill="url(#${id}-road)"/>
<rect x="0" y="592" width="${WIDTH}" height="5" fill="#f6c48d" opacity="0.6"/>
<g fill="#f7d9a8" opacity="0.7">${[80, 360, 640, 920, 1200].map((x) => `<rect x="${x}" y="748" width="160" height="9" rx="3"/>`).join('')}</g>`,
  };
}

export const SCENES = [studio, city, dusk];
