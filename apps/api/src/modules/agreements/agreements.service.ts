import { randomUUID } from 'node:crypto';
import {
  chargesAfterTripText,
  kmPlanText,
  type Agreement,
  type AgreementRequestSchema,
  type AgreementSummary,
} from '@rental/shared/agreement';
import { ERROR_CODES } from '@rental/shared/api-error';
import { BRAND_NAME } from '@rental/shared/business';
import { OTP_TTL_MS } from '@rental/shared/constants';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { bookingReference } from '@rental/shared/outbox';
import { formatRupees } from '@rental/shared/rental';
import type { z } from 'zod';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { AppError, ConflictError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import {
  bookingSeenBy,
  hasPickup,
  type BookingRow,
} from '../booking-record/booking-record.service';
import { getCustomer } from '../customers/customers.service';
import { checkOtp, consumeOtp, issueOtp } from '../customers/otp.service';
import { queueRenterEvent } from '../outbox/outbox.service';
import { agreementJson, summaryOf } from './agreement-json';
import { agreementPdfLink } from './agreement-link';
import {
  insertAgreement,
  latestAccepted,
  latestAgreement,
  markAccepted,
} from './agreements.repository';
import { currentTerms } from './terms.service';

// docs/product.md#rental-agreement: the staff ask for the renter's code with what they read off
// the car; the renter reads the summary and the terms on the staff's phone and gives the code
// back. The code is the one-time-code machinery of registration, bound to this booking.

type AgreementDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'secrets' | 'outbox'>;

const purposeOf = (bookingId: string) => `agreement:${bookingId}` as const;

/** Only a Confirmed booking whose car has not gone out yet is agreed to. */
async function refuseUnlessReady(deps: Pick<Deps, 'db'>, booking: BookingRow): Promise<void> {
  if (booking.status !== 'Confirmed') {
    throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.notConfirmed);
  }
  if (await hasPickup(deps.db, booking.id)) {
    throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.alreadyPickedUp);
  }
}

function summaryFor(
  deps: Pick<Deps, 'config'>,
  booking: BookingRow,
  input: z.output<typeof AgreementRequestSchema>,
): AgreementSummary {
  return {
    bookingReference: bookingReference(booking.id),
    renterName: booking.customer_name,
    car: booking.car_name,
    registration: booking.car_number,
    pickupAt: booking.pickup_at,
    returnAt: booking.return_at,
    kmPlan: kmPlanText(booking.km_plan),
    odometerKm: input.odometerKm,
    fuelLevel: input.fuelLevel,
    damageNotes: input.damageNotes,
    deposit:
      input.depositAmount === null
        ? 'No deposit taken.'
        : `${formatRupees(input.depositAmount)}, returned as the terms say.`,
    chargesAfterTrip: chargesAfterTripText(deps.config),
    rentalAmount: booking.total_amount,
  };
}

/** Stores the summary under the terms in force and texts the renter a code to accept it. */
export async function requestAgreement(
  deps: AgreementDeps,
  actor: AuthUser,
  bookingId: string,
  input: z.output<typeof AgreementRequestSchema>,
): Promise<Agreement> {
  const booking = await bookingSeenBy(deps, actor, bookingId);
  await refuseUnlessReady(deps, booking);
  const renter = await getCustomer(deps, booking.customer_id);
  const terms = await currentTerms(deps);
  const now = deps.clock().toISOString();
  const row = {
    id: randomUUID(),
    booking_id: bookingId,
    terms_version: terms.version,
    terms_sha256: terms.sha256,
    summary: JSON.stringify(summaryFor(deps, booking, input)),
    mobile: renter.mobile,
    requested_by: actor.id,
    requested_at: now,
    accepted_at: null,
    accepted_by: null,
    otp_hash: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    const inTransaction = { db: trx, secrets: deps.secrets, clock: deps.clock };
    // Asked for by staff at the counter, so not held to what strangers may ask for.
    const issued = await issueOtp(inTransaction, renter.mobile, purposeOf(bookingId), true, true);
    await insertAgreement(trx, row);
    const text =
      `Your ${BRAND_NAME} code to accept the rental agreement for ${booking.car_name} ` +
      `(${booking.car_number}) is ${issued.code}. Give it only to our staff at the car. ` +
      `It expires in ${OTP_TTL_MS / 60_000} minutes.`;
    await queueRenterEvent(
      deps,
      trx,
      { name: renter.name, phone: renter.mobile, email: '' },
      { event: 'otp', text },
      issued.codeHash.slice(0, 16),
    );
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: actor.id,
        action: 'agreement.request',
        entity: 'rental_agreement',
        entityId: row.id,
        bookingId,
        carId: booking.car_id,
        after: { termsVersion: terms.version, termsSha256: terms.sha256, ...input },
      },
    );
  });
  deps.outbox.wake();
  return agreementJson(row);
}

