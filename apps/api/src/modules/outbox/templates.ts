import { BRAND_NAME, branchFacts } from '@rental/shared/business';
import { CONFIRMATION_CALL_HOURS, LATE_GRACE_MINUTES } from '@rental/shared/constants';
import { REFUND_PAYOUT_DAYS } from '@rental/shared/money';
import { bookingReference, type MessageEvent } from '@rental/shared/outbox';
import { formatRupees } from '@rental/shared/rental';
import { renderEmail, type EmailContent, type RenderedEmail } from './email-layout';
import { dear, longIst, shortIst, SMS_BRAND, smsRupees, type BookingFacts } from './message-facts';

// docs/product.md#messages: one template per event and channel. Texts are short (one 160-character
// segment where the names allow), carry the booking reference and no link that needs a sign-in;
// e-mails name the car, the branch, the times in IST and the amounts.

/** What happened, with the figures the message states. */
export type EventData =
  | { event: 'booking_received' | 'booking_confirmed' }
  | { event: 'booking_cancelled'; by: 'renter' | 'admin' | 'system'; refund: number }
  | { event: 'payment_received'; amount: number; reference?: string }
  | { event: 'payment_rejected'; amount: number; reason: string }
  | { event: 'pickup_24h' | 'pickup_2h' | 'return_2h' }
  | { event: 'business_new_booking' }
  // The grace the notice waited; rows queued before it was stored name the built-in one.
  | { event: 'business_return_overdue'; graceMinutes?: number }
  | { event: 'business_upi_submitted'; amount: number; reference: string }
  // docs/product.md#doorstep-delivery: the driver set off to bring or collect the car.
  | { event: 'delivery_on_the_way'; leg: 'pickup' | 'return' }
  // Staff changed a leg's time or address (at and pin null: taken back to the branch).
  | { event: 'delivery_changed'; leg: 'pickup' | 'return'; at: string | null; pin: string | null }
  // docs/product.md#reviews: once, when the rental is Completed.
  | { event: 'review_invitation' }
  // docs/product.md#reviews: the business's first reply to the renter's review (not its edits).
  | { event: 'review_reply' }
  // docs/product.md#after-the-trip: a charge after the return, and the decision on its dispute.
  | {
      event: 'charge_raised';
      type: string;
      amount: number;
      reference: string;
      note: string;
      disputeUntil: string;
    }
  | { event: 'charge_decided'; type: string; amount: number; upheld: boolean; reason: string }
  | { event: 'business_charge_disputed'; type: string; amount: number; reason: string }
  | { event: 'business_deposit_overdue'; amount: number; dueOn: string };

// docs/product.md#branches: where the car is picked up and returned, with its phone, hours and a
// maps link, so the renter need not look the branch up.
function branchRows(b: BookingFacts): [string, string][] {
  const branch = branchFacts(b.branch);
  return [
    ['Branch', branch.address ? `${branch.name}, ${branch.address}` : branch.name],
    ...(b.pickupLocation ? [['Pickup at', b.pickupLocation] as [string, string]] : []),
    ['Branch phone', branch.phone],
    ['Opening hours', branch.hours],
    ...(branch.mapsUrl ? [['Map', branch.mapsUrl] as [string, string]] : []),
  ];
}

function bookingFactsRows(b: BookingFacts): [string, string][] {
  return [
    ['Booking', bookingReference(b.id)],
    ['Car', `${b.carName} (${b.carNumber})`],
    ...branchRows(b),
    ['Pickup', longIst(b.pickupAt)],
    ['Return', longIst(b.returnAt)],
    ['Days', `${b.totalDays} at ${formatRupees(b.pricePerDay)} a day`],
    ['Total', formatRupees(b.totalAmount)],
  ];
}

const ref = (b: BookingFacts) => bookingReference(b.id);
/** A booking's texts give its branch's phone: the people who have the car and the keys. */
const phone = (b: BookingFacts) => branchFacts(b.branch).phone;
const CANCELLED_BY = { renter: 'at your request', admin: 'by our team', system: 'automatically' };

