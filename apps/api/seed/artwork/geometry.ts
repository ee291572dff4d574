// Small helpers to write SVG paths for a car drawn in millimetres: x from the rear bumper
// forward, h above the ground. SVG's y grows downward, so h is written as -h.

export type Pt = readonly [x: number, h: number, corner?: 'corner'];

const fmt = (n: number) => String(Math.round(n * 10) / 10);
export const xy = (x: number, h: number) => `${fmt(x)} ${fmt(-h)}`;

/** A smooth curve through the points (Catmull-Rom), sharp where a point is marked 'corner'. */
export function through(points: readonly Pt[], startWithMove = true): string {
  const first = points[0]!;
  let d = startWithMove ? `M ${xy(first[0], first[1])}` : `L ${xy(first[0], first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p0 = i === 0 || p1[2] ? p1 : points[i - 1]!;
    const p3 = i + 2 >= points.length || p2[2] ? p2 : points[i + 2]!;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1h = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2h = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C ${xy(c1x, c1h)} ${xy(c2x, c2h)} ${xy(p2[0], p2[1])}`;
  }
  return d;
}

/** Closed smooth shape. */
export const closed = (points: readonly Pt[]) => `${through(points)} Z`;

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