/** The booking and its agreement still awaiting the renter's code; 409 when there is none. */
async function awaitingAgreement(deps: AgreementDeps, actor: AuthUser, bookingId: string) {
  const booking = await bookingSeenBy(deps, actor, bookingId);
  await refuseUnlessReady(deps, booking);
  const row = await latestAgreement(deps.db, bookingId);
  if (!row) {
    throw new ConflictError(ERROR_CODES.agreementNotRequested, AGREEMENT_MESSAGES.noneAwaiting);
  }
  if (row.accepted_at) {
    throw new ConflictError(ERROR_CODES.agreementAccepted, AGREEMENT_MESSAGES.alreadyAccepted);
  }
  return { booking, row };
}

/**
 * Checks the renter's code against the newest agreement awaiting one and records the
 * acceptance: who, when, the terms version and hash (kept with the row), and the code's hash.
 */
export async function acceptAgreement(
  deps: AgreementDeps,
  actor: AuthUser,
  bookingId: string,
  code: string,
  siteUrl: string,
): Promise<Agreement> {
  const { booking, row } = await awaitingAgreement(deps, actor, bookingId);
  const purpose = purposeOf(bookingId);
  const codeHash = await checkOtp(deps, row.mobile, purpose, code);
  const accepted = {
    accepted_at: deps.clock().toISOString(),
    accepted_by: `customer:${booking.customer_id}`,
    otp_hash: codeHash,
  };
  await deps.db.transaction().execute(async (trx) => {
    // A second request with the same code, at the same moment, finds it used.
    if (!(await consumeOtp({ db: trx }, row.mobile, purpose, codeHash))) {
      throw new AppError(400, ERROR_CODES.otpExpired, AGREEMENT_MESSAGES.otpExpired);
    }
    if (!(await markAccepted(trx, row.id, accepted))) {
      throw new ConflictError(ERROR_CODES.agreementAccepted, AGREEMENT_MESSAGES.alreadyAccepted);
    }
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: actor.id,
        action: 'agreement.accept',
        entity: 'rental_agreement',
        entityId: row.id,
        bookingId,
        carId: booking.car_id,
        after: {
          acceptedBy: accepted.accepted_by,
          termsVersion: row.terms_version,
          termsSha256: row.terms_sha256,
          otpChecked: true,
        },
      },
    );
    await queueRenterEvent(
      deps,
      trx,
      { name: booking.customer_name, phone: row.mobile, email: '' },
      {
        event: 'agreement_signed',
        text:
          `HSD: you accepted the rental agreement for ${booking.car_name} ` +
          `(${booking.car_number}). Your copy (PDF): ${siteUrl}${await agreementPdfLink({ db: trx, secrets: deps.secrets, clock: deps.clock }, row.id)}`,
      },
      row.id,
    );
  });
  deps.outbox.wake();
  return agreementJson({ ...row, ...accepted });
}

/**
 * docs/product.md#rental-agreement: texts the renter a link to the agreement awaiting their code,
 * to read and accept it on their own phone.
 */
export async function sendAgreementLink(
  deps: AgreementDeps,
  actor: AuthUser,
  bookingId: string,
  siteUrl: string,
): Promise<Agreement> {
  const { booking, row } = await awaitingAgreement(deps, actor, bookingId);
  await queueRenterEvent(
    deps,
    deps.db,
    { name: booking.customer_name, phone: row.mobile, email: '' },
    {
      event: 'agreement_link',
      text:
        `HSD: read the rental agreement for ${booking.car_name} (${booking.car_number}) and ` +
        `accept it with the code we texted: ${siteUrl}/account/bookings/${bookingId}/agreement`,
    },
    // Sent again when asked again: each request is its own message.
    `${row.id}:${deps.clock().toISOString()}`,
  );
  deps.outbox.wake();
  return agreementJson(row);
}

/** The booking's newest agreement for its renter or the staff, or null. */
export async function agreementOf(
  deps: Pick<Deps, 'db'>,
  actor: AuthUser,
  bookingId: string,
): Promise<Agreement | null> {
  await bookingSeenBy(deps, actor, bookingId);
  const row = await latestAgreement(deps.db, bookingId);
  return row ? agreementJson(row) : null;
}

/**
 * What a pickup stands on (docs/product.md#rental-agreement): the renter's accepted agreement,
 * whose readings the pickup must match, or else the staff's reason, required.
 */
export async function agreementForPickup(
  db: Deps['db'],
  bookingId: string,
  pickup: { odometerKm: number; fuelLevel: string; noAgreementReason: string },
): Promise<{ id: string; termsVersion: number; termsSha256: string } | null> {
  const row = await latestAccepted(db, bookingId);
  if (!row) {
    if (pickup.noAgreementReason !== '') return null;
    throw new ConflictError(ERROR_CODES.agreementNeeded, AGREEMENT_MESSAGES.needed, {
      noAgreementReason: AGREEMENT_MESSAGES.needed,
    });
  }
  const agreed = summaryOf(row);
  if (agreed.odometerKm !== pickup.odometerKm || agreed.fuelLevel !== pickup.fuelLevel) {
    throw new ConflictError(ERROR_CODES.agreementMismatch, AGREEMENT_MESSAGES.readingsDiffer);
  }
  return { id: row.id, termsVersion: row.terms_version, termsSha256: row.terms_sha256 };
}
