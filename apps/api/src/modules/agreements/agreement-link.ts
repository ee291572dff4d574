import { createHmac, timingSafeEqual } from 'node:crypto';
import { AGREEMENT_PDF_LINK_TTL_MS } from '@rental/shared/constants';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { ForbiddenError } from '../../errors';

// docs/product.md#rental-agreement: the text after acceptance links to the agreement's PDF itself.
// The renter's session is a bearer token the browser does not send when a text's link is opened,
// so the link carries its own proof instead: an HMAC of the agreement's id and an expiry, keyed by
// a key derived from the session secret (never the secret itself). It opens that one agreement
// only, for AGREEMENT_PDF_LINK_TTL_MS; it went to the renter's own mobile, the one that accepted
// with its code, and after it expires the PDF is read from the renter's bookings with their
// session. A changed id, expiry or signature is refused alike, saying nothing of what exists.

type LinkDeps = Pick<Deps, 'secrets' | 'clock'>;

const keyOf = (deps: LinkDeps) =>
  createHmac('sha256', deps.secrets.jwt).update('agreement-pdf-link').digest();

const signatureOf = (deps: LinkDeps, agreementId: string, expires: number) =>
  createHmac('sha256', keyOf(deps)).update(`${agreementId}:${expires}`).digest('base64url');

/** The path, with its query, that opens this agreement's PDF without a session. */
export function agreementPdfLink(deps: LinkDeps, agreementId: string): string {
  const expires = Math.floor((deps.clock().getTime() + AGREEMENT_PDF_LINK_TTL_MS) / 1000);
  const signature = signatureOf(deps, agreementId, expires);
  return `/api/agreements/${agreementId}/pdf?expires=${expires}&signature=${signature}`;
}

/** Refuses (403) a link whose signature does not match or whose time has passed. */
export function checkAgreementPdfLink(
  deps: LinkDeps,
  agreementId: string,
  link: { expires: number; signature: string },
): void {
  const expected = Buffer.from(signatureOf(deps, agreementId, link.expires));
  const given = Buffer.from(link.signature);
  const valid = given.length === expected.length && timingSafeEqual(given, expected);
  if (!valid || link.expires * 1000 <= deps.clock().getTime()) {
    throw new ForbiddenError(AGREEMENT_MESSAGES.linkExpired);
  }
}
