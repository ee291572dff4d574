import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CONFIRMATION_CALL_HOURS,
  DEPOSIT_POLICY,
  DOCUMENT_OPTIONS,
  EXTRA_KM_CHARGE_RUPEES,
  KM_ALLOWANCE_PER_DAY,
  MIN_RENTER_AGE,
} from '@rental/shared/constants';
import { CANCELLATION_POLICY } from '@rental/shared/money';
import { formatRupees } from '@rental/shared/rental';

// The questions renters ask most, answered from the same policy constants as the terms.
export const SUPPORT_FAQ: readonly { q: string; a: ReactNode }[] = [
  {
    q: 'Which documents do I need?',
    a: (
      <>
        <p>
          A valid 4-wheeler driving licence (LMV or above) and one identity document, both
          originals: {DOCUMENT_OPTIONS.join(', or ')}. A 2-wheeler licence is not accepted.
        </p>
        <p>
          Pre-verification is mandatory before booking: we check your documents once, then you are
          ready to drive.
        </p>
      </>
    ),
  },
  {
    q: 'Is there a security deposit?',
    a: <p>{DEPOSIT_POLICY} The deposit is returned when you hand the car back.</p>,
  },
  {
    q: 'How old do I need to be?',
    a: <p>At least {MIN_RENTER_AGE} years old on the day you pick up the car.</p>,
  },
  {
    q: 'How does fuel work?',
    a: (
      <p>
        You manage fuel during the rental: return the car at the same fuel level as when you
        collected it. If it comes back lower, the fuel needed to refill it is charged. You can also
        add a full tank when you book.
      </p>
    ),
  },
  {
    q: 'Is there a kilometre limit?',
    a: (
      <p>
        Each rental day includes {KM_ALLOWANCE_PER_DAY} km. Beyond that we charge{' '}
        {formatRupees(EXTRA_KM_CHARGE_RUPEES)} per extra km over the whole rental.
      </p>
    ),
  },
  {
    q: 'Can I cancel or change my booking?',
    a: (
      <p>
        Yes. Your <Link to="/account?tab=bookings">account</Link> cancels a booking up to its pickup
        time and shows the refund first: all you paid {CANCELLATION_POLICY.fullRefundHours} hours or
        more before pickup, half from {CANCELLATION_POLICY.fullRefundHours} to{' '}
        {CANCELLATION_POLICY.halfRefundHours} hours, nothing later. A confirmed booking can be
        extended there too when the car is free; for other changes, call or message us.
      </p>
    ),
  },
  {
    q: 'How can I pay?',
    a: <p>By UPI, debit or credit card, net banking or cash.</p>,
  },
  {
    q: 'How do I know my booking is confirmed?',
    a: (
      <p>
        We confirm every booking by WhatsApp message or e-mail, and call you within{' '}
        {CONFIRMATION_CALL_HOURS} hours to arrange verification and pickup. You can follow your
        bookings on your <Link to="/account">account page</Link>.
      </p>
    ),
  },
  {
    q: 'Can you deliver the car to me?',
    a: (
      <p>
        Yes. We deliver and collect anywhere in Hyderabad: home, office, hotel or airport. Tell us
        the address when we call to confirm.
      </p>
    ),
  },
  {
    q: 'I am visiting India. Can I rent?',
    a: (
      <p>
        Yes. Bring your passport and a licence valid for driving in India. A refundable cash deposit
        applies with the passport option.
      </p>
    ),
  },
  {
    q: 'What if the car breaks down or I have an accident?',
    a: (
      <p>
        Make sure everyone is safe, then call our emergency line below at any hour. Every car is
        insured; we guide you through the next steps and arrange help or a replacement car.
      </p>
    ),
  },
];
