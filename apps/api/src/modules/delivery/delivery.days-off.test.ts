import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import { DELIVERY_MESSAGES } from '@rental/shared/messages';
import { bearer, describeEachDatabase } from '../../test/harness';
import { createCallers, HOME, OTHER, type Callers } from '../../test/staff';
import { dayIn } from '../../test/delivery';

// docs/product.md#doorstep-delivery: a branch switches delivery off for a day: the owner at any
// branch, a staff member at their own; each switch is in the audit log with who made it.

describeEachDatabase('switching delivery off for a day', (h) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(h);
  });

  const switchDay = (token: string, branch: string, date: string, off: boolean) =>
    h.inject({
      method: 'POST',
      url: `/api/admin/delivery/areas/${branch}/days-off`,
      headers: bearer(token),
      payload: { date, off },
    });
  const dayOffEntries = async () =>
    (
      await h.inject({
        method: 'GET',
        url: '/api/admin/audit?limit=100',
        headers: bearer(callers.owner),
      })
    )
      .json<AuditEntry[]>()
      .filter((e) => e.action === 'delivery_area.day_off');

  it("lets a staff member switch their own branch's day off and on, audited", async () => {
    const off = await switchDay(callers.staff, HOME, dayIn(9), true);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().daysOff).toEqual([dayIn(9)]);
    const on = await switchDay(callers.staff, HOME, dayIn(9), false);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().daysOff).toEqual([]);

    const entries = await dayOffEntries();
    expect(entries.map((e) => [e.actor.id, e.entityId, e.before, e.after])).toEqual([
      [callers.staffId, HOME, { day: dayIn(9), off: true }, { day: dayIn(9), off: false }],
      [callers.staffId, HOME, { day: dayIn(9), off: false }, { day: dayIn(9), off: true }],
    ]);
  });

  it("refuses another branch's staff with 403 and changes nothing", async () => {
    const res = await switchDay(callers.otherStaff, HOME, dayIn(10), true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', error: DELIVERY_MESSAGES.otherBranch });
    const areas = (await h.inject({ method: 'GET', url: '/api/delivery/areas' })).json<
      { branch: string; daysOff: string[] }[]
    >();
    expect(areas.find((a) => a.branch === HOME)!.daysOff).not.toContain(dayIn(10));
  });

  it('lets the owner switch any branch, and a switch to the same state leaves no entry', async () => {
    const before = (await dayOffEntries()).length;
    expect((await switchDay(callers.owner, OTHER, dayIn(11), true)).statusCode).toBe(200);
    const again = await switchDay(callers.owner, OTHER, dayIn(11), true);
    expect(again.statusCode).toBe(200);
    expect(again.json().daysOff).toEqual([dayIn(11)]);
    expect((await dayOffEntries()).length).toBe(before + 1);
  });

  it('refuses a renter and a disabled staff account', async () => {
    expect((await switchDay(callers.renter.token, HOME, dayIn(12), true)).statusCode).toBe(403);
    expect((await switchDay(callers.disabledStaff, HOME, dayIn(12), true)).statusCode).toBe(401);
  });
});
