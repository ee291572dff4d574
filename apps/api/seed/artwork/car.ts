import { closed, shade, through, xy, type Pt } from './geometry';
import type { Profile } from './profiles';

// A clean side view of a car, built from a profile. Everything is in millimetres; place()
// scales it into a scene. Shading is done with a few gradients so it reads like a product
// illustration rather than a cartoon.

export interface Paint {
  body: string;
  /** Accent line along the sill, e.g. blue for an electric car. */
  accent?: string;
  badge?: string;
}

const TYRE = '#17181b';
const TRIM = '#1f2226';

function bodyPath(p: Profile, archR: number): string {
  const sill = p.upper[0]![1];
  const center = p.wheelRadius;
  const dx = Math.sqrt(archR ** 2 - (sill - center) ** 2);
  const large = sill < center ? 1 : 0;
  const arch = (axle: number) =>
    `L ${xy(axle + dx, sill)} A ${archR} ${archR} 0 ${large} 0 ${xy(axle - dx, sill)}`;
  return `${through(p.upper)} ${arch(p.frontAxle)} ${arch(p.rearAxle)} Z`;
}

function wheel(id: string, cx: number, r: number): string {
  const spoke = `M ${-r * 0.07} ${-r * 0.15} L ${-r * 0.12} ${-r * 0.56} L ${r * 0.12} ${-r * 0.56} L ${r * 0.07} ${-r * 0.15} Z`;
  const spokes = [0, 72, 144, 216, 288]
    .map((a) => `<path d="${spoke}" transform="rotate(${a})" fill="url(#${id}-rim)"/>`)
    .join('');
  return `<g transform="translate(${cx} ${-r})">
  <circle r="${r}" fill="url(#${id}-tyre)"/>
  <circle r="${r * 0.68}" fill="#2b2e33"/>
  <circle r="${r * 0.64}" fill="url(#${id}-rim)"/>
  <circle r="${r * 0.57}" fill="#30343a"/>
  <circle r="${r * 0.4}" fill="#5d6268"/>
  <circle r="${r * 0.34}" fill="#474b51"/>
  ${spokes}
  <circle r="${r * 0.16}" fill="url(#${id}-rim)" stroke="#5a5f66" stroke-width="6"/>
  <circle r="${r * 0.07}" fill="#3c4046"/>
</g>`;
}

function pillar(p: Profile, x: number, width: number, lean: number): string {
  const bottom = p.beltline - 60;
  const top = p.beltline + 900;
  const shift = lean * (top - bottom);
  const pts: Pt[] = [
    [x - width / 2, bottom, 'corner'],
    [x + width / 2, bottom, 'corner'],
    [x + width / 2 + shift, top, 'corner'],
    [x - width / 2 + shift, top, 'corner'],
  ];
  return `M ${pts.map(([px, ph]) => xy(px, ph)).join(' L ')} Z`;
}

