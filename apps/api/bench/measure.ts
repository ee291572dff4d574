import autocannon from 'autocannon';

// autocannon's own histogram keeps whole milliseconds, too coarse for sub-millisecond answers,
// so latencies are taken from its per-response events instead.

export interface Measured {
  rps: number;
  /** Answers in the measured seconds (the warm-up not counted). */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function run(options: autocannon.Options, latencies?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (latencies) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

/**
 * A 1-second warm-up, then `seconds` of load with 10 connections; `warmedUp` is called between
 * the two.
 */
export async function measure(
  options: autocannon.Options,
  seconds: number,
  warmedUp?: () => void,
): Promise<Measured> {
  await run({ ...options, duration: 1 });
  warmedUp?.();
  const latencies: number[] = [];
  const result = await run({ ...options, duration: seconds }, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Several routes measured in turns (A, B, A, B, ...), each turn a 1-second warm-up and `seconds`
 * of load, with the latencies of each route pooled over its turns: a passing load on the machine
 * then falls on every route rather than on whichever happened to run at that moment.
 */
export async function measureInTurns(
  routes: autocannon.Options[],
  seconds: number,
  turns: number,
): Promise<Measured[]> {
  const pooled = routes.map(() => ({
    latencies: [] as number[],
    requests: 0,
    non2xx: 0,
    errors: 0,
  }));
  for (let turn = 0; turn < turns; turn++) {
    for (const [i, options] of routes.entries()) {
      await run({ ...options, duration: 1 });
      const result = await run({ ...options, duration: seconds }, pooled[i]!.latencies);
      pooled[i]!.requests += result.requests.total;
      pooled[i]!.non2xx += result.non2xx;
      pooled[i]!.errors += result.errors + result.timeouts;
    }
  }
  return pooled.map((p) => {
    const sorted = Float64Array.from(p.latencies).sort();
    return {
      rps: p.requests / (seconds * turns),
      requests: p.requests,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      non2xx: p.non2xx,
      errors: p.errors,
    };
  });
}

const ms = (v: number) => `${v.toFixed(2)} ms`;

export function printRouteTable(
  rows: { route: string; bytes: number; real: Measured; bare: Measured }[],
): void {
  const table = rows.flatMap(({ route, bytes, real, bare }) => [
    {
      route,
      server: 'app',
      bytes,
      'req/s': Math.round(real.rps),
      p50: ms(real.p50),
      p99: ms(real.p99),
      'req/s vs bare': `${((real.rps / bare.rps) * 100).toFixed(0)}%`,
      'non-2xx/errors': `${real.non2xx}/${real.errors}`,
    },
    {
      route: '',
      server: 'bare',
      bytes,
      'req/s': Math.round(bare.rps),
      p50: ms(bare.p50),
      p99: ms(bare.p99),
      'req/s vs bare': '100%',
      'non-2xx/errors': `${bare.non2xx}/${bare.errors}`,
    },
  ]);
  console.table(table);
}

/** Prints both sizes; answers the p50 and p99 ratios, large over small. */
export function printListTable(
  small: Measured,
  large: Measured,
  sizes: [number, number],
): [number, number] {
  console.table([
    { bookings: sizes[0], 'req/s': Math.round(small.rps), p50: ms(small.p50), p99: ms(small.p99) },
    { bookings: sizes[1], 'req/s': Math.round(large.rps), p50: ms(large.p50), p99: ms(large.p99) },
  ]);
  return [large.p50 / small.p50, large.p99 / small.p99];
}

/** The search by dates beside the dateless list of the same fleet; answers the p99 ratio. */
export function printSearchTable(
  rows: { route: string; bytes: number; result: Measured }[],
): number {
  console.table(
    rows.map(({ route, bytes, result }) => ({
      route,
      bytes,
      'req/s': Math.round(result.rps),
      p50: ms(result.p50),
      p99: ms(result.p99),
      'non-2xx/errors': `${result.non2xx}/${result.errors}`,
    })),
  );
  const [plain, dated] = [rows[0]!.result, rows[1]!.result];
  console.log(`ratio dated / dateless: p50 ${(dated.p50 / plain.p50).toFixed(2)}x`);
  return dated.p99 / plain.p99;
}

/** Routes measured side by side, without a goal to compare against. */
export function printLatencyTable(rows: { route: string; result: Measured }[]): void {
  console.table(
    rows.map(({ route, result }) => ({
      route,
      'req/s': Math.round(result.rps),
      p50: ms(result.p50),
      p99: ms(result.p99),
      'non-2xx/errors': `${result.non2xx}/${result.errors}`,
    })),
  );
}
