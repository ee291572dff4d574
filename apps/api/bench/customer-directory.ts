import { directorySearches } from './customers-data';
import { measure, printLatencyTable } from './measure';
import type { ServerChild } from './server-child';

// The customer directory at 100,000 renters (docs/product.md#customers): plain pages, and searches
// by name and by mobile prefix.

const DIRECTORY = { renters: 100_000, bookingsEach: 2, seconds: 5 };

/** GET /api/admin/customers: plain pages, and searches by name and by mobile prefix. */
export async function customerDirectory(server: ServerChild) {
  const { renters, bookingsEach, seconds } = DIRECTORY;
  console.log(`\nfilling the customer directory with ${renters} renters ...`);
  server.tell({ type: 'customers', renters, bookingsEach });
  const { url, token, seconds: filled } = await server.next('customers-ready');
  console.log(`filled in ${filled.toFixed(1)} s`);
  const headers = { authorization: `Bearer ${token}` };
  const { names, mobiles } = directorySearches(renters);
  const path = (query: string) => `/api/admin/customers?${query}`;
  const routes = [
    {
      route: 'plain pages 1 to 100',
      paths: Array.from({ length: 100 }, (_, i) => path(`page=${i + 1}`)),
    },
    { route: 'search by name prefix', paths: names.map((q) => path(`q=${encodeURIComponent(q)}`)) },
    { route: 'search by mobile prefix', paths: mobiles.map((q) => path(`q=${q}`)) },
  ];
  const first = (await (await fetch(url + routes[0]!.paths[0]!, { headers })).json()) as {
    total: number;
  };
  const named = (await (await fetch(url + routes[1]!.paths[0]!, { headers })).json()) as {
    total: number;
  };
  if (first.total !== renters || named.total === 0) {
    throw new Error(`directory answered ${first.total} renters, ${named.total} for a name`);
  }
  console.log(`sample: "${names[0]}" matches ${named.total} of ${renters} renters`);
  const results = [];
  for (const { route, paths } of routes) {
    console.log(`measuring ${route} ...`);
    let n = 0;
    const result = await measure(
      {
        url,
        headers,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) },
        ],
      },
      seconds,
    );
    results.push({ route, result });
  }
  console.log(`\nGET /api/admin/customers, ${renters} renters (10 connections, SQLite):`);
  printLatencyTable(results);
}
