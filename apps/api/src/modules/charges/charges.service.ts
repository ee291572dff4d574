import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  CHARGE_MESSAGES,
  CHARGE_TYPE_LABELS,
  type Charge,
  type ChargeType,
  type NewCharge,
} from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { addHistory, findBookingById } from '../booking-record/booking-record.service';
import { checkDocumentFile } from '../documents/document-file';
import { queueBookingEvent } from '../outbox/outbox.service';
import { paymentAmounts, paymentStatuses } from '../payments/charge-payments.service';
import { checkInScope } from '../staff/branch-scope';
import type { UploadedFile } from '../uploads/multipart-form';
import { disputeUntil, toCharge } from './charge-json';
import { capDamageCharge } from './damage-cap.service';
import * as repo from './charges.repository';
import { checkDamageProof } from './damage-proof';
import { numberedCharges } from './debit-note.repository';

// docs/product.md#after-the-trip: staff add a charge with its evidence to a Completed booking
// within POST_TRIP_DAYS of the return; the renter is told and sees it with its proof.

const DAY = 86_400_000;
const FOLDER = 'charges';

export type ChargeDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox' | 'storage'>;

export const chargeLabel = (type: string) => CHARGE_TYPE_LABELS[type as ChargeType] ?? type;

/** The charges as the API answers them, with their files and their payments' status. */
export async function chargesAsJson(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  rows: repo.ChargeRow[],
): Promise<Charge[]> {
  const files = await repo.filesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const paymentIds = rows.flatMap((r) => (r.payment_id ? [r.payment_id] : []));
  const statuses = await paymentStatuses(deps.db, paymentIds);
  const amounts = await paymentAmounts(deps.db, paymentIds);
  const cites = await repo.photoCitesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const numbered = await numberedCharges(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.clock();
  return rows.map((row) => ({
    ...toCharge(
      row,
      files.filter((f) => f.charge_id === row.id),
      row.payment_id ? statuses.get(row.payment_id) : undefined,
      now,
      deps.config.disputeHours,
      deps.config,
      numbered.has(row.id),
    ),
    photos: cites.get(row.id) ?? [],
    paymentAmount: row.payment_id ? (amounts.get(row.payment_id) ?? null) : null,
  }));
}

/** When the car came back: the return record's time, else the booked return. */
export async function returnInstant(
  deps: Pick<Deps, 'db'>,
  booking: { id: string; return_at: string },
): Promise<string> {
  return (await repo.returnedAt(deps.db, booking.id)) ?? booking.return_at;
}

/** The history's word on the plan's cap: what it took off, or the exclusion's reason. */
function capNote(row: repo.ChargeRow): string {
  if (row.cap_exclusion_reason !== null) {
    return `; the protection plan's cap does not apply: ${row.cap_exclusion_reason}`;
  }
  if (row.amount_asked !== null) {
    return ` (${formatRupees(row.amount_asked)} asked, capped by the protection plan)`;
  }
  return '';
}

export async function addCharge(
  deps: ChargeDeps,
  adminId: string,
  bookingId: string,
  input: NewCharge,
  uploads: UploadedFile[],
): Promise<Charge> {
  const booking = await findBookingById(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found.');
  if (booking.status !== 'Completed') {
    throw new ConflictError(ERROR_CODES.chargeNotAllowed, CHARGE_MESSAGES.notCompleted);
  }
  const returned = Date.parse(await returnInstant(deps, booking));
  const now = deps.clock();
  // spec: for POST_TRIP_DAYS after the return; the day after that is refused.
  if (now.getTime() > returned + deps.config.postTripDays * DAY) {
    throw new ConflictError(
      ERROR_CODES.chargeWindowClosed,
      CHARGE_MESSAGES.tooLate(deps.config.postTripDays),
    );
  }
  // Each file is checked before any is stored: one bad file refuses the whole charge.
  const checked = [];
  for (const upload of uploads) checked.push(await checkDocumentFile(upload.data));
  const cites = await checkDamageProof(deps, bookingId, input, checked, returned);

  const at = now.toISOString();
  const createdBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const row = newChargeRow(bookingId, input, createdBy, at);

  const files: repo.ChargeFileRow[] = checked.map((file) => {
    const id = randomUUID();
    return {
      id,
      charge_id: row.id,
      file_key: `${FOLDER}/${id}.${file.extension}`,
      content_type: file.contentType,
      created_at: at,
    };
  });
  for (const [i, file] of files.entries()) {
    await deps.storage.put(file.file_key, checked[i]!.data, file.content_type);
  }
  try {
    await deps.db.transaction().execute(async (trx) => {
      // docs/product.md#protection-plans: a damage charge is lowered to what the plan's cap leaves.
      const capped = await capDamageCharge(trx, booking, input, deps.dbKind === 'postgres');
      Object.assign(row, {
        amount: capped.amount,
        amount_asked: capped.amountAsked,
        cap_exclusion_reason: capped.capExclusionReason,
      });
      await recordCharge(deps, trx, booking, row, adminId, files, cites);
    });
  } catch (error) {
    for (const file of files) await deps.storage.delete(file.file_key);
    throw error;
  }
  deps.outbox.wake();
  return (await chargesAsJson(deps, [row]))[0]!;
}

/** A new charge's row, open to payment or dispute from `at`. */
export function newChargeRow(
  bookingId: string,
  input: Pick<NewCharge, 'type' | 'amount' | 'reference' | 'note'>,
  createdBy: string,
  at: string,
): repo.ChargeRow {
  return {
    id: randomUUID(),
    booking_id: bookingId,
    type: input.type,
    amount: input.amount,
    reference: input.reference,
    note: input.note,
    created_by: createdBy,
    created_at: at,
    dispute_reason: null,
    disputed_at: null,
    decision: null,
    decision_reason: null,
    decided_by: null,
    decided_at: null,
    payment_id: null,
    recovered_at: null,
    amount_asked: null,
    cap_exclusion_reason: null,
    deposit_share: null,
  };
}

/**
 * Saves a new charge in `trx` with its files, the booking's history, the audit row and the
 * photos a damage charge cites and the renter's message (sent once the caller wakes the outbox).
 * The FASTag import uses it too.
 */
export async function recordCharge(
  deps: ChargeDeps,
  trx: Db,
  booking: { id: string; status: string; car_id: string },
  row: repo.ChargeRow,
  adminId: string,
  files: repo.ChargeFileRow[] = [],
  cites: string[] = [],
): Promise<void> {
  const bookingId = booking.id;
  const at = row.created_at;
  const createdBy = row.created_by;
  await repo.insertCharge(trx, row);
  for (const file of files) await repo.insertChargeFile(trx, file);
  if (cites.length > 0) await repo.insertPhotoCites(trx, row.id, cites);
  await addHistory(trx, bookingId, {
    status: booking.status,
    at,
    by: createdBy,
    note: `${chargeLabel(row.type)} charge of ${formatRupees(row.amount)} added${capNote(row)}`,
  });
  await recordAudit(
    { db: trx, clock: deps.clock },
    {
      actorId: adminId,
      action: 'charge.add',
      entity: 'charge',
      entityId: row.id,
      bookingId,
      carId: booking.car_id,
      after: {
        type: row.type,
        amount: row.amount,
        reference: row.reference,
        ...(cites.length > 0 && { photos: cites }),
        ...(row.amount_asked !== null && { amountAsked: row.amount_asked }),
        ...(row.cap_exclusion_reason !== null && {
          capExclusionReason: row.cap_exclusion_reason,
        }),
      },
    },
  );
  await queueBookingEvent(
    deps,
    trx,
    bookingId,
    {
      event: 'charge_raised',
      type: chargeLabel(row.type),
      amount: row.amount,
      reference: row.reference,
      note: row.note,
      disputeUntil: disputeUntil(row, deps.config.disputeHours),
    },
    { discriminator: row.id },
  );
}

/**
 * The charge, when `user` may reach it: its renter, the owner, or a staff member of its
 * booking's branch; anyone else gets the same 404 as for a missing one.
 */
export async function chargeFor(
  deps: Pick<Deps, 'db'>,
  user: AuthUser,
  chargeId: string,
  lock = false,
): Promise<repo.ChargeRow> {
  const row = await repo.findCharge(deps.db, chargeId, lock);
  if (!row) throw new NotFoundError(CHARGE_MESSAGES.notFound);
  if (user.role === 'admin') {
    await checkInScope(deps, user, 'booking', row.booking_id).catch(() => {
      throw new NotFoundError(CHARGE_MESSAGES.notFound);
    });
    return row;
  }
  const booking = await findBookingById(deps.db, row.booking_id);
  if (booking?.customer_id !== user.id) throw new NotFoundError(CHARGE_MESSAGES.notFound);
  return row;
}

/** An evidence file, for the renter of the booking and its branch's staff only. */
export async function chargeFile(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: AuthUser,
  chargeId: string,
  fileId: string,
): Promise<{ data: Buffer; contentType: string }> {
  await chargeFor(deps, user, chargeId);
  const row = await repo.findChargeFile(deps.db, chargeId, fileId);
  const file = row && (await deps.storage.get(row.file_key));
  if (!row || !file) throw new NotFoundError(CHARGE_MESSAGES.fileNotFound);
  return { data: file.data, contentType: row.content_type };
}