/** The renter's text for a booking event. */
export function bookingSms(b: BookingFacts, d: EventData): string {
  const car = `${b.carName}, ${b.branch}`;
  switch (d.event) {
    case 'booking_received':
      return `${SMS_BRAND}: booking ${ref(b)} received: ${car}, pickup ${shortIst(b.pickupAt)}. We call within ${CONFIRMATION_CALL_HOURS} h to confirm. ${phone(b)}`;
    case 'booking_confirmed':
      return `${SMS_BRAND}: booking ${ref(b)} confirmed: ${car}, pickup ${shortIst(b.pickupAt)}, return ${shortIst(b.returnAt)}. Bring your licence and ID. ${phone(b)}`;
    case 'booking_cancelled':
      return `${SMS_BRAND}: booking ${ref(b)} cancelled ${CANCELLED_BY[d.by]}. ${d.refund > 0 ? `Refund ${smsRupees(d.refund)} within ${REFUND_PAYOUT_DAYS} days, to the account you paid from.` : 'No refund due.'} ${phone(b)}`;
    case 'payment_received':
      return `${SMS_BRAND}: payment of ${smsRupees(d.amount)} for booking ${ref(b)} received. Thank you.`;
    case 'payment_rejected':
      return `${SMS_BRAND}: payment of ${smsRupees(d.amount)} for booking ${ref(b)} not accepted: ${d.reason}. ${phone(b)}`;
    case 'pickup_24h':
      return `${SMS_BRAND}: reminder: pickup of ${car} tomorrow ${shortIst(b.pickupAt)}, booking ${ref(b)}. Bring your licence and ID. ${phone(b)}`;
    case 'pickup_2h':
      return `${SMS_BRAND}: pickup of ${car} today ${shortIst(b.pickupAt)}, booking ${ref(b)}. See you soon. ${phone(b)}`;
    case 'return_2h':
      return `${SMS_BRAND}: please return ${car} by ${shortIst(b.returnAt)}, booking ${ref(b)}. ${phone(b)}`;
    case 'delivery_on_the_way':
      return `${SMS_BRAND}: our driver is on the way to ${d.leg === 'pickup' ? 'bring you' : 'collect'} ${car}, booking ${ref(b)}. ${phone(b)}`;
    case 'delivery_changed':
      return `${SMS_BRAND}: booking ${ref(b)}: ${legChange(d)} ${phone(b)}`;
    case 'review_invitation':
      return `${SMS_BRAND}: thank you for renting ${car}, booking ${ref(b)}. Rate the car and the branch in your account, My bookings. ${phone(b)}`;
    case 'review_reply':
      return `${SMS_BRAND}: we replied to your review of ${car}, booking ${ref(b)}. Read it on the car's page on our site. ${phone(b)}`;
    case 'charge_raised':
      return `${SMS_BRAND}: ${d.type} charge ${smsRupees(d.amount)} on booking ${ref(b)}. See the proof, pay or dispute in your account by ${shortIst(d.disputeUntil)}. ${phone(b)}`;
    case 'charge_decided':
      return `${SMS_BRAND}: your dispute of the ${d.type} charge ${smsRupees(d.amount)} on booking ${ref(b)} was ${d.upheld ? 'not accepted' : 'accepted, charge waived'}. ${phone(b)}`;
    default:
      throw new Error(`no text for ${d.event}`);
  }
}

