import { CAR_DEFS, car } from './cars.mjs';

// Hyderabad scenes for the site's artwork, drawn as SVG and rendered to WebP by render.mjs.
// Every scene is 1600 x 1000 (16:10) unless it says otherwise.

const W = 1600;
const H = 1000;

function svg(body, defs = '', w = W, h = H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${CAR_DEFS}
<pattern id="win-lit" width="28" height="34" patternUnits="userSpaceOnUse"><rect x="6" y="6" width="14" height="18" rx="2" fill="#fde68a" opacity=".85"/></pattern>
<pattern id="win-day" width="28" height="34" patternUnits="userSpaceOnUse"><rect x="6" y="6" width="14" height="18" rx="2" fill="#e0f2fe" opacity=".55"/></pattern>
<pattern id="glass-grid" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 0H22M0 0V22" stroke="#fff" stroke-opacity=".25" stroke-width="2"/></pattern>
${defs}</defs>
${body}
</svg>`;
}

const sky = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** Charminar, front view, 300 wide, standing on (x, y). */
function charminar(x, y, scale, fill) {
  const minaret = (mx) => `
    <rect x="${mx}" y="60" width="36" height="340" fill="${fill}"/>
    <rect x="${mx - 6}" y="150" width="48" height="10" rx="3" fill="${fill}"/>
    <rect x="${mx - 6}" y="225" width="48" height="10" rx="3" fill="${fill}"/>
    <rect x="${mx - 5}" y="75" width="46" height="9" rx="3" fill="${fill}"/>
    <path d="M${mx + 2} 60 Q${mx - 6} 36 ${mx + 18} 14 Q${mx + 42} 36 ${mx + 34} 60 Z" fill="${fill}"/>
    <rect x="${mx + 16}" y="0" width="4" height="16" fill="${fill}"/>`;
  return `<g transform="translate(${x} ${y - 400 * scale}) scale(${scale})">
    ${minaret(0)}${minaret(264)}
    <path fill-rule="evenodd" fill="${fill}" d="M30 175 H270 V400 H30 Z M82 400 V290 Q82 218 150 206 Q218 218 218 290 V400 Z"/>
    <rect x="30" y="150" width="240" height="28" fill="${fill}"/>
    <path fill-rule="evenodd" fill="${fill}" d="M36 112 H264 V152 H36 Z ${[0, 1, 2, 3, 4, 5]
      .map((i) => `M${52 + i * 35} 150 V132 Q${62 + i * 35} 118 ${72 + i * 35} 132 V150 Z`)
      .join(' ')}"/>
    <path d="M110 112 Q150 64 190 112 Z" fill="${fill}"/>
  </g>`;
}

/** A row of buildings with lit or daytime windows. */
function skyline(y, fill, windows, seed = 1, from = 0, to = W) {
  let out = '';
  let x = from;
  let r = seed;
  const rand = () => {
    r = (r * 9301 + 49297) % 233280;
    return r / 233280;
  };
  while (x < to) {
    const w = 70 + Math.floor(rand() * 90);
    const h = 90 + Math.floor(rand() * 230);
    out += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${fill}"/>`;
    if (windows)
      out += `<rect x="${x + 6}" y="${y - h + 10}" width="${w - 12}" height="${h - 20}" fill="url(#${windows})"/>`;
    x += w + Math.floor(rand() * 14);
  }
  return out;
}

function road(y, colour = '#334155', line = '#f8fafc') {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${colour}"/>
  <rect x="0" y="${y}" width="${W}" height="14" fill="#94a3b8"/>
  <path d="M0 ${y + 110} H${W}" stroke="${line}" stroke-width="8" stroke-dasharray="70 60" opacity=".8"/>`;
}

function palm(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M0 0 Q-6 -120 8 -230" stroke="#78350f" stroke-width="14" fill="none"/>
  ${[-60, -25, 15, 50, 85]
    .map(
      (a) =>
        `<path d="M8 -230 q${Math.cos((a * Math.PI) / 180) * 70} ${-30 + Math.abs(a) * 0.6} ${Math.cos((a * Math.PI) / 180) * 130} ${40 + Math.abs(a)}" stroke="#166534" stroke-width="16" stroke-linecap="round" fill="none"/>`,
    )
    .join('')}
  </g>`;
}

