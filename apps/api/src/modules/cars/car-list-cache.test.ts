import { describe, expect, it } from 'vitest';
import { CarListCache } from './car-list-cache';

function counter() {
  let loads = 0;
  const waiting: (() => void)[] = [];
  const load = async () => {
    loads += 1;
    const n = loads;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return n;
  };
  // Lets the oldest running load finish.
  return { load, loads: () => loads, release: () => waiting.shift()?.() };
}

describe('car list cache', () => {
  it('serves one load to a burst of readers', async () => {
    const c = counter();
    const cache = new CarListCache(c.load, 1000);
    const reads = [cache.get(), cache.get(), cache.get()];
    c.release();
    expect(await Promise.all(reads)).toEqual([1, 1, 1]);
    expect(await cache.get()).toBe(1);
    expect(c.loads()).toBe(1);
  });

  it('loads again after its time is up', async () => {
    let n = 0;
    const cache = new CarListCache(async () => ++n, 20);
    expect(await cache.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get()).toBe(2);
  });

  it('loads again at once after a write in this process', async () => {
    let n = 0;
    const cache = new CarListCache(async () => ++n, 60_000);
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a load that was running when a write happened', async () => {
    const c = counter();
    const cache = new CarListCache(c.load, 60_000);
    const before = cache.get();
    cache.invalidate();
    const after = cache.get();
    c.release(); // the first load finishes: it may be older than the write
    expect(await before).toBe(1);
    c.release();
    expect(await after).toBe(2);
    expect(await cache.get()).toBe(2);
  });
});
