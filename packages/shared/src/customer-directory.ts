import { z } from 'zod';
import { BOOKING_STATUSES } from './constants';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  documentsApproved,
  type RenterDocument,
} from './documents';
import { text } from './fields';

// docs/product.md#customers: the back office's directory of renters, their notes and blocks.

export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_SEARCH_MAX = 100;
export const CUSTOMER_NOTE_MAX = 1000;
export const BLOCK_REASON_MAX = 300;
/** The deepest page asked for: far past 100,000 renters, and small enough to stay a number. */
const MAX_PAGE = 100_000;

/** GET /api/admin/customers?q=&page= */
export const CustomerListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `Search must be at most ${CUSTOMER_SEARCH_MAX} characters.`)
    .optional(),
  page: z.coerce
    .number()
    .int('Page must be a whole number.')
    .min(1, 'Page must be 1 or more.')
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}.`)
    .default(1),
});
export type CustomerListQuery = z.input<typeof CustomerListQuerySchema>;

/** What a search text looks for: the start of a mobile number when it is digits, else of a name. */
export type CustomerSearch = { by: 'mobile'; prefix: string } | { by: 'name'; prefix: string };

/**
 * Digits (with spaces, dashes or +91 in front, as a mobile is written) search mobiles; anything
 * else the beginning of the name, in any case. Empty means no search.
 */
export function customerSearch(q: string | undefined): CustomerSearch | undefined {
  const trimmed = q?.trim() ?? '';
  if (!trimmed) return undefined;
  if (/^\+?[\d\s-]+$/.test(trimmed)) {
    const digits = trimmed.replace(/[\s-]/g, '');
    const prefix = digits.startsWith('+91') ? digits.slice(3) : digits.replace(/^\+/, '');
    return prefix ? { by: 'mobile', prefix } : undefined;
  }
  return { by: 'name', prefix: trimmed.toLowerCase() };
}

/**
 * Where a renter's documents stand, in one word: approved (licence and an ID, ready for a
 * handover), submitted (some wait for review), rejected (the last word on some is no), partial
 * (some approved, not yet enough) or none.
 */
export const DOCUMENTS_STATES = ['approved', 'submitted', 'rejected', 'partial', 'none'] as const;
export type DocumentsState = (typeof DOCUMENTS_STATES)[number];
export const DOCUMENTS_STATE_LABELS: Record<DocumentsState, string> = {
  approved: 'Approved',
  submitted: 'To review',
  rejected: 'Rejected',
  partial: 'Incomplete',
  none: 'None',
};

export function documentsState(
  docs: readonly Pick<RenterDocument, 'kind' | 'status'>[],
): DocumentsState {
  if (docs.length === 0) return 'none';
  if (documentsApproved(docs)) return 'approved';
  if (docs.some((d) => d.status === 'submitted')) return 'submitted';
  if (docs.some((d) => d.status === 'rejected')) return 'rejected';
  return 'partial';
}

export const CustomerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** Bookings of any status. */
  bookings: z.number().int(),
  /** Whole rupees: what the completed rentals came to (docs/product.md#customers). */
  spend: z.number().int(),
  blocked: z.boolean(),
  documents: z.enum(DOCUMENTS_STATES),
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;

export const CustomerPageSchema = z.object({
  customers: z.array(CustomerListItemSchema),
  /** How many renters match, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

export const CustomerBlockSchema = z.object({
  at: z.string(),
  reason: z.string(),
  /** The name (or e-mail) of the admin who blocked the renter. */
  by: z.string(),
});
export type CustomerBlock = z.infer<typeof CustomerBlockSchema>;

export const CustomerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

export const CustomerBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  carName: z.string(),
  pickupAt: z.string(),
  returnAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The bill's total once returned, else the booking's amount. */
  amount: z.number().int(),
});
export type CustomerBooking = z.infer<typeof CustomerBookingSchema>;

export const CustomerDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/customers/{id} */
export const CustomerDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Bookings of any status, at every branch. */
  bookingCount: z.number().int(),
  /** Whole rupees: the bill total of each completed rental, or its amount when it has no bill. */
  spend: z.number().int(),
  /** Whole rupees: rental payments received in the ledger, less refunds paid out (no deposits). */
  received: z.number().int(),
  /** Newest first; a branch's staff see their branch's only. */
  bookings: z.array(CustomerBookingSchema),
  documents: z.array(CustomerDocumentSchema),
  documentsState: z.enum(DOCUMENTS_STATES),
  /** Newest first. */
  notes: z.array(CustomerNoteSchema),
  blocked: CustomerBlockSchema.nullable(),
  /** Whether the one asking may block and unblock (the owner), so the screen offers it. */
  canBlock: z.boolean(),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** POST /api/admin/customers/{id}/notes */
export const CustomerNoteInputSchema = z.object({
  text: text('Note', CUSTOMER_NOTE_MAX, 'multi'),
});
export type CustomerNoteInput = z.input<typeof CustomerNoteInputSchema>;

/** POST /api/admin/customers/{id}/block */
export const BlockCustomerSchema = z.object({
  reason: text('Reason', BLOCK_REASON_MAX, 'multi'),
});
export type BlockCustomerInput = z.input<typeof BlockCustomerSchema>;

/** The answer to a block or an unblock. */
export const CustomerBlockStateSchema = z.object({
  blocked: z.boolean(),
  blockedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CustomerBlockState = z.infer<typeof CustomerBlockStateSchema>;
