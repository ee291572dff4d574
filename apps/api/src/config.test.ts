import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', TRUST_PROXY: value })
      .trustProxy;

  it('believes nobody by default', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    // An empty variable counts as unset.
    expect(trustProxy('')).toBe(false);
  });

  it('takes true as a proxy on this machine, never as every sender', () => {
    expect(trustProxy('true')).toEqual(['loopback']);
    expect(trustProxy('yes')).toEqual(['loopback']);
  });

  it('takes a hop count, or addresses and CIDRs separated by commas', () => {
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxy(' 10.0.0.0/8, 2001:db8::/32 ,loopback')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0', '300.1.1.1', '10.0.0.1/8/2', '*', '1, 2'])(
    'stops the start on %j with one line naming the variable',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/^Invalid TRUST_PROXY: /);
    },
  );

  it('reads words in any letter case and IPv6 entries', () => {
    expect(parseTrustProxy('TRUE')).toEqual(['loopback']);
    expect(parseTrustProxy('fe80::1,127.0.0.1/32')).toEqual(['fe80::1', '127.0.0.1/32']);
  });
});

describe('holds and payments settings', () => {
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', ...env });

  it('defaults to 2 Pending bookings, 12 hours, 24 hours to check, 3 tries, 25 % and no UPI', () => {
    expect(load()).toMatchObject({
      maxPendingBookings: 2,
      pendingHoldHours: 12,
      paymentCheckHours: 24,
      advanceTries: 3,
      advancePercent: 25,
      upiId: undefined,
      upiName: 'Hyderabad Self Drive',
    });
  });

  it('reads them from the environment', () => {
    expect(
      load({
        MAX_PENDING_BOOKINGS: '3',
        PENDING_HOLD_HOURS: '24',
        PAYMENT_CHECK_HOURS: '48',
        ADVANCE_TRIES: '2',
        ADVANCE_PERCENT: '30',
        UPI_ID: 'hsd.rentals@okaxis',
        UPI_NAME: 'HSD Rentals',
      }),
    ).toMatchObject({
      maxPendingBookings: 3,
      pendingHoldHours: 24,
      paymentCheckHours: 48,
      advanceTries: 2,
      advancePercent: 30,
      upiId: 'hsd.rentals@okaxis',
      upiName: 'HSD Rentals',
    });
  });

  it.each([
    ['MAX_PENDING_BOOKINGS', '0'],
    ['PENDING_HOLD_HOURS', '1.5'],
    ['PAYMENT_CHECK_HOURS', '0'],
    ['ADVANCE_TRIES', '11'],
    ['ADVANCE_PERCENT', '101'],
    ['UPI_ID', 'not an address'],
  ])('stops the start on %s=%j', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });
});

describe('PUBLIC_URL', () => {
  const publicUrl = (value?: string) =>
    loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', PUBLIC_URL: value })
      .publicUrl;

  it('is unset by default, and read without a trailing slash', () => {
    expect(publicUrl()).toBeUndefined();
    expect(publicUrl('https://hyderabadselfdrive.in/')).toBe('https://hyderabadselfdrive.in');
  });

  it.each(['hyderabadselfdrive.in', 'ftp://hyderabadselfdrive.in'])(
    'stops the start on %j',
    (value) => {
      expect(() => publicUrl(value)).toThrow(/^Invalid PUBLIC_URL: /);
    },
  );
});

describe('deploy settings', () => {
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', ...env });

  it('default to no drain and no metrics', () => {
    expect(load()).toMatchObject({ shutdownDrainSeconds: 0, metricsToken: undefined });
  });

  it('read the drain and the metrics token', () => {
    expect(
      load({ SHUTDOWN_DRAIN_SECONDS: '5', METRICS_TOKEN: 'a-long-enough-token' }),
    ).toMatchObject({ shutdownDrainSeconds: 5, metricsToken: 'a-long-enough-token' });
  });

  it.each([
    ['SHUTDOWN_DRAIN_SECONDS', '121'],
    ['SHUTDOWN_DRAIN_SECONDS', '-1'],
    ['METRICS_TOKEN', 'short'],
  ])('stop the start on %s=%j', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });
});

describe('JWT_SECRET in production', () => {
  it('stops the start without it, and starts with it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/unused' })).toThrow(
      new ConfigError('Invalid JWT_SECRET: required when NODE_ENV is production'),
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp/unused',
    });
    expect(config).toMatchObject({ production: true, jwtSecret: 'x'.repeat(32) });
    // Elsewhere the secret generated into the database still serves a first start.
    expect(loadConfig({ DATA_DIR: '/tmp/unused' }).jwtSecret).toBeUndefined();
  });
});
