import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { handoverClock } from '../../test/handover';
import { jpeg } from '../../test/car-form';
import { uploadDocument } from '../../test/documents';
import { createCode } from '../../test/promo-codes';
import { adminCalls, type Call, type Vars } from './admin-calls.test-helpers';
import { bookingAt, createCallers, HOME, pickedUp, returned, type Callers } from '../../test/staff';

// docs/product.md#back-office: every admin call, called by each kind of caller. The owner may do
// everything; staff of the car's branch what their branch needs; staff of another branch get 404
// for a row of this branch (as if it did not exist; 403 for the branch's own settings, whose name
// is public) and 403 for the owner's calls; a disabled
// account and a visitor 401; a renter 403 (or what their own booking allows). Adding a call is
// one row.

type Role = 'owner' | 'staff' | 'otherStaff' | 'disabledStaff' | 'renter' | 'visitor';
const ROLES: Role[] = ['visitor', 'renter', 'disabledStaff', 'otherStaff', 'staff', 'owner'];

function expected(call: Call, role: Role): number {
  switch (role) {
    case 'visitor':
    case 'disabledStaff':
      return 401;
    case 'renter':
      return call.renter ?? 403;
    case 'owner':
      return call.ok;
    case 'staff':
      return call.access === 'owner' ? 403 : call.ok;
    case 'otherStaff':
      if (call.access === 'branch') return call.otherBranch ?? 404;
      return call.access === 'owner' ? 403 : call.ok;
  }
}

const clock = handoverClock();

describeEachDatabase(
  'who may make each admin call',
  (h) => {
    let c: Callers;
    let table: Record<string, Call>;
    const vars: Vars = {};
    const tokens = {} as Record<Role, string | undefined>;

    beforeAll(async () => {
      c = await createCallers(h);
      Object.assign(tokens, {
        owner: c.owner,
        staff: c.staff,
        otherStaff: c.otherStaff,
        disabledStaff: c.disabledStaff,
        renter: c.renter.token,
        visitor: undefined,
      });
      table = adminCalls(h, c, clock);
      const open = await bookingAt(h, c.renter, clock(), 'Pending');
      const out = await bookingAt(h, c.renter, clock());
      const closed = await bookingAt(h, c.renter, clock());
      const pending = await bookingAt(h, c.renter, clock(), 'Pending');
      await pickedUp(h, c.owner, out.id);
      const photo = await pickedUp(h, c.owner, closed.id);
      await returned(h, c.owner, closed.id);
      const upload = await uploadDocument(
        h,
        c.renter.token,
        'aadhaar_masked',
        await jpeg(640, 400),
      );
      const member = await createStaffToken(h, HOME);
      const promo = await createCode(h, c.owner);
      Object.assign(vars, {
        renterId: c.renter.id,
        booking: open.id,
        car: open.car.id,
        carNumber: open.car.registrationNumber,
        out: out.id,
        closed: closed.id,
        photo,
        pending: pending.id,
        document: (upload.json() as { id: string }).id,
        member: member.id,
        promo: promo._id,
      });
    });

    // Every call by six callers, many building fresh rows: a longer timeout than one call's.
    it('answers each caller as the permission rules say', async () => {
      const failures: string[] = [];
      for (const [name, call] of Object.entries(table)) {
        for (const role of ROLES) {
          const token = tokens[role];
          const v = { ...vars, ...(call.fresh ? await call.fresh(vars, token) : {}) };
          const res = await h.inject({
            method: call.method,
            url: call.url(v),
            headers: token ? bearer(token) : {},
            ...(call.body && { payload: (await call.body(v)) as never }),
          });
          const want = expected(call, role);
          if (res.statusCode !== want) {
            failures.push(
              `${name} as ${role}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);

    describe('the table', () => {
      it('names every admin call of the API reference', async () => {
        const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
          paths: Record<string, Record<string, { security?: unknown[] }>>;
        };
        const guarded = Object.entries(doc.paths).flatMap(([path, ops]) =>
          Object.entries(ops)
            .filter(([, op]) => op.security?.length)
            .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
        );
        const named = new Set(
          Object.keys(table).map((n) => n.replace(/:(\w+)/g, (_, p: string) => `{${p}}`)),
        );
        const missing = guarded
          .map((g) => g.name)
          .filter((n) => !named.has(n))
          // Renter-only calls are outside the back office: among them a renter's review of their
          // booking, the business GSTIN on it, and paying or disputing a charge (staff decide
          // disputes: PATCH, a row).
          .filter((n) => !/\/users\/|\/bookings\/book|allowance|cancel|extens|extend|check/.test(n))
          .filter(
            (n) =>
              !/^(GET|POST) \/api\/bookings\/\{id\}\/review$|^PUT \/api\/bookings\/\{id\}\/gstin$|^POST \/api\/charges\/\{id\}\/(payment|dispute)$/.test(
                n,
              ),
          )
          // Accepting a rental agreement takes the code texted to the renter, and its PDF an
          // accepted agreement: agreements.test.ts covers who may make each.
          .filter((n) => !/^(POST|GET) \/api\/bookings\/\{id\}\/agreement\/(accept|pdf)$/.test(n))
          // An admin's own sign-out everywhere and password change end every session of the
          // account, the suite's shared owner and staff tokens included, and each role's row is
          // sent with that token: admin-account.test.ts covers them.
          .filter((n) => !/^POST \/api\/admin\/me\/(sign-out-everywhere|password)$/.test(n));
        expect(missing).toEqual([]);
      });
    });
  },
  { clock },
);
