import { z } from 'zod';

// docs/product.md#documents: the renter's licence and ID, checked by the admin before a handover.

export const DOCUMENT_KINDS = [
  'licence_front',
  'licence_back',
  'aadhaar_masked',
  'passport_photo_page',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  licence_front: 'Driving licence (front)',
  licence_back: 'Driving licence (back)',
  aadhaar_masked: 'Aadhaar card (masked)',
  passport_photo_page: 'Passport photo page',
};

/** The two kinds that together prove identity besides the licence: either one is enough. */
export const ID_DOCUMENT_KINDS: readonly DocumentKind[] = ['aadhaar_masked', 'passport_photo_page'];
export const LICENCE_DOCUMENT_KINDS: readonly DocumentKind[] = ['licence_front', 'licence_back'];

export const DOCUMENT_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const MAX_DOCUMENT_MB = 5;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** What the file input offers: the types above, by extension too for older phones. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
/** Default of the DOCUMENT_RETENTION_DAYS setting: days kept after the last rental ends. */
export const DOCUMENT_RETENTION_DAYS = 180;
/** Smallest side of an image that can still show a document: refuses tracking pixels and such. */
export const MIN_DOCUMENT_IMAGE_SIDE = 200;
/** Aadhaar masking: only the last four of the twelve digits stay visible. */
export const AADHAAR_HIDDEN_DIGITS = 8;
export const REJECTION_REASON_MAX = 300;
/**
 * docs/product.md#documents: the most documents a renter keeps at once (every kind three times
 * over), so a flood of uploads cannot fill the storage or bury other renters in the review queue.
 */
export const MAX_DOCUMENTS_PER_RENTER = 12;
/**
 * Largest image read, in pixels (a 24 MP phone photo), checked from the file's header before any
 * pixel is decoded.
 */
export const MAX_DOCUMENT_PIXELS = 25_000_000;
/** Review queue page size: the default and the most one call may ask for. */
export const REVIEW_PAGE_SIZE = 50;
export const MAX_REVIEW_PAGE_SIZE = 200;

export const DOCUMENT_MESSAGES = {
  tooLarge: `The file is larger than ${MAX_DOCUMENT_MB} MB. Please choose a smaller file.`,
  badType: 'Please upload a JPG, PNG or PDF file.',
  unreadable: 'The file could not be read. Please take the photo again or choose another file.',
  tooSmall: 'The image is too small to read. Please take a clear photo of the whole document.',
  pdfActive: 'This PDF contains scripts or actions. Please upload a plain scan or a photo.',
  noFile: 'Please choose a file to upload.',
  tooManyPixels:
    'The photo has too many pixels to read. Please take it at a lower resolution or choose another file.',
  tooMany: `You already have ${MAX_DOCUMENTS_PER_RENTER} documents. Please delete one you no longer need before uploading another.`,
  oneFile: 'Upload one file at a time.',
  rentalOpen: 'Documents cannot be deleted while you have a booking that is not finished.',
  reasonRequired: 'Please give the reason for rejecting the document.',
  notFound: 'Document not found.',
  aadhaarMasking: `Cover the first ${AADHAAR_HIDDEN_DIGITS} digits of the Aadhaar number before taking the photo: only the last 4 may be visible.`,
} as const;

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { error: 'Choose the kind of document.' });

export const DocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  /** The admin's reason when rejected; null otherwise. */
  reason: z.string().nullable(),
  contentType: z.string(),
  /** Where the owner or the admin reads the file (needs the token, never cached). */
  fileUrl: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RenterDocument = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.array(DocumentSchema);

/** One entry of the admin's review queue: the document beside what the renter typed at booking. */
export const ReviewDocumentSchema = DocumentSchema.extend({
  customerId: z.string(),
  customerName: z.string(),
  customerMobile: z.string(),
  /** From the renter's latest booking, when there is one. */
  booking: z
    .object({
      id: z.string(),
      driverLicenseNumber: z.string(),
      dlIssuedState: z.string(),
      dateOfBirth: z.string(),
    })
    .nullable(),
});
export type ReviewDocument = z.infer<typeof ReviewDocumentSchema>;
export const ReviewQueueSchema = z.array(ReviewDocumentSchema);

/** GET /api/admin/documents: one page of one status; the total is in x-total-count. */
export const ReviewQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).default('submitted'),
  limit: z.coerce.number().int().min(1).max(MAX_REVIEW_PAGE_SIZE).default(REVIEW_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ReviewQuery = z.infer<typeof ReviewQuerySchema>;

export const DecideDocumentSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('approved'), reason: z.string().trim().max(0).optional() }),
    z.object({
      status: z.literal('rejected'),
      reason: z
        .string(DOCUMENT_MESSAGES.reasonRequired)
        .trim()
        .min(1, DOCUMENT_MESSAGES.reasonRequired)
        .max(REJECTION_REASON_MAX, `At most ${REJECTION_REASON_MAX} characters.`),
    }),
  ],
  { error: 'Choose approve or reject.' },
);
export type DecideDocument = z.infer<typeof DecideDocumentSchema>;

/** Whether the renter's approved documents allow a handover without the counter check. */
export function documentsApproved(
  docs: readonly Pick<RenterDocument, 'kind' | 'status'>[],
): boolean {
  const approved = new Set(docs.filter((d) => d.status === 'approved').map((d) => d.kind));
  return (
    LICENCE_DOCUMENT_KINDS.every((k) => approved.has(k)) &&
    ID_DOCUMENT_KINDS.some((k) => approved.has(k))
  );
}
