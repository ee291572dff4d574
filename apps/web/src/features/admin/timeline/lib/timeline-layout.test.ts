import { describe, expect, it } from 'vitest';
import { placeBars } from './timeline-layout';

describe('placeBars', () => {
  const day = ['2026-11-29T00:00:00.000+05:30', '2026-11-30T00:00:00.000+05:30'] as const;

  it('places bars as shares of the window, clipped at its edges', () => {
    const { bars, lanes } = placeBars(
      [
        { from: '2026-11-29T06:00:00.000+05:30', to: '2026-11-29T12:00:00.000+05:30' },
        { from: '2026-11-28T12:00:00.000+05:30', to: '2026-11-29T03:00:00.000+05:30' },
        { from: '2026-11-29T18:00:00.000+05:30', to: '2026-12-01T00:00:00.000+05:30' },
      ],
      ...day,
    );
    expect(lanes).toBe(1);
    expect(bars.map((b) => [b.left, b.width, b.clippedStart, b.clippedEnd])).toEqual([
      [0, 12.5, true, false],
      [25, 25, false, false],
      [75, 25, false, true],
    ]);
  });

  it('puts overlapping bars in lanes of their own', () => {
    const { bars, lanes } = placeBars(
      [
        { from: '2026-11-29T06:00:00.000+05:30', to: '2026-11-29T18:00:00.000+05:30' },
        { from: '2026-11-29T12:00:00.000+05:30', to: '2026-11-29T20:00:00.000+05:30' },
        { from: '2026-11-29T18:00:00.000+05:30', to: '2026-11-29T22:00:00.000+05:30' },
      ],
      ...day,
    );
    expect(lanes).toBe(2);
    expect(bars.map((b) => b.lane)).toEqual([0, 1, 0]);
  });
});
