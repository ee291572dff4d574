import { describe, expect, it } from 'vitest';
import { holdExpired, holdLeft } from './hold';

const until = '2026-12-01T18:00:00+05:30';
const at = (iso: string) => new Date(iso);

describe('holdLeft', () => {
  it('says the hours and minutes left', () => {
    expect(holdLeft(until, at('2026-12-01T12:40:00+05:30'))).toBe('Held 5 h 20 min more');
  });

  it('leaves out the minutes on a whole hour and the hours under one', () => {
    expect(holdLeft(until, at('2026-12-01T15:00:00+05:30'))).toBe('Held 3 h more');
    expect(holdLeft(until, at('2026-12-01T17:20:00+05:30'))).toBe('Held 40 min more');
  });

  it('rounds the last seconds up to a minute', () => {
    expect(holdLeft(until, at('2026-12-01T17:59:30+05:30'))).toBe('Held 1 min more');
    expect(holdLeft(until, at('2026-12-01T16:59:30+05:30'))).toBe('Held 1 h 1 min more');
  });

  it('says the hold expired at and after its end', () => {
    expect(holdLeft(until, at('2026-12-01T18:00:00+05:30'))).toBe('Hold expired');
    expect(holdLeft(until, at('2026-12-02T09:00:00+05:30'))).toBe('Hold expired');
    expect(holdExpired(until, at('2026-12-01T18:00:00+05:30'))).toBe(true);
    expect(holdExpired(until, at('2026-12-01T17:59:00+05:30'))).toBe(false);
  });
});
