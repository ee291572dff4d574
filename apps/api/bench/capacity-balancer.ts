import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The capacity benchmark's child processes (capacity.bench.ts forks itself in these modes): a
// bare server, for the balancer's ceiling, and the round-robin balancer in front of the servers.
// Each sends its port to the parent once it listens.

/** A bare server answering every request with the same small JSON, for the balancer's ceiling. */
export function runBare() {
  const body = JSON.stringify({ _id: 'bare', name: 'A car', pricePerDay: 2500 });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  bare.listen(0, '127.0.0.1', () => process.send!((bare.address() as AddressInfo).port));
}

/** The balancer: round robin over the ports in argv, one X-Forwarded-For address per request. */
export function runBalancer() {
  const targets = process.argv.slice(3).map(Number);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let visitor = 0;
  const lb = http.createServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    visitor = (visitor + 1) % 16_000_000;
    const address = `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const upstream = http.request(
      {
        port,
        host: '127.0.0.1',
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, 'x-forwarded-for': address },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  lb.listen(0, '127.0.0.1', () => process.send!((lb.address() as AddressInfo).port));
}
