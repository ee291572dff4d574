// A clock the test sets and moves, for the app (HarnessOptions.clock) and the rules it runs.

export interface TestClock {
  (): Date;
  set(instant: string | Date): void;
  advance(ms: number): void;
}

export function testClock(start: string | Date): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (instant) => {
    now = new Date(instant).getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}
