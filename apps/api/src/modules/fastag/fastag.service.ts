import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  FASTAG_MESSAGES,
  FASTAG_UNMATCHED_REASONS,
  type FastagImportResult,
  type FastagProposedToll,
  type FastagUnmatchedReason,
  type FastagUnmatchedRow,
} from '@rental/shared/fastag';
import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import { normaliseRegistrationNumber } from '@rental/shared/registration-number';
import type { BranchScope } from '../../db/branch-scope';
import { ConflictError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { newChargeRow, recordCharge, type ChargeDeps } from '../charges/charges.service';
import { isUniqueViolation } from '../payments/charge-payments.service';
import { readStatement, type StatementRow } from './fastag-csv';
import { columnsOfBank } from './fastag-mappings.service';
import * as repo from './fastag.repository';

// docs/product.md#fastag-statements: each row of the bank's statement is matched to the booking
// whose car has its registration and whose pickup-to-return period contains its time. Matched
// rows are saved as tolls to confirm; the others are answered with their reason and not saved,
// so a statement imported again once a booking is completed picks them up.

const DAY = 86_400_000;

type Candidate = Awaited<ReturnType<typeof repo.bookingsOfRegistration>>[number];

const toJson = (
  row: repo.FastagTollRow & { car_name: string; customer_name: string; branch: string },
): FastagProposedToll => ({
  id: row.id,
  transactionId: row.transaction_id,
  at: row.at,
  plaza: row.plaza,
  registration: row.registration,
  amount: row.amount,
  bookingId: row.booking_id,
  carName: row.car_name,
  customerName: row.customer_name,
  branch: row.branch,
});

const unmatched = (row: StatementRow, reason: FastagUnmatchedReason): FastagUnmatchedRow => ({
  line: row.line,
  transactionId: row.transactionId,
  at: row.at,
  plaza: row.plaza,
  registration: row.registration,
  amount: row.amount,
  reason,
  reasonText: FASTAG_UNMATCHED_REASONS[reason],
});

/** The booking whose pickup-to-return period contains `at`: handover times where recorded. */
function bookingAt(candidates: Candidate[], at: string): Candidate | undefined {
  const t = Date.parse(at);
  return candidates.find(
    (b) =>
      Date.parse(b.picked_at ?? b.pickup_at) <= t && t <= Date.parse(b.returned_at ?? b.return_at),
  );
}

export async function importStatement(
  deps: ChargeDeps,
  adminId: string,
  scope: BranchScope,
  input: { fileName: string; csv: string; bank?: string | undefined },
): Promise<FastagImportResult> {
  const mapping = input.bank ? await columnsOfBank(deps.db, input.bank) : undefined;
  const rows = readStatement(input.csv, mapping);
  const known = await repo.knownTransactions(
    deps.db,
    rows.map((r) => r.transactionId),
  );
  const byRegistration = new Map<string, Candidate[]>();
  const seen = new Set<string>();
  const now = deps.clock();
  const importedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const tolls: repo.FastagTollRow[] = [];
  const left: FastagUnmatchedRow[] = [];
  const names = new Map<string, Candidate>();

  for (const row of rows) {
    if (known.has(row.transactionId)) {
      left.push(unmatched(row, 'duplicate'));
      continue;
    }
    if (seen.has(row.transactionId)) {
      left.push(unmatched(row, 'repeatedInFile'));
      continue;
    }
    seen.add(row.transactionId);
    const registration = normaliseRegistrationNumber(row.registration);
    if (!registration) {
      left.push(unmatched(row, 'unknownCar'));
      continue;
    }
    if (!byRegistration.has(registration)) {
      byRegistration.set(registration, await repo.bookingsOfRegistration(deps.db, registration));
    }
    const candidates = byRegistration.get(registration)!;
    if (candidates.length === 0 && !(await repo.carExists(deps.db, registration))) {
      left.push(unmatched(row, 'unknownCar'));
      continue;
    }
    const booking = bookingAt(candidates, row.at);
    let reason: FastagUnmatchedReason | null = null;
    if (!booking) reason = 'noBooking';
    else if (booking.status !== 'Completed') reason = 'notReturned';
    else if (scope !== null && booking.branch !== scope) reason = 'otherBranch';
    // The same window as a charge added by hand (docs/product.md#after-the-trip).
    else if (
      now.getTime() >
      Date.parse(booking.returned_at ?? booking.return_at) + deps.config.postTripDays * DAY
    ) {
      reason = 'windowClosed';
    }
    if (reason || !booking) {
      left.push(unmatched(row, reason ?? 'noBooking'));
      continue;
    }
    names.set(booking.id, booking);
    tolls.push({
      id: randomUUID(),
      transaction_id: row.transactionId,
      booking_id: booking.id,
      at: row.at,
      plaza: row.plaza,
      registration: row.registration,
      amount: row.amount,
      status: 'proposed',
      charge_id: null,
      file_name: input.fileName,
      imported_by: importedBy,
      imported_at: now.toISOString(),
    });
  }

  try {
    // One transaction: a statement is saved whole or not at all.
    await deps.db.transaction().execute((trx) => repo.insertTolls(trx, tolls));
  } catch (error) {
    // Another import of the same transactions won the race: this one adds nothing.
    if (isUniqueViolation(error)) {
      throw new ConflictError(
        ERROR_CODES.fastagImportedMeanwhile,
        FASTAG_MESSAGES.importedMeanwhile,
      );
    }
    throw error;
  }
  return {
    rows: rows.length,
    proposed: tolls.map((t) => {
      const b = names.get(t.booking_id)!;
      return toJson({
        ...t,
        car_name: b.car_name,
        customer_name: b.customer_name,
        branch: b.branch,
      });
    }),
    unmatched: left,
  };
}

export async function proposedTolls(
  deps: Pick<ChargeDeps, 'db'>,
  scope: BranchScope,
): Promise<FastagProposedToll[]> {
  return (await repo.proposedTolls(deps.db, scope)).map(toJson);
}

/**
 * Confirms the chosen tolls as toll charges, all or none: a toll of another branch, already
 * confirmed or unknown refuses the whole request. The renter is told of each, as for a charge
 * added by hand.
 */
export async function confirmTolls(
  deps: ChargeDeps,
  adminId: string,
  scope: BranchScope,
  ids: string[],
): Promise<{ confirmed: number; chargeIds: string[] }> {
  const wanted = [...new Set(ids)];
  const createdBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const at = deps.clock().toISOString();
  const chargeIds = await deps.db.transaction().execute(async (trx) => {
    const tolls = await repo.proposedTolls(trx, scope, wanted);
    if (tolls.length !== wanted.length) {
      throw new ConflictError(ERROR_CODES.fastagNotProposed, FASTAG_MESSAGES.notProposed);
    }
    const made: string[] = [];
    for (const toll of tolls) {
      const booking = await repo.bookingOfToll(trx, toll.booking_id);
      const row = newChargeRow(
        toll.booking_id,
        {
          type: 'toll',
          amount: toll.amount,
          reference: toll.transaction_id.slice(0, 60),
          note: `FASTag: ${toll.plaza}, ${toKolkataDate(toll.at)} ${toKolkataTime(toll.at)}`,
        },
        createdBy,
        at,
      );
      // Guards a second request confirming the same toll at the same time.
      if (!(await repo.confirmToll(trx, toll.id, row.id))) {
        throw new ConflictError(ERROR_CODES.fastagNotProposed, FASTAG_MESSAGES.notProposed);
      }
      await recordCharge(deps, trx, booking, row, adminId);
      made.push(row.id);
    }
    return made;
  });
  deps.outbox.wake();
  return { confirmed: chargeIds.length, chargeIds };
}
