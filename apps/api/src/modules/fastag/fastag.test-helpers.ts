import { beforeAll } from 'vitest';
import {
  createAdminToken,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCustomer,
} from '../../test/factories';
import { bearer, type Harness } from '../../test/harness';
import { createCompletedBooking, DAY } from '../../test/charges';
import { statementCsv, type StatementBooking, type StatementLine } from '../../test/fastag';
import { HOME, OTHER } from '../../test/staff';

// What the FASTag import tests share: three cars (two of HOME, one of OTHER), each with three
// Completed bookings returned in the last month, and the calls.

export interface FastagKit {
  owner: string;
  staff: string;
  renter: TestCustomer;
  /** In the order the statement fixture walks them; branch beside each. */
  bookings: (StatementBooking & { id: string; branch: string })[];
  /** With `bank`, the statement is read with that bank's saved columns. */
  upload(
    lines: StatementLine[] | string,
    token?: string,
    bank?: string,
  ): ReturnType<Harness['inject']>;
  proposed(token?: string): ReturnType<Harness['inject']>;
  confirm(ids: string[], token?: string): ReturnType<Harness['inject']>;
  /** Saved tolls whose transaction id starts with `prefix`. */
  saved(prefix: string): Promise<{ transaction_id: string; status: string }[]>;
}

export function fastagKit(h: Harness, now: () => Date): FastagKit {
  const kit = { bookings: [] } as unknown as FastagKit;
  beforeAll(async () => {
    kit.owner = await createAdminToken(h);
    kit.staff = (await createStaffToken(h, HOME)).token;
    kit.renter = await createCustomer(h);
    const cars = [
      { registration: 'TS 07 FA 1001', branch: HOME },
      { registration: 'TS 07 FA 1002', branch: HOME },
      { registration: 'TS 07 FA 1003', branch: OTHER },
    ];
    const made = [];
    for (const spec of cars) {
      made.push(await createCar(h, { registrationNumber: spec.registration, branch: spec.branch }));
    }
    for (let k = 0; k < 3; k++) {
      for (const [c, spec] of cars.entries()) {
        const car = made[c]!;
        const returnAt = new Date(now().getTime() - (10 + 3 * k) * DAY);
        const id = await createCompletedBooking(h, kit.renter, car, returnAt, 0);
        kit.bookings.push({
          id,
          branch: spec.branch,
          registration: spec.registration,
          pickupAt: new Date(returnAt.getTime() - 2 * DAY),
          returnAt,
        });
      }
    }
  });
  kit.upload = (lines, token = kit.owner, bank) =>
    h.inject({
      method: 'POST',
      url: '/api/admin/fastag/imports',
      headers: bearer(token),
      payload: {
        fileName: 'statement.csv',
        csv: typeof lines === 'string' ? lines : statementCsv(lines),
        ...(bank !== undefined && { bank }),
      },
    });
  kit.proposed = (token = kit.owner) =>
    h.inject({ method: 'GET', url: '/api/admin/fastag/proposed', headers: bearer(token) });
  kit.confirm = (ids, token = kit.owner) =>
    h.inject({
      method: 'POST',
      url: '/api/admin/fastag/confirm',
      headers: bearer(token),
      payload: { ids },
    });
  kit.saved = (prefix) =>
    h.app.db
      .selectFrom('fastag_tolls')
      .select(['transaction_id', 'status'])
      .where('transaction_id', 'like', `${prefix}%`)
      .orderBy('transaction_id')
      .execute();
  return kit;
}
