import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID starting with the millisecond it was made', () => {
    const id = timeOrderedId(Date.UTC(2026, 10, 26, 3, 30));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Date.UTC(2026, 10, 26, 3, 30));
  });

  it('sorts ids of later milliseconds after earlier ones, and never repeats', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedId(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    const same = Array.from({ length: 1000 }, () => timeOrderedId(1_700_000_000_000));
    expect(new Set(same).size).toBe(1000);
  });
});