export function drawCar(p: Profile, paint: Paint, id: string): string {
  const r = p.wheelRadius;
  const archR = r * 1.12;
  const sill = p.upper[0]![1];
  const top = Math.max(...p.upper.map((pt) => pt[1]));
  const body = paint.body;
  const glassFront = p.glass[p.glass.length - 1]!;
  const bPillar = p.pillars[0]!.x;
  const rearEdge = p.rearAxle + archR + 40;
  const frontEdge = p.frontAxle - archR - 50;
  const line = shade(body, -0.55);

  const defs = `
<linearGradient id="${id}-paint" gradientUnits="userSpaceOnUse" x1="0" y1="${-top}" x2="0" y2="${-sill}">
  <stop offset="0" stop-color="${shade(body, 0.3)}"/>
  <stop offset="0.3" stop-color="${shade(body, 0.1)}"/>
  <stop offset="0.52" stop-color="${body}"/>
  <stop offset="0.56" stop-color="${shade(body, 0.18)}"/>
  <stop offset="0.62" stop-color="${shade(body, -0.08)}"/>
  <stop offset="1" stop-color="${shade(body, -0.5)}"/>
</linearGradient>
<linearGradient id="${id}-glass" x1="0" y1="0" x2="0.25" y2="1">
  <stop offset="0" stop-color="#4b5d70"/><stop offset="0.55" stop-color="#263240"/>
  <stop offset="1" stop-color="#151b22"/>
</linearGradient>
<linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#eef1f4"/><stop offset="0.5" stop-color="#aab1b9"/>
  <stop offset="1" stop-color="#6e747c"/>
</linearGradient>
<radialGradient id="${id}-tyre"><stop offset="0.62" stop-color="#34373c"/>
  <stop offset="0.7" stop-color="${TYRE}"/><stop offset="1" stop-color="#0c0d0f"/></radialGradient>
<linearGradient id="${id}-head" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#9fb3c8"/><stop offset="0.6" stop-color="#f4f8fc"/>
  <stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="${id}-tail" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#ff5a4e"/><stop offset="1" stop-color="#8f0f18"/></linearGradient>
<linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.28"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<clipPath id="${id}-body"><path d="${bodyPath(p, archR)}"/></clipPath>
<clipPath id="${id}-dlo"><path d="${closed(p.glass)}"/></clipPath>
<clipPath id="${id}-above"><rect x="-500" y="${-top - 500}" width="${p.length + 1000}" height="${top + 500 - sill + 20}"/></clipPath>
<filter id="${id}-blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="45"/></filter>`;

  const pillars = p.pillars
    .map(
      (pl) =>
        `<path d="${pillar(p, pl.x, pl.width, pl.lean)}" fill="${pl.tone === 'dark' ? '#101318' : `url(#${id}-paint)`}"/>`,
    )
    .join('');

  const cladding = p.cladding
    ? `<g fill="none" stroke="${TRIM}" stroke-width="80" clip-path="url(#${id}-above)">
  <circle cx="${p.frontAxle}" cy="${-r}" r="${archR + 38}"/><circle cx="${p.rearAxle}" cy="${-r}" r="${archR + 38}"/></g>
  <path d="M ${xy(p.rearAxle + archR, sill - 5)} L ${xy(p.frontAxle - archR, sill - 5)} L ${xy(p.frontAxle - archR - 20, sill + 120)} L ${xy(p.rearAxle + archR + 20, sill + 120)} Z" fill="${TRIM}"/>`
    : '';

  const rails = p.roofRails
    ? `<path d="M ${xy(p.length * 0.16, top + 5)} L ${xy(p.length * 0.16, top + 55)} L ${xy(p.length * 0.6, top + 60)} L ${xy(p.length * 0.61, top + 5)}" fill="none" stroke="#2a2d31" stroke-width="34" stroke-linejoin="round"/>`
    : '';

  const accent = paint.accent
    ? `<path d="M ${xy(p.rearAxle + archR + 60, sill + 150)} L ${xy(p.frontAxle - archR - 60, sill + 150)}" stroke="${paint.accent}" stroke-width="22" stroke-linecap="round"/>`
    : '';
  const badge = paint.badge
    ? `<text x="${frontEdge + 120}" y="${-(p.beltline - 330)}" font-family="Noto Sans" font-weight="700" font-size="95" fill="${paint.accent ?? '#fff'}">${paint.badge}</text>`
    : '';

  const handle = (x: number) =>
    `<rect x="${x}" y="${-(p.beltline - 150)}" width="150" height="34" rx="17" fill="${shade(body, -0.3)}"/>
  <rect x="${x + 10}" y="${-(p.beltline - 150)}" width="130" height="10" rx="5" fill="#fff" opacity="0.35"/>`;

  const mirror: Pt[] = [
    [glassFront[0] - 150, glassFront[1] + 10, 'corner'],
    [glassFront[0] - 40, glassFront[1] + 30],
    [glassFront[0] - 25, glassFront[1] + 95],
    [glassFront[0] - 120, glassFront[1] + 110],
    [glassFront[0] - 160, glassFront[1] + 60],
  ];

  const ground = `<ellipse cx="${p.length / 2}" cy="0" rx="${p.length * 0.54}" ry="120" fill="#000" opacity="0.38" filter="url(#${id}-blur)"/>
<ellipse cx="${p.rearAxle}" cy="-4" rx="${r * 1.05}" ry="38" fill="#000" opacity="0.5"/>
<ellipse cx="${p.frontAxle}" cy="-4" rx="${r * 1.05}" ry="38" fill="#000" opacity="0.5"/>`;

  return `<defs>${defs}</defs>
${ground}
<g clip-path="url(#${id}-above)">
  <circle cx="${p.frontAxle}" cy="${-r}" r="${archR}" fill="#0f1114"/>
  <circle cx="${p.rearAxle}" cy="${-r}" r="${archR}" fill="#0f1114"/>
</g>
<path d="${bodyPath(p, archR)}" fill="url(#${id}-paint)" stroke="${shade(body, -0.6)}" stroke-width="10"/>
<g clip-path="url(#${id}-body)">
  <rect x="0" y="${-(p.beltline - 60)}" width="${p.length}" height="260" fill="url(#${id}-sheen)"/>
  <path d="M ${xy(60, p.beltline - 250)} L ${xy(p.length - 300, p.beltline - 300)}" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>
  <path d="M ${xy(60, p.beltline - 272)} L ${xy(p.length - 300, p.beltline - 322)}" stroke="#000" stroke-opacity="0.18" stroke-width="14"/>
  <path d="M ${xy(0, sill + 130)} L ${xy(p.length, sill + 130)}" stroke="#000" stroke-opacity="0.18" stroke-width="30"/>
</g>
${cladding}
<path d="${closed(p.glass)}" fill="url(#${id}-glass)" stroke="${TRIM}" stroke-width="28" stroke-linejoin="round"/>
<g clip-path="url(#${id}-dlo)">
  ${pillars}
  <path d="M ${xy(glassFront[0] - 700, glassFront[1])} L ${xy(glassFront[0] - 300, glassFront[1])} L ${xy(glassFront[0] - 1000, top)} L ${xy(glassFront[0] - 1350, top)} Z" fill="#fff" opacity="0.09"/>
</g>
<g fill="none" stroke="${line}" stroke-opacity="0.75" stroke-width="9">
  <path d="M ${xy(frontEdge, sill + 60)} C ${xy(frontEdge - 10, p.beltline - 300)} ${xy(glassFront[0] - 60, p.beltline - 200)} ${xy(glassFront[0] - 20, p.beltline - 10)}"/>
  <path d="M ${xy(bPillar, sill + 50)} L ${xy(bPillar - 10, p.beltline - 10)}"/>
  <path d="M ${xy(rearEdge, sill + 70)} C ${xy(rearEdge - 40, p.beltline - 400)} ${xy(rearEdge - 80, p.beltline - 150)} ${xy(rearEdge - 90, p.beltline - 10)}"/>
</g>
${handle(bPillar + 110)}
${handle(rearEdge + 60)}
${accent}
${badge}
<path d="${closed(mirror)}" fill="url(#${id}-paint)" stroke="${shade(body, -0.6)}" stroke-width="8"/>
<g clip-path="url(#${id}-body)">
  <path d="${closed(p.headlamp)}" fill="url(#${id}-head)" stroke="#2a2f36" stroke-width="12"/>
  <path d="${closed(p.taillamp)}" fill="url(#${id}-tail)" stroke="#3a0a0e" stroke-width="10"/>
  <path d="M ${xy(p.length - 420, sill + 40)} L ${xy(p.length, sill + 40)} L ${xy(p.length, sill + 110)} L ${xy(p.length - 400, sill + 95)} Z" fill="${TRIM}"/>
  <path d="M ${xy(0, sill + 40)} L ${xy(380, sill + 40)} L ${xy(360, sill + 95)} L ${xy(0, sill + 110)} Z" fill="${TRIM}"/>
</g>
${rails}
${wheel(id, p.rearAxle, r)}
${wheel(id, p.frontAxle, r)}`;
}

/** Puts a drawn car into a scene: its length becomes `width` px, wheels on `groundY`. */
export function place(svg: string, profile: Profile, x: number, groundY: number, width: number) {
  const s = width / profile.length;
  return `<g transform="translate(${x} ${groundY}) scale(${s.toFixed(5)})">${svg}</g>`;
}
