import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safe next path', () => {
  it('accepts paths of this site', () => {
    expect(safeNextPath('/book/car-1')).toBe('/book/car-1');
    expect(safeNextPath('/account?tab=bookings')).toBe('/account?tab=bookings');
  });

  it('refuses other origins and odd forms', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '',
      null,
      '/login',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });

  it('builds the login address with the way back', () => {
    expect(loginPathFor('/book/car-1')).toBe('/login?next=%2Fbook%2Fcar-1');
    expect(loginPathFor('/')).toBe('/login');
  });
});