/** The renter's e-mail for a booking event. */
export function bookingEmail(b: BookingFacts, d: EventData): RenderedEmail {
  const closing = `Questions? Call the ${b.branch} branch on ${phone(b)}. ${BRAND_NAME}`;
  const base = { greeting: dear(b.renter), facts: bookingFactsRows(b), closing };
  const content = (subject: string, ...paragraphs: string[]): EmailContent => ({
    ...base,
    subject: `${BRAND_NAME}: ${subject} (${ref(b)})`,
    paragraphs,
  });
  switch (d.event) {
    case 'booking_received':
      return renderEmail(
        content(
          'booking received',
          'Thank you. We have received your booking request.',
          `Our team will call you within ${CONFIRMATION_CALL_HOURS} hours to confirm it and verify your documents.`,
        ),
      );
    case 'booking_confirmed':
      return renderEmail(
        content(
          'booking confirmed',
          'Your booking is confirmed.',
          'Please bring your original driving licence and ID proof at pickup.',
        ),
      );
    case 'booking_cancelled':
      return renderEmail(
        content(
          'booking cancelled',
          `Your booking was cancelled ${CANCELLED_BY[d.by]}.`,
          d.refund > 0
            ? // docs/product.md#holds-and-payments: how and by when, so nobody has to call.
              `We refund ${formatRupees(d.refund)} within ${REFUND_PAYOUT_DAYS} days, the way you ` +
                'paid: by UPI or bank transfer to the account you paid from, to your card, or in ' +
                'cash at the branch.'
            : 'No refund is due on this booking.',
        ),
      );
    case 'payment_received':
      return renderEmail(
        content(
          'payment received',
          `We have received your payment of ${formatRupees(d.amount)}` +
            (d.reference ? ` (reference ${d.reference}).` : '.'),
        ),
      );
    case 'payment_rejected':
      return renderEmail(
        content(
          'payment not accepted',
          `We could not accept your payment of ${formatRupees(d.amount)}: ${d.reason}`,
          'Please check the reference and pay again, or call us.',
        ),
      );
    case 'pickup_24h':
      return renderEmail(
        content(
          'pickup tomorrow',
          `Your car is ready for pickup tomorrow at ${longIst(b.pickupAt)}.`,
        ),
      );
    case 'pickup_2h':
      return renderEmail(
        content('pickup today', `Your car is ready for pickup at ${longIst(b.pickupAt)}.`),
      );
    case 'return_2h':
      return renderEmail(
        content('return today', `Please return the car by ${longIst(b.returnAt)}.`),
      );
    case 'delivery_on_the_way':
      return renderEmail(
        content(
          'driver on the way',
          d.leg === 'pickup'
            ? 'Our driver is on the way to bring the car to your address.'
            : 'Our driver is on the way to collect the car from your address.',
        ),
      );
    case 'delivery_changed':
      return renderEmail(content('doorstep change', legChange(d)));
    case 'review_invitation':
      return renderEmail(
        content(
          'how was your trip?',
          `Thank you for renting the ${b.carName}. How did the car and the ${b.branch} branch do?`,
          'Rate the rental from 1 to 5 stars with a few words on its card in your account, under My bookings. Other renters read it on our site.',
        ),
      );
    case 'review_reply':
      return renderEmail(
        content(
          'we replied to your review',
          `Thank you for reviewing the ${b.carName}. ${BRAND_NAME} has replied to your review.`,
          `The reply is under your review on the ${b.carName}'s page on our site, where other renters read it too.`,
        ),
      );
    case 'charge_raised':
      return renderEmail(
        content(
          'charge after your trip',
          `We have added a charge to your rental: ${d.type}, ${formatRupees(d.amount)}` +
            (d.reference ? ` (reference ${d.reference}).` : '.'),
          ...(d.note ? [d.note] : []),
          `Its proof is in your account. Please pay it or dispute it there by ${longIst(d.disputeUntil)}; after that it is due.`,
        ),
      );
    case 'charge_decided':
      return renderEmail(
        content(
          d.upheld ? 'dispute not accepted' : 'charge waived',
          d.upheld
            ? `We looked at your dispute of the ${d.type} charge of ${formatRupees(d.amount)} and the charge stands: ${d.reason}`
            : `We accepted your dispute of the ${d.type} charge of ${formatRupees(d.amount)} and waived it: ${d.reason}`,
        ),
      );
    default:
      return businessEmail(b, d);
  }
}

/** The business's own notices. */
function businessEmail(b: BookingFacts, d: EventData): RenderedEmail {
  const facts: [string, string][] = [
    ...bookingFactsRows(b),
    ['Renter', `${b.renter.name}, ${b.renter.phone}${b.renter.email ? `, ${b.renter.email}` : ''}`],
    ['Status', b.status],
  ];
  const notice = (subject: string, ...paragraphs: string[]) =>
    renderEmail({ subject: `${subject} ${ref(b)}: ${b.carName}`, paragraphs, facts });
  switch (d.event) {
    case 'business_new_booking':
      return notice('New booking', `A new booking is waiting for confirmation.`);
    case 'business_upi_submitted':
      return notice(
        'UPI payment submitted',
        `The renter reports a UPI payment of ${formatRupees(d.amount)}, reference ${d.reference}. Check it and mark it received or rejected.`,
      );
    case 'business_charge_disputed':
      return notice(
        'Charge disputed',
        `The renter disputes the ${d.type} charge of ${formatRupees(d.amount)}: ${d.reason}`,
        'Uphold or waive it from the disputes queue.',
      );
    case 'business_deposit_overdue':
      return notice(
        'Deposit return overdue',
        `The deposit return of ${formatRupees(d.amount)} was due on ${d.dueOn} and is not paid out yet.`,
      );
    case 'business_return_overdue':
      return notice(
        'Return overdue',
        `The car was due back at ${longIst(b.returnAt)} and is more than ${d.graceMinutes ?? LATE_GRACE_MINUTES} minutes late.`,
      );
    default:
      throw new Error(`no e-mail for ${d.event}`);
  }
}

/** Events whose only message is the business's e-mail. */
export const BUSINESS_EVENTS: readonly MessageEvent[] = [
  'business_new_booking',
  'business_upi_submitted',
  'business_return_overdue',
  'business_charge_disputed',
  'business_deposit_overdue',
];

/** "We now bring the car on 28 Nov 12:00 to PIN 500092." */
function legChange(d: Extract<EventData, { event: 'delivery_changed' }>): string {
  const verb = d.leg === 'pickup' ? 'bring the car' : 'collect the car';
  if (!d.at) return `We no longer ${verb} at your door: it is at the branch.`;
  return `We now ${verb} on ${shortIst(d.at)} ${d.leg === 'pickup' ? 'to' : 'from'} PIN ${d.pin}.`;
}