export const scenes = {
  // 1. Explore Our Fleet: Charminar at golden hour, three cars on the road.
  'hero-fleet': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky1)"/>
      <circle cx="1180" cy="430" r="120" fill="#fde68a" opacity=".95"/>
      <circle cx="1180" cy="430" r="190" fill="#fde68a" opacity=".18"/>
      ${skyline(700, '#7c3f58', null, 3)}
      ${charminar(560, 700, 1.25, '#5b2245')}
      ${skyline(720, '#4a1d3a', null, 7, 0, 520)}${skyline(720, '#4a1d3a', null, 11, 1010, W)}
      ${road(720)}
      ${car({ type: 'hatchback', colour: '#dc2626', x: 80, y: 905, scale: 1.05 })}
      ${car({ type: 'sedan', colour: '#f8fafc', x: 560, y: 905, scale: 1.1 })}
      ${car({ type: 'suv', colour: '#1d4ed8', x: 1080, y: 905, scale: 1.15 })}`,
      sky('sky1', [
        [0, '#6d28d9'],
        [0.45, '#f97316'],
        [0.75, '#fbbf24'],
      ]),
    ),

  // 2. Find Date Night Cars: Hussain Sagar and the Buddha statue at night.
  'hero-night': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky2)"/>
      ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 263) % W}" cy="${(i * 97) % 420}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.4 + (i % 5) / 10}"/>`).join('')}
      <circle cx="1320" cy="170" r="70" fill="#fef9c3"/>
      <circle cx="1350" cy="150" r="62" fill="#1e1b4b"/>
      ${skyline(600, '#1e1b4b', 'win-lit', 5)}
      <rect x="0" y="600" width="${W}" height="180" fill="url(#lake)"/>
      ${Array.from({ length: 24 }, (_, i) => `<rect x="${40 + i * 66}" y="${615 + (i % 4) * 30}" width="${30 + (i % 3) * 12}" height="4" rx="2" fill="#fde68a" opacity=".35"/>`).join('')}
      <ellipse cx="800" cy="640" rx="110" ry="16" fill="#312e81"/>
      <rect x="760" y="560" width="80" height="80" fill="#c7d2fe"/>
      <path d="M770 560 Q770 400 800 360 Q830 400 830 560 Z" fill="#e0e7ff"/>
      <circle cx="800" cy="345" r="22" fill="#e0e7ff"/>
      <path d="M786 330 Q800 300 814 330 Z" fill="#e0e7ff"/>
      <circle cx="800" cy="450" r="150" fill="#e0e7ff" opacity=".06"/>
      ${road(780, '#1e293b', '#fde68a')}
      ${Array.from({ length: 9 }, (_, i) => `<rect x="${60 + i * 190}" y="660" width="6" height="122" fill="#475569"/><circle cx="${63 + i * 190}" cy="656" r="11" fill="#fde68a"/><circle cx="${63 + i * 190}" cy="656" r="34" fill="#fde68a" opacity=".15"/>`).join('')}
      ${car({ type: 'sedan', colour: '#b91c1c', x: 470, y: 960, scale: 1.25, glow: true })}`,
      sky('sky2', [
        [0, '#0b1b33'],
        [0.6, '#312e81'],
        [1, '#4c1d95'],
      ]) +
        sky('lake', [
          [0, '#1e3a8a'],
          [1, '#0b1b33'],
        ]),
    ),

  // 3. Book Long Trip Cars: the highway through Deccan boulders at sunrise.
  'hero-trip': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky3)"/>
      <circle cx="300" cy="380" r="110" fill="#fef3c7"/>
      <path d="M0 560 Q260 430 520 520 T1040 500 T1600 470 V700 H0 Z" fill="#a3a86b"/>
      <path d="M0 620 Q300 540 640 600 T1600 580 V720 H0 Z" fill="#7c8a4a"/>
      ${[
        [1100, 640, 120, 80],
        [1210, 600, 90, 70],
        [1160, 540, 70, 50],
        [1320, 650, 140, 90],
        [180, 660, 110, 70],
        [260, 610, 70, 55],
      ]
        .map(
          ([cx, cy, rx, ry]) =>
            `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#a16207"/><ellipse cx="${cx - rx * 0.2}" cy="${cy - ry * 0.3}" rx="${rx * 0.6}" ry="${ry * 0.45}" fill="#ca8a04" opacity=".45"/>`,
        )
        .join('')}
      <path d="M0 700 H${W} V${H} H0 Z" fill="#475569"/>
      <path d="M0 700 H${W}" stroke="#e2e8f0" stroke-width="10"/>
      <path d="M0 830 H${W}" stroke="#fbbf24" stroke-width="9" stroke-dasharray="90 60"/>
      <rect x="1380" y="560" width="12" height="140" fill="#64748b"/>
      <rect x="1320" y="520" width="170" height="70" rx="8" fill="#15803d"/>
      <text x="1405" y="565" font-family="Arial, sans-serif" font-weight="700" font-size="30" fill="#fff" text-anchor="middle">NH 65</text>
      ${car({ type: 'suv', colour: '#f8fafc', x: 520, y: 960, scale: 1.3 })}`,
      sky('sky3', [
        [0, '#38bdf8'],
        [0.55, '#bae6fd'],
        [1, '#fde68a'],
      ]),
    ),

  // 4. Browse Hatchbacks: a bright street under the metro line.
  'hero-hatch': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky4)"/>
      <circle cx="1400" cy="150" r="70" fill="#fef08a"/>
      ${skyline(640, '#93c5fd', 'win-day', 17)}
      ${skyline(660, '#60a5fa', 'win-day', 23)}
      <rect x="0" y="330" width="${W}" height="44" fill="#e2e8f0"/>
      <rect x="0" y="370" width="${W}" height="12" fill="#94a3b8"/>
      ${[160, 620, 1080, 1540].map((x) => `<rect x="${x - 24}" y="380" width="48" height="330" fill="#cbd5e1"/><rect x="${x - 60}" y="370" width="120" height="24" fill="#cbd5e1"/>`).join('')}
      <rect x="300" y="262" width="820" height="70" rx="24" fill="#f8fafc"/>
      <rect x="300" y="300" width="820" height="10" fill="#dc2626"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="${330 + i * 66}" y="272" width="44" height="22" rx="5" fill="#1e3a8a"/>`).join('')}
      ${palm(1300, 720, 0.9)}${palm(90, 720, 0.8)}
      ${road(710)}
      ${car({ type: 'hatchback', colour: '#f59e0b', x: 170, y: 900, scale: 1.1 })}
      ${car({ type: 'hatchback', colour: '#0e7490', x: 820, y: 900, scale: 1.1, flip: true })}`,
      sky('sky4', [
        [0, '#0ea5e9'],
        [1, '#e0f2fe'],
      ]),
    ),

  // 5. View City Cars: HITEC City towers at dusk, an EV on the flyover.
  'hero-city': () =>
    svg(
      `<rect width="${W}" height="${H}" fill="url(#sky5)"/>
      ${skyline(640, '#334155', 'win-lit', 29)}
      <rect x="880" y="170" width="220" height="470" rx="100" fill="#1e3a8a"/>
      <rect x="880" y="170" width="220" height="470" rx="100" fill="url(#glass-grid)"/>
      <rect x="910" y="200" width="60" height="420" rx="30" fill="#60a5fa" opacity=".35"/>
      <rect x="420" y="240" width="170" height="400" fill="#0f766e"/>
      <rect x="420" y="240" width="170" height="400" fill="url(#glass-grid)"/>
      <rect x="1190" y="290" width="150" height="350" fill="#1d4ed8"/>
      <rect x="1190" y="290" width="150" height="350" fill="url(#glass-grid)"/>
      <path d="M0 700 Q800 600 1600 700 V740 Q800 640 0 740 Z" fill="#cbd5e1"/>
      <rect x="0" y="720" width="${W}" height="${H - 720}" fill="#1e293b"/>
      <path d="M0 850 H${W}" stroke="#e2e8f0" stroke-width="8" stroke-dasharray="70 60" opacity=".8"/>
      ${car({ type: 'sedan', colour: '#14b8a6', x: 200, y: 950, scale: 1.1 })}
      <g transform="translate(585 800)"><circle r="26" fill="#fff"/><path d="M4 -16 L-10 4 H0 L-4 18 L10 -2 H0 Z" fill="#0d9488"/></g>
      ${car({ type: 'suv', colour: '#e2e8f0', x: 900, y: 950, scale: 1.1, flip: true })}`,
      sky('sky5', [
        [0, '#1e1b4b'],
        [0.5, '#7c3aed'],
        [1, '#f472b6'],
      ]),
    ),

  // About: a branch with cars ready to go.
  branch: () =>
    svg(
      `<rect width="1200" height="900" fill="url(#sky6)"/>
      <rect x="180" y="250" width="840" height="430" fill="#f8fafc"/>
      <rect x="180" y="250" width="840" height="90" fill="#1d4ed8"/>
      <text x="600" y="310" font-family="Arial, sans-serif" font-weight="700" font-size="46" fill="#fff" text-anchor="middle">HYDERABAD SELF DRIVE</text>
      <rect x="180" y="340" width="840" height="18" fill="#f59e0b"/>
      <rect x="240" y="400" width="220" height="280" fill="#bfdbfe"/>
      <rect x="500" y="400" width="200" height="280" fill="#1e3a8a"/>
      <rect x="740" y="400" width="220" height="280" fill="#bfdbfe"/>
      <path d="M240 400 H460 V680 H240 Z M350 400 V680" stroke="#fff" stroke-width="8" fill="none"/>
      <path d="M740 400 H960 V680 H740 Z M850 400 V680" stroke="#fff" stroke-width="8" fill="none"/>
      <text x="600" y="470" font-family="Arial, sans-serif" font-weight="700" font-size="34" fill="#fde68a" text-anchor="middle">24/7</text>
      ${palm(110, 690, 0.9)}${palm(1100, 690, 0.8)}
      <rect x="0" y="680" width="1200" height="220" fill="#94a3b8"/>
      <path d="M0 790 H1200" stroke="#f8fafc" stroke-width="6" stroke-dasharray="50 40"/>
      ${car({ type: 'hatchback', colour: '#dc2626', x: 40, y: 860, scale: 0.95 })}
      ${car({ type: 'suv', colour: '#1d4ed8', x: 620, y: 860, scale: 1.05, flip: true })}`,
      sky('sky6', [
        [0, '#7dd3fc'],
        [1, '#e0f2fe'],
      ]),
      1200,
      900,
    ),

  // 404: the road ends at a signboard.
  lost: () =>
    svg(
      `<rect width="1200" height="750" fill="url(#sky7)"/>
      <path d="M0 470 Q300 400 600 450 T1200 430 V750 H0 Z" fill="#bbf7d0"/>
      <path d="M420 750 L560 470 H640 L780 750 Z" fill="#475569"/>
      <path d="M600 480 V750" stroke="#fbbf24" stroke-width="8" stroke-dasharray="30 26"/>
      <rect x="780" y="330" width="14" height="220" fill="#78350f"/>
      <rect x="690" y="300" width="200" height="90" rx="10" fill="#f59e0b"/>
      <text x="790" y="362" font-family="Arial, sans-serif" font-weight="800" font-size="52" fill="#0f172a" text-anchor="middle">404</text>
      ${car({ type: 'hatchback', colour: '#1d4ed8', x: 150, y: 690, scale: 0.85 })}`,
      sky('sky7', [
        [0, '#bae6fd'],
        [1, '#f0f9ff'],
      ]),
      1200,
      750,
    ),
};
