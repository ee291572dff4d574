import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import { AGREEMENT_PDF_LINK_TTL_MS } from '@rental/shared/constants';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { AppError, ForbiddenError } from '../../errors';
import { sessionState } from '../sessions/sessions.service';
import { renterOfAgreement } from './agreements.repository';

// docs/product.md#rental-agreement: the text after acceptance links to the agreement's PDF itself.
// The renter's session is a bearer token the browser does not send when a text's link is opened,
// so the link carries its own proof instead: an HMAC of the agreement's id and an expiry, keyed by
// a key derived from the session secret (never the secret itself). It opens that one agreement
// only, for AGREEMENT_PDF_LINK_TTL_MS; it went to the renter's own mobile, the one that accepted
// with its code, and after it expires the PDF is read from the renter's bookings with their
// session. A changed id, expiry or signature is refused alike, saying nothing of what exists.
// The HMAC also covers the renter's token version, so whatever ends their sessions (signing out
// everywhere, a password change or reset) ends the links texted before too, with no row per link.

type LinkDeps = Pick<Deps, 'db' | 'secrets' | 'clock'>;

/**
 * How many earlier token versions a refused link is tried against, to say it was ended; one
 * signed further back is refused as any invalid link is.
 */
const ENDED_LOOKBACK = 20;

const keyOf = (deps: LinkDeps) =>
  createHmac('sha256', deps.secrets.jwt).update('agreement-pdf-link').digest();

const signatureOf = (deps: LinkDeps, agreementId: string, expires: number, version: number) =>
  createHmac('sha256', keyOf(deps))
    .update(`${agreementId}:${expires}:${version}`)
    .digest('base64url');

/** The token version of the agreement's renter now; undefined without such an agreement. */
async function renterVersion(deps: LinkDeps, agreementId: string): Promise<number | undefined> {
  const customerId = await renterOfAgreement(deps.db, agreementId);
  if (!customerId) return undefined;
  return (await sessionState(deps, { role: 'customer', id: customerId }))?.tokenVersion;
}

/** The path, with its query, that opens this agreement's PDF without a session. */
export async function agreementPdfLink(deps: LinkDeps, agreementId: string): Promise<string> {
  const expires = Math.floor((deps.clock().getTime() + AGREEMENT_PDF_LINK_TTL_MS) / 1000);
  const version = (await renterVersion(deps, agreementId)) ?? 0;
  const signature = signatureOf(deps, agreementId, expires, version);
  return `/api/agreements/${agreementId}/pdf?expires=${expires}&signature=${signature}`;
}

/**
 * Refuses (403) a link whose signature does not match or whose time has passed, and (410) one
 * signed before the renter last ended their sessions.
 */
export async function checkAgreementPdfLink(
  deps: LinkDeps,
  agreementId: string,
  link: { expires: number; signature: string },
): Promise<void> {
  const given = Buffer.from(link.signature);
  const signedFor = (version: number) => {
    const expected = Buffer.from(signatureOf(deps, agreementId, link.expires, version));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const version = await renterVersion(deps, agreementId);
  if (version === undefined || link.expires * 1000 <= deps.clock().getTime()) {
    throw new ForbiddenError(AGREEMENT_MESSAGES.linkExpired);
  }
  if (signedFor(version)) return;
  for (let earlier = version - 1; earlier >= Math.max(0, version - ENDED_LOOKBACK); earlier--) {
    if (signedFor(earlier)) {
      throw new AppError(410, ERROR_CODES.agreementLinkEnded, AGREEMENT_MESSAGES.linkEnded);
    }
  }
  throw new ForbiddenError(AGREEMENT_MESSAGES.linkExpired);
}
