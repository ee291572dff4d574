import { isIPv6 } from 'node:net';

/**
 * The address a rate limit counts: an IPv4 address as it is, an IPv6 one by its /64 network,
 * since one home or phone gets a whole /64 and could otherwise step through its addresses.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // A dotted IPv4 tail fills the last two groups.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - width(front) - width(back)).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
