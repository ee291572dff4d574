import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network, however they are written', () => {
    const key = '2401:4900:1c2a:5f0::/64';
    expect(addressKey('2401:4900:1c2a:05f0:1:2:3:4')).toBe(key);
    expect(addressKey('2401:4900:1c2a:5f0::9')).toBe(key);
    expect(addressKey('2401:4900:1C2A:5F0:ffff::1')).toBe(key);
    expect(addressKey('2401:4900:1c2a:5f1::9')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});
