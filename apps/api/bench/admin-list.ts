import { goal } from './goals';
import { measure, printListTable, type Measured } from './measure';
import type { ServerChild } from './server-child';

// The admin booking list, newest first, at 1,000 and at 100,000 bookings: the larger should answer
// about as fast as the smaller.

const LIST_SECONDS = 5;
const LIST_SIZES: [number, number] = [1_000, 100_000];

/** The admin booking list at 1,000 and at 100,000 bookings. */
export async function adminList(server: ServerChild) {
  const lists: Measured[] = [];
  let list: { url: string; token: string } | undefined;
  for (const total of LIST_SIZES) {
    console.log(`\nfilling the admin list to ${total} bookings ...`);
    const urlMessage = list ? undefined : server.next('list-url');
    server.tell({ type: 'list', total });
    list ??= await urlMessage!;
    await server.next('list-ready');
    const url = `${list.url}/api/bookings?limit=20`;
    const headers = { authorization: `Bearer ${list.token}` };
    const check = await fetch(url, { headers });
    if (check.status !== 200 || check.headers.get('x-total-count') !== String(total)) {
      throw new Error(
        `admin list answered ${check.status}, total ${check.headers.get('x-total-count')}`,
      );
    }
    lists.push(await measure({ url, headers }, LIST_SECONDS));
  }
  console.log('\nGET /api/bookings?limit=20 (admin, newest first):');
  const [r50, r99] = printListTable(lists[0]!, lists[1]!, LIST_SIZES);
  goal(
    `admin list ${LIST_SIZES[1]} / ${LIST_SIZES[0]}`,
    `p50 ${r50.toFixed(2)}x, p99 ${r99.toFixed(2)}x`,
    'both within 2x',
    r50 <= 2 && r99 <= 2,
  );
}
