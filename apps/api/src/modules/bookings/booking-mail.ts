import type { Booking } from '@rental/shared/bookings';
import { BRAND_NAME, PHONE_PRIMARY } from '@rental/shared/business';
import { CONFIRMATION_CALL_HOURS } from '@rental/shared/constants';
import { formatRupees } from '@rental/shared/rental';
import type { Deps } from '../../deps';
import type { MailMessage } from '../notifications/notifications.plugin';

// The e-mails a booking sends. Plain text: it reads everywhere and carries no tracking.

function details(b: Booking): string {
  return [
    `Booking id: ${b._id}`,
    `Car: ${b.carName} (${b.carNumber})`,
    `Pickup: ${b.pickupDate} ${b.pickupTime}`,
    `Return: ${b.returnDate} ${b.returnTime}`,
    `Days: ${b.totalDays} at ${formatRupees(b.pricePerDay)} a day`,
    `Total: ${formatRupees(b.totalAmount)}`,
    `Documents: ${b.originalDocumentsSubmitted}`,
    `Status: ${b.status}`,
  ].join('\n');
}

export function bookingReceivedMail(b: Booking): MailMessage {
  return {
    to: b.customerEmail,
    subject: `${BRAND_NAME}: booking received (${b._id})`,
    text: [
      `Dear ${b.customerName},`,
      '',
      'Thank you. We have received your booking request:',
      '',
      details(b),
      '',
      `Our team will call you within ${CONFIRMATION_CALL_HOURS} hours to confirm it and verify your documents.`,
      `Questions? Call ${PHONE_PRIMARY}.`,
      '',
      BRAND_NAME,
    ].join('\n'),
  };
}

export function newBookingMail(b: Booking, businessEmail: string): MailMessage {
  return {
    to: businessEmail,
    subject: `New booking ${b._id}: ${b.carName}, ${b.pickupDate}`,
    text: [
      details(b),
      '',
      `Customer: ${b.customerName}, ${b.customerPhone}, ${b.customerEmail}`,
      `Address: ${b.address}, ${b.city}, ${b.state} ${b.pinCode}, ${b.country}`,
      `Licence: ${b.driverLicenseNumber} (${b.dlIssuedState}), born ${b.dateOfBirth}`,
      `Purpose: ${b.purpose}; destination: ${b.destination}`,
      `Notes: ${b.notes || '-'}`,
    ].join('\n'),
  };
}

export function statusChangedMail(b: Booking): MailMessage {
  return {
    to: b.customerEmail,
    subject: `${BRAND_NAME}: your booking is now ${b.status} (${b._id})`,
    text: [
      `Dear ${b.customerName},`,
      '',
      `The status of your booking is now: ${b.status}.`,
      '',
      details(b),
      b.pickupLocation ? `Pickup location: ${b.pickupLocation}` : '',
      '',
      `Questions? Call ${PHONE_PRIMARY}.`,
      '',
      BRAND_NAME,
    ].join('\n'),
  };
}

/**
 * Composes and sends a mail without awaiting it: a slow or failing mail server never costs the
 * booking, and a message that cannot even be composed is only logged.
 */
export function mailSafely(
  deps: Pick<Deps, 'notifications' | 'log'>,
  compose: () => MailMessage,
): void {
  try {
    void deps.notifications.mail(compose());
  } catch (error) {
    deps.log.error({ err: error }, 'could not compose mail');
  }
}
