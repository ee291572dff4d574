import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './fields';
import { StaffRoleSchema } from './staff';

// docs/product.md#audit-log: the audit log of every admin write, for the owner, and each
// booking's own history of changes (docs/decisions/019-audit-log.md).

export const AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;
/** The most entries a booking's own history answers (newest first). */
export const MAX_BOOKING_AUDIT_ENTRIES = 200;

export const AUDIT_MESSAGES = {
  toBeforeFrom: 'The end date must be on or after the start date.',
} as const;

/** GET /api/admin/audit: all filters optional, Kolkata dates inclusive. */
export const AuditQuerySchema = z
  .object({
    actorId: IdSchema.optional().describe('The admin account that made the changes'),
    bookingId: IdSchema.optional().describe(
      'A booking id, or its 8-character reference as shown to renters',
    ),
    carId: IdSchema.optional(),
    from: IsoDateSchema.optional().describe('First Kolkata day, YYYY-MM-DD'),
    to: IsoDateSchema.optional().describe('Last Kolkata day, YYYY-MM-DD'),
    limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.toBeforeFrom,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

const ChangedValuesSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('Only the fields the write changed; null for a creation (before) or deletion (after)');

export const AuditActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
});
export type AuditActor = z.infer<typeof AuditActorSchema>;
export const AuditActorListSchema = z.array(AuditActorSchema);

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601 UTC instant of the change. */
  at: z.string(),
  /** The account's name and e-mail; empty strings when the account no longer exists. */
  actor: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** owner or staff; null when the account no longer exists. */
    role: z.string().nullable(),
    /** A staff member's branch, so the log can say "Ravi (Boduppal staff)". */
    branch: z.string().nullable(),
  }),
  /** entity.verb, e.g. car.update, booking.status, payment.decide. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  bookingId: z.string().nullable(),
  carId: z.string().nullable(),
  before: ChangedValuesSchema,
  after: ChangedValuesSchema,
  /** For a document's review: its kind and the renter it belongs to. */
  document: z.object({ kind: z.string(), ownerName: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditEntryListSchema = z.array(AuditEntrySchema);
