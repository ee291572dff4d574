import { Link } from 'react-router';
import {
  BRAND_NAME,
  BRANCH_NAMES,
  BUSINESS_EMAIL,
  FOUNDED_YEAR,
  PHONE_PRIMARY,
  telLink,
} from '@rental/shared/business';
import {
  CONFIRMATION_CALL_HOURS,
  DEPOSIT_POLICY,
  DOCUMENT_OPTIONS,
  EXTRA_KM_CHARGE_RUPEES,
  KM_ALLOWANCE_PER_DAY,
  MAX_RENTAL_DAYS,
  MIN_RENTER_AGE,
  PASSPORT_CASH_DEPOSIT_RUPEES,
} from '@rental/shared/constants';
import { CANCELLATION_POLICY_TEXT } from '@rental/shared/money';
import { formatRupees } from '@rental/shared/rental';
import { PolicyFigure } from '@/components/policy-figure';
import type { ContentSection } from './components/content-page';

// Terms & Conditions: every rental policy of docs/product.md#booking.
export const TERMS_SECTIONS: readonly ContentSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to every self-drive rental from {BRAND_NAME}, a car rental business
          operating in Hyderabad since {FOUNDED_YEAR} from our branches at {BRANCH_NAMES.join(', ')}
          . By booking a car on this website, by phone or over WhatsApp, you accept them. Please
          read them before you book; if anything is unclear, call us and we will explain.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can rent',
    body: (
      <ul>
        <li>You must be at least {MIN_RENTER_AGE} years old on the day of pickup.</li>
        <li>
          You need a valid 4-wheeler driving licence (LMV or above). A 2-wheeler licence is not
          accepted for cars. International visitors may rent with a passport and a licence valid for
          driving in India.
        </li>
        <li>Only the person who booked and was verified may drive the car.</li>
      </ul>
    ),
  },
  {
    id: 'documents',
    title: 'Documents and pre-verification',
    body: (
      <>
        <p>
          Pre-verification is mandatory before every booking. You show us the originals of one of:
        </p>
        <ul>
          {DOCUMENT_OPTIONS.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
        <p>
          The name, date of birth and licence details must match the booking. If they do not, or a
          document is not valid, we may decline the rental.
        </p>
      </>
    ),
  },
  {
    id: 'deposit',
    title: 'Security deposit',
    body: (
      <>
        <p>{DEPOSIT_POLICY}</p>
        <p>
          The passport deposit of {formatRupees(PASSPORT_CASH_DEPOSIT_RUPEES)} is paid in cash at
          pickup and returned as below, less any charges under these terms (extra kilometres, fuel
          shortfall, fines or damage not covered by insurance).
        </p>
        <p>
          We return the deposit <PolicyFigure name="depositHoldDays" /> days after you return the
          car, less the charges then due; your account shows the date and the arithmetic from the
          return on. Tolls, traffic challans and damage found after the trip may be charged within{' '}
          <PolicyFigure name="postTripDays" /> days of the return, each with its proof. You have{' '}
          <PolicyFigure name="disputeHours" /> hours to pay or dispute a charge; a disputed charge
          holds back only its own amount.
        </p>
      </>
    ),
  },
  {
    id: 'booking',
    title: 'Booking and confirmation',
    body: (
      <>
        <p>
          A booking made on this website is a request until we confirm it. We confirm by WhatsApp
          message or e-mail and call you within {CONFIRMATION_CALL_HOURS} hours to arrange
          verification and pickup. Pickup and return times are in India Standard Time.
        </p>
        <p>
          A booking waiting for confirmation holds the car for{' '}
          <PolicyFigure name="pendingHoldHours" /> hours. If by then we have not confirmed it and no
          advance has been paid, it is released and we tell you. You can have at most{' '}
          <PolicyFigure name="maxPendingBookings" /> bookings waiting for confirmation at once.
        </p>
        <p>A single booking can run for up to {MAX_RENTAL_DAYS} days.</p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Prices and rental days',
    body: (
      <>
        <p>
          Prices are per day, in rupees. Rental days are counted in blocks of 24 hours from the
          pickup time, rounded up, with a minimum of one day: a rental from 10 am Monday to 2 pm
          Wednesday is three days. The total is the daily price times the number of days.
        </p>
        <p>
          Add-ons such as GPS, extra insurance cover or a full tank are charged as agreed when you
          book.
        </p>
      </>
    ),
  },
  {
    id: 'kilometres',
    title: 'Kilometre allowance',
    body: (
      <p>
        Each rental day includes {KM_ALLOWANCE_PER_DAY} km. Kilometres beyond the allowance for the
        whole rental are charged at {formatRupees(EXTRA_KM_CHARGE_RUPEES)} per km, read from the
        odometer at pickup and return.
      </p>
    ),
  },
  {
    id: 'fuel',
    title: 'Fuel',
    body: (
      <p>
        You manage fuel during the rental and return the car at the same fuel level as at pickup. We
        note the level when you collect the car; a shortfall at return is charged at the cost of the
        fuel needed to refill it. Electric cars are returned with at least the charge they left
        with.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>You can pay by UPI, debit or credit card, net banking or cash.</p>
        <p>
          An advance of <PolicyFigure name="advancePercent" />% of the rental amount, rounded up to
          the rupee, holds your car. Pay it by UPI from the confirmation screen or your account,
          where you type in the UPI reference and see when we have received it, or at the branch.
          The rest is paid at pickup.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Using the car',
    body: (
      <ul>
        <li>Follow traffic rules. Do not drive under the influence of alcohol or drugs.</li>
        <li>
          Do not use the car for racing, for towing, to carry paying passengers or goods, or
          off-road.
        </li>
        <li>
          Traffic fines and e-challans issued during your rental are your responsibility, as are
          tolls and parking.
        </li>
        <li>No smoking in the car. Keep it reasonably clean; heavy cleaning may be charged.</li>
        <li>Tell us before you take the car outside Telangana.</li>
      </ul>
    ),
  },
  {
    id: 'insurance',
    title: 'Insurance, accidents and breakdowns',
    body: (
      <>
        <p>
          Every car is insured. In an accident, make sure everyone is safe, then call us at once on{' '}
          <a href={telLink(PHONE_PRIMARY)}>{PHONE_PRIMARY}</a>, and inform the police where the law
          requires. Do not agree repairs with anyone yourself.
        </p>
        <p>
          You pay for loss or damage that insurance does not cover, such as damage from driving
          under the influence, by an unverified driver or in breach of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations, changes and refunds',
    body: (
      <>
        <p>
          You can cancel a booking waiting for confirmation or confirmed, up to its pickup time,
          from the Bookings tab of your <Link to="/account?tab=bookings">account</Link>. Before you
          confirm, the screen shows what you get back of what you paid towards the rental (the
          advance and any rental payment):
        </p>
        <ul>
          {CANCELLATION_POLICY_TEXT.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>
          A confirmed booking can be extended from the same place before its return time, when the
          car is free: the screen shows what the longer rental adds before you confirm. For other
          changes, call or message us as early as you can. Refunds go back to the way you paid.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returning the car',
    body: (
      <p>
        Return the car at the agreed time and place, with its keys, documents and accessories. A
        return later than the booked time starts a new rental day unless we have agreed an extension
        with you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Call <a href={telLink(PHONE_PRIMARY)}>{PHONE_PRIMARY}</a>, write to{' '}
        <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a> or see our{' '}
        <Link to="/support">support page</Link>. How we handle your personal data is in our{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
];
