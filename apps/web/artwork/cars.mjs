// Side views of the car types the fleet has, drawn on a 400 x 150 box with the ground at y = 140.
// Each returns SVG markup; `colour` is the body paint.

const TYRE = '#111827';
const ARCH = '#1f2937';
const RIM = '#cbd5e1';
const GLASS = 'url(#glass)';

function wheel(cx, cy, r) {
  return `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="${ARCH}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${RIM}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="#94a3b8" stroke-width="3" stroke-dasharray="4 5"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#64748b"/>`;
}

const SHAPES = {
  sedan: {
    body: 'M12 112 L12 84 Q14 68 34 64 L100 60 Q122 58 138 42 L166 22 Q176 15 192 15 L256 15 Q272 15 284 24 L322 54 L372 62 Q394 66 396 86 L396 108 Q396 116 386 116 L20 116 Q12 116 12 112 Z',
    glass: 'M150 56 L174 30 Q181 23 193 23 L252 23 Q264 23 273 31 L302 56 Z',
    pillar: 'M228 23 L226 56',
    door: 'M150 60 L150 108 M228 58 L230 108 M302 58 L308 100',
    wheels: [
      [88, 116, 27],
      [318, 116, 27],
    ],
    head: [384, 72],
    tail: [16, 74],
  },
  hatchback: {
    body: 'M40 112 L40 78 Q40 58 52 44 L80 22 Q90 14 106 14 L232 14 Q248 14 260 24 L296 54 L344 62 Q366 66 368 86 L368 108 Q368 116 358 116 L48 116 Q40 116 40 112 Z',
    glass: 'M70 52 L94 28 Q100 22 112 22 L228 22 Q240 22 249 30 L276 54 Z',
    pillar: 'M176 22 L174 54',
    door: 'M176 58 L178 108 M276 58 L282 100',
    wheels: [
      [104, 116, 27],
      [300, 116, 27],
    ],
    head: [356, 72],
    tail: [44, 66],
  },
  suv: {
    body: 'M14 110 L14 64 Q14 50 26 40 L48 12 Q54 4 68 4 L276 4 Q292 4 302 14 L332 46 L378 54 Q396 58 396 78 L396 106 Q396 114 386 114 L22 114 Q14 114 14 110 Z',
    glass: 'M44 46 L62 16 Q66 12 74 12 L270 12 Q282 12 290 20 L314 46 Z',
    pillar: 'M150 12 L150 46 M232 12 L232 46',
    door: 'M150 50 L150 106 M232 50 L234 106 M314 50 L322 96',
    wheels: [
      [92, 114, 30],
      [322, 114, 30],
    ],
    head: [386, 66],
    tail: [18, 58],
    rack: true,
  },
};

/** A car, facing right, standing on the ground at (x, y), `scale` times its 400 px width. */
export function car({
  type = 'sedan',
  colour = '#2563eb',
  x = 0,
  y = 0,
  scale = 1,
  flip = false,
  glow = false,
}) {
  const s = SHAPES[type];
  const transform = flip
    ? `translate(${x + 400 * scale} ${y - 140 * scale}) scale(${-scale} ${scale})`
    : `translate(${x} ${y - 140 * scale}) scale(${scale})`;
  const [hx, hy] = s.head;
  const [tx, ty] = s.tail;
  return `<g transform="${transform}">
  <ellipse cx="205" cy="140" rx="200" ry="9" fill="#000" opacity=".22"/>
  ${glow ? `<path d="M${hx} ${hy} L${hx + 260} ${hy - 30} L${hx + 260} ${hy + 50} Z" fill="url(#beam)" opacity=".7"/>` : ''}
  ${s.rack ? '<rect x="80" y="-6" width="190" height="6" rx="3" fill="#334155"/><rect x="100" y="-22" width="120" height="16" rx="4" fill="#92400e"/><rect x="100" y="-22" width="120" height="5" rx="2" fill="#b45309"/>' : ''}
  <path d="${s.body}" fill="${colour}"/>
  <path d="${s.body}" fill="url(#paint)"/>
  <path d="${s.glass}" fill="${GLASS}"/>
  <path d="${s.pillar}" stroke="${colour}" stroke-width="7"/>
  <path d="${s.door}" stroke="#000" stroke-opacity=".18" stroke-width="2" fill="none"/>
  <rect x="${hx - 14}" y="${hy - 5}" width="18" height="9" rx="4" fill="#fef3c7"/>
  <rect x="${tx - 2}" y="${ty - 5}" width="12" height="11" rx="3" fill="#dc2626"/>
  <rect x="${(s.wheels[0][0] + s.wheels[1][0]) / 2 - 50}" y="${s.wheels[0][1] - 40}" width="16" height="4" rx="2" fill="#000" opacity=".25"/>
  <rect x="${(s.wheels[0][0] + s.wheels[1][0]) / 2 + 30}" y="${s.wheels[0][1] - 40}" width="16" height="4" rx="2" fill="#000" opacity=".25"/>
  ${s.wheels.map(([cx, cy, r]) => wheel(cx, cy, r)).join('')}
</g>`;
}

/** Gradients the cars use; put once in <defs>. */
export const CAR_DEFS = `
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#e0f2fe"/><stop offset=".55" stop-color="#93c5fd"/><stop offset="1" stop-color="#1e3a8a"/>
</linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/>
</linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#fef9c3" stop-opacity=".9"/><stop offset="1" stop-color="#fef9c3" stop-opacity="0"/>
</linearGradient>`;
