import { BRAND_NAME, PHONE_PRIMARY } from '@rental/shared/business';
import { renderEmail, type RenderedEmail } from './email-layout';
import { dear, longIst, SMS_BRAND, type Renter } from './message-facts';

// docs/product.md#messages: the messages that belong to a renter or a staff member rather than to
// a booking (the booking's own are in templates.ts).

export type RenterEventData =
  | { event: 'document_approved'; document: string }
  | { event: 'document_rejected'; document: string; reason: string }
  | { event: 'otp'; text: string }
  | { event: 'agreement_signed'; text: string }
  | { event: 'agreement_link'; text: string };

const SIGN_OFF = `Questions? Call ${PHONE_PRIMARY}. ${BRAND_NAME}`;

/** Messages to a renter that belong to no single booking. */
export function renterSms(d: RenterEventData): string {
  switch (d.event) {
    case 'otp':
    case 'agreement_signed':
    case 'agreement_link':
      return d.text;
    case 'document_approved':
      return `${SMS_BRAND}: your ${d.document} is approved. Thank you.`;
    case 'document_rejected':
      return `${SMS_BRAND}: your ${d.document} was not accepted: ${d.reason}. Please upload it again.`;
  }
}

export function renterEmail(r: Renter, d: RenterEventData): RenderedEmail | undefined {
  const content = (subject: string, ...paragraphs: string[]) =>
    renderEmail({
      subject: `${BRAND_NAME}: ${subject}`,
      greeting: dear(r),
      paragraphs,
      facts: [],
      closing: SIGN_OFF,
    });
  switch (d.event) {
    case 'otp':
    case 'agreement_signed':
    case 'agreement_link':
      return undefined;
    case 'document_approved':
      return content(`${d.document} approved`, `Your ${d.document} is approved.`);
    case 'document_rejected':
      return content(
        `${d.document} not accepted`,
        `We could not accept your ${d.document}: ${d.reason}`,
        'Please upload it again from your account.',
      );
  }
}

/** docs/product.md#back-office: a new staff member's one-time set-password link. */
export function staffInviteEmail(name: string, link: string, expiresAt: string): RenderedEmail {
  return renderEmail({
    subject: `${BRAND_NAME}: set your staff password`,
    greeting: `Dear ${name},`,
    paragraphs: [
      `You have a staff account at ${BRAND_NAME}. Open this link to set your password:`,
      link,
      `The link works once, until ${longIst(expiresAt)}.`,
    ],
    facts: [],
    closing: SIGN_OFF,
  });
}
