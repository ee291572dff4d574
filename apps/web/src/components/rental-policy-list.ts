import {
  CONFIRMATION_CALL_HOURS,
  DEPOSIT_POLICY,
  DOCUMENT_OPTIONS,
  EXTRA_KM_CHARGE_RUPEES,
  KM_ALLOWANCE_PER_DAY,
  MIN_RENTER_AGE,
} from '@rental/shared/constants';
import { CANCELLATION_POLICY } from '@rental/shared/money';
import type { PolicyFigures } from '@rental/shared/policy';
import { formatRupees } from '@rental/shared/rental';

// docs/product.md#booking: the rental policies shown to renters, one list for the car
// detail's Rental Terms, the contact screen's policies block, the terms and the support answers.

const FULL = CANCELLATION_POLICY.fullRefundHours;
const HALF = CANCELLATION_POLICY.halfRefundHours;

export interface Policy {
  title: string;
  /** A text with a configured figure is written once the server has told it (GET /api/policy). */
  text: string | ((figures: PolicyFigures) => string);
}

export const RENTAL_POLICIES: readonly Policy[] = [
  { title: 'Minimum age', text: `You must be at least ${MIN_RENTER_AGE} years old.` },
  {
    title: 'Driving licence',
    text: 'A valid 4-wheeler licence (LMV or above). A 2-wheeler licence is not accepted for cars.',
  },
  {
    title: 'Original documents',
    text: `Bring the originals: ${DOCUMENT_OPTIONS.join(', or ')}.`,
  },
  { title: 'Deposit', text: DEPOSIT_POLICY },
  {
    title: 'Kilometres',
    text: `${KM_ALLOWANCE_PER_DAY} km a day are included; each extra kilometre costs ${formatRupees(EXTRA_KM_CHARGE_RUPEES)}.`,
  },
  {
    title: 'Pre-verification',
    text: 'Pre-verification of your documents is mandatory before every booking.',
  },
  {
    title: 'Fuel',
    text: 'You manage fuel during the rental and return the car at the same fuel level.',
  },
  {
    title: 'Payment',
    text: ({ advancePercent }) =>
      `An advance of ${advancePercent}% holds the car; pay by UPI, card, net banking or cash.`,
  },
  {
    title: 'Confirmation',
    text: `We confirm your booking by WhatsApp message or e-mail, with a call within ${CONFIRMATION_CALL_HOURS} hours.`,
  },
  {
    title: 'Cancellations and refunds',
    text:
      `Cancel from your account: ${FULL} hours or more before pickup, a full refund of what you ` +
      `paid; from ${FULL} to ${HALF} hours, half; under ${HALF} hours, none. A deposit is always ` +
      'returned.',
  },
];
