// What the whole app keeps: the audit log, idempotency keys, settings, stored files, rate-limit
// counters and the outbox. See db/schema.ts for the conventions.

export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string;
  action: string;
  entity: string;
  entity_id: string;
  booking_id: string | null;
  car_id: string | null;
  /** JSON of the changed values; null for a creation (before) or a deletion (after). */
  before: string | null;
  after: string | null;
}

export interface IdempotencyKeysTable {
  customer_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

/** A value generated once and shared by every process (the signing secret). */
export interface SettingsTable {
  name: string;
  value: string;
  created_at: string;
}

/** An uploaded file, served under /uploads/<key>. */
export interface FilesTable {
  key: string;
  content_type: string;
  data: Buffer;
  /** Quoted, as sent in the ETag header. */
  etag: string;
  created_at: string;
}

/** One fixed window of one rate limit (docs/decisions/010-rate-limits-in-the-database.md). */
export interface RateLimitCountersTable {
  bucket: string;
  key: string;
  window_start: string;
  count: number;
  expires_at: string;
}

/** docs/product.md#messages: one text or e-mail in the durable outbox. */
export interface MessagesTable {
  id: string;
  booking_id: string | null;
  event: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  /**
   * A booking event's own figures (EventData as JSON): the message is rendered from the booking
   * when it is sent, and subject and body stay empty. Null: subject, body and html are the text.
   */
  data: string | null;
  event_key: string;
  due_at: string;
  /** pending, sending, sent, failed or cancelled. */
  state: string;
  attempts: number;
  last_error: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}
