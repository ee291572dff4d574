import type { AuditEntry } from '@rental/shared/audit';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@rental/shared/documents';
import { bookingReference } from '@rental/shared/outbox';
import { formatLongDate } from '@/features/admin/shell/lib/format';
import { actorName, describeAction } from './describe-entry';

// docs/product.md#audit-log: each entry as one sentence a branch manager reads without help,
// "Ravi (Boduppal staff) approved the driving licence (front) of Priya Sharma".

/** What a phrase may name: filled from the entry, else a plain fallback. */
interface Subjects {
  booking: string;
  car: string;
  document: string;
}

type Phrase = (s: Subjects, entry: AuditEntry) => string;

const statusChange: Phrase = (s, entry) => {
  const before = entry.before?.status;
  const after = entry.after?.status;
  if (after === 'Cancelled') return `cancelled ${s.booking}`;
  if (typeof before === 'string' && typeof after === 'string') {
    return `moved ${s.booking} from ${before} to ${after}`;
  }
  return `changed the status of ${s.booking}`;
};

/** "switched delivery off at Boduppal for Monday, 21 December 2026" (the entity is the branch). */
function deliveryDayOff(_: Subjects, entry: AuditEntry): string {
  const day = entry.after?.day;
  const when = typeof day === 'string' ? ` for ${formatLongDate(day)}` : '';
  const how = entry.after?.off === false ? 'switched delivery back on' : 'switched delivery off';
  return `${how} at ${entry.entityId}${when}`;
}

const PHRASES: Record<string, Phrase> = {
  'booking.status': statusChange,
  'booking.update': (s) => `edited ${s.booking}`,
  'booking.branch': (s) => `moved ${s.booking} to another branch with its car`,
  'payment.record': (s) => `recorded a payment on ${s.booking}`,
  'payment.decide': (s) => `decided on a payment of ${s.booking}`,
  'handover.pickup': (s) => `handed ${s.car} over for ${s.booking}`,
  'handover.return': (s) => `took ${s.car} back from ${s.booking}`,
  'agreement.request': (s) => `texted the renter of ${s.booking} the agreement code`,
  'agreement.accept': (s) => `recorded the renter’s agreement to ${s.booking}`,
  'document.approve': (s) => `approved ${s.document}`,
  'document.reject': (s) => `rejected ${s.document}`,
  'message.resend': (s) => `sent a message of ${s.booking} again`,
  'car.create': (s) => `added ${s.car}`,
  'car.update': (s) => `edited ${s.car}`,
  'car.availability': (s) => `changed whether ${s.car} can be booked`,
  'car.delete': (s) => `deleted ${s.car}`,
  'maintenance_block.create': (s) => `took ${s.car} out of service`,
  'maintenance_block.delete': (s) => `put ${s.car} back in service`,
  'date_rule.create': () => 'added a date rule to the rate card',
  'date_rule.delete': () => 'removed a date rule from the rate card',
  'offer.promo_code': () => 'changed the promo code of an offer',
  'promo_code.create': () => 'created a promo code',
  'customer_note.create': () => 'wrote a note on a renter',
  'review.hide': (s) => `hid a renter’s review of ${s.booking}`,
  'review.show': (s) => `published a renter’s review of ${s.booking} again`,
  'review.reply': (s) => `replied to a renter’s review of ${s.booking}`,
  'review.reply_edit': (s) => `edited the reply to a renter’s review of ${s.booking}`,
  'customer.block': () => 'blocked a renter from booking',
  'customer.unblock': () => 'let a blocked renter book again',
  'settings.two_factor_policy': () => 'changed who must use two-factor sign-in',
  'staff.add': () => 'added a staff account',
  'staff.invite': () => 'invited a staff member',
  'staff.update': () => 'edited a staff account',
  'staff.set_password': () => 'set a staff member’s password',
  'staff.two_factor_on': () => 'turned on two-factor sign-in',
  'staff.two_factor_off': () => 'turned off two-factor sign-in',
  'staff.two_factor_reset': () => 'reset a staff member’s two-factor sign-in',
  'delivery_area.update': (_, entry) => `changed the delivery areas of ${entry.entityId}`,
  'delivery_area.day_off': deliveryDayOff,
  'delivery.change': (s, entry) =>
    `changed the doorstep ${entry.after?.leg === 'return' ? 'collection' : 'delivery'} of ${s.booking}`,
};

/** "Ravi (Boduppal staff)", "Asha (owner)", or the e-mail of an account without a name. */
export function actorLabel(actor: AuditEntry['actor']): string {
  const name = actorName(actor);
  if (actor.role === 'owner') return `${name} (owner)`;
  if (actor.role === 'staff') return `${name} (${actor.branch ? `${actor.branch} ` : ''}staff)`;
  return name;
}

function documentPhrase(entry: AuditEntry): string {
  if (!entry.document) return 'a document';
  const kind = DOCUMENT_KIND_LABELS[entry.document.kind as DocumentKind] ?? 'document';
  const label = kind.charAt(0).toLowerCase() + kind.slice(1);
  return entry.document.ownerName ? `the ${label} of ${entry.document.ownerName}` : `a ${label}`;
}

/**
 * What the person did, without their name. `carName` knows the fleet; `inBooking` is set inside
 * one booking's own history, where "this booking" says enough.
 */
export function auditPredicate(
  entry: AuditEntry,
  options: { carName?: string; inBooking?: boolean } = {},
): string {
  const subjects: Subjects = {
    booking: options.inBooking
      ? 'this booking'
      : entry.bookingId
        ? `booking ${bookingReference(entry.bookingId)}`
        : 'a booking',
    car: options.carName ?? 'a car',
    document: documentPhrase(entry),
  };
  const phrase = PHRASES[entry.action];
  return phrase ? phrase(subjects, entry) : describeAction(entry.action);
}
