// docs/product.md#fleet-timeline: where each bar of a car's row goes, as percentages of the
// window, and which lane it takes so overlapping bars (a block over a booking, two requests for
// one car) sit one above the other instead of hiding each other.

export interface Placed<T> {
  item: T;
  left: number;
  width: number;
  lane: number;
  /** The bar runs on before or after the window. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export function placeBars<T extends { from: string; to: string }>(
  items: readonly T[],
  windowFrom: string,
  windowTo: string,
): { bars: Placed<T>[]; lanes: number } {
  const start = Date.parse(windowFrom);
  const span = Date.parse(windowTo) - start;
  const laneEnds: number[] = [];
  const bars = [...items]
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from))
    .map((item) => {
      const from = Date.parse(item.from);
      const to = Date.parse(item.to);
      let lane = laneEnds.findIndex((end) => end <= from);
      if (lane === -1) lane = laneEnds.push(to) - 1;
      else laneEnds[lane] = to;
      const left = Math.max(0, from - start);
      const right = Math.min(span, to - start);
      return {
        item,
        left: (left / span) * 100,
        width: (Math.max(0, right - left) / span) * 100,
        lane,
        clippedStart: from < start,
        clippedEnd: to - start > span,
      };
    });
  return { bars, lanes: Math.max(1, laneEnds.length) };
}
