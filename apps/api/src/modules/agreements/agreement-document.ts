import { BRAND_NAME, PHONE_PRIMARY } from '@rental/shared/business';
import { POSITION_LABELS } from '@rental/shared/handover-photos';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import type { AuthUser } from '../../auth-user';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { bookingSeenBy, handoverDetailsOf } from '../booking-record/booking-record.service';
import { storedPhotos } from '../booking-record/stored-photos-json';
import { longIst } from '../outbox/message-facts';
import { summaryOf } from './agreement-json';
import { renderAgreementPdf } from './agreement-pdf';
import { checkAgreementPdfLink } from './agreement-link';
import {
  acceptedAgreement,
  latestAccepted,
  termsVersion,
  type AgreementRow,
} from './agreements.repository';

// docs/product.md#rental-agreement: the accepted agreement's PDF, for its renter and the staff,
// and for whoever holds the signed link texted to the renter after acceptance.

const photoLine = (photo: ReturnType<typeof storedPhotos>[number], index: number) => {
  const what =
    photo.position && photo.position !== 'close-up'
      ? POSITION_LABELS[photo.position]
      : `Close-up${photo.note ? `: ${photo.note}` : ` ${index + 1}`}`;
  return photo.takenAt ? `${what}, taken ${longIst(photo.takenAt)}` : what;
};

export async function agreementPdf(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: AuthUser,
  bookingId: string,
): Promise<{ reference: string; pdf: Buffer }> {
  await bookingSeenBy(deps, actor, bookingId);
  const row = await latestAccepted(deps.db, bookingId);
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.noAgreement);
  return renderAccepted(deps, row);
}

/**
 * The PDF the signed link opens: that accepted agreement, while the link has not expired and the
 * renter has not ended their sessions since it was sent.
 */
export async function agreementPdfByLink(
  deps: Pick<Deps, 'db' | 'config' | 'secrets' | 'clock'>,
  agreementId: string,
  link: { expires: number; signature: string },
): Promise<{ reference: string; pdf: Buffer }> {
  await checkAgreementPdfLink(deps, agreementId, link);
  const row = await acceptedAgreement(deps.db, agreementId);
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.noAgreement);
  return renderAccepted(deps, row);
}

async function renderAccepted(
  deps: Pick<Deps, 'db' | 'config'>,
  row: AgreementRow,
): Promise<{ reference: string; pdf: Buffer }> {
  const bookingId = row.booking_id;
  const terms = (await termsVersion(deps.db, row.terms_version))!;
  const details = (await handoverDetailsOf(deps.db, [bookingId])).get(bookingId);
  const pickup = details?.handovers.find((h) => h.kind === 'pickup');
  const summary = summaryOf(row);
  const pdf = await renderAgreementPdf({
    business: { name: BRAND_NAME, phone: PHONE_PRIMARY, email: deps.config.businessEmail },
    summary,
    acceptedAt: longIst(row.accepted_at!),
    pickupAt: longIst(summary.pickupAt),
    returnAt: longIst(summary.returnAt),
    mobileEnding: row.mobile.slice(-4),
    terms: { version: terms.version, sha256: terms.sha256, text: terms.text },
    photos: pickup ? storedPhotos(pickup.photos).map(photoLine) : null,
  });
  return { reference: summary.bookingReference, pdf };
}
