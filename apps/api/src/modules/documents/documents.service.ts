import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MESSAGES,
  ID_DOCUMENT_KINDS,
  LICENCE_DOCUMENT_KINDS,
  MAX_DOCUMENTS_PER_RENTER,
  type DecideDocument,
  type DocumentKind,
  type RenterDocument,
  type ReviewQuery,
  type ReviewDocument,
} from '@rental/shared/documents';
import type { Deps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { recordChange } from '../audit/audit.service';
import { getCustomer } from '../customers/customers.service';
import { queueRenterEvent } from '../outbox/outbox.service';
import type { BranchScope } from '../staff/branch-scope';
import { checkDocumentFile } from './document-file';
import { toDocument, toReviewDocument } from './document-json';
import * as repo from './documents.repository';

// docs/product.md#documents. Files live in the storage under `documents/`, which the public
// uploads address never serves; only getDocumentFile hands them out, to the owner and the admin.

export const DOCUMENT_FOLDER = 'documents';

export async function listMyDocuments(
  { db }: Pick<Deps, 'db'>,
  customerId: string,
): Promise<RenterDocument[]> {
  return (await repo.listCustomerDocuments(db, customerId)).map(toDocument);
}

/**
 * docs/product.md#handover-and-bill: a car is handed over only when the renter's licence (front
 * and back) and one ID are approved, unless the staff check the originals at the counter.
 */
export async function hasApprovedLicenceAndId(
  { db }: Pick<Deps, 'db'>,
  customerId: string,
): Promise<boolean> {
  const approved = new Set(
    (await repo.listCustomerDocuments(db, customerId))
      .filter((d) => d.status === 'approved')
      .map((d) => d.kind as DocumentKind),
  );
  return (
    LICENCE_DOCUMENT_KINDS.every((kind) => approved.has(kind)) &&
    ID_DOCUMENT_KINDS.some((kind) => approved.has(kind))
  );
}

export async function uploadDocument(
  deps: Pick<Deps, 'db' | 'dbKind' | 'clock' | 'storage'>,
  customerId: string,
  kind: DocumentKind,
  data: Buffer,
): Promise<RenterDocument> {
  // docs/product.md#documents: a renter keeps at most MAX_DOCUMENTS_PER_RENTER. Asked once before
  // the file is decoded (no work for a full account) and again, locked, before the row is added.
  const full = (count: number) => count >= MAX_DOCUMENTS_PER_RENTER;
  const tooMany = () => new ConflictError(ERROR_CODES.documentLimit, DOCUMENT_MESSAGES.tooMany);
  if (full(await repo.countCustomerDocuments(deps.db, customerId))) throw tooMany();
  const file = await checkDocumentFile(data);
  const id = randomUUID();
  const key = `${DOCUMENT_FOLDER}/${id}.${file.extension}`;
  const row = {
    id,
    customer_id: customerId,
    kind,
    status: 'submitted',
    reason: null,
    file_key: key,
    content_type: file.contentType,
    created_at: deps.clock().toISOString(),
    decided_by: null,
    decided_at: null,
  };
  await deps.storage.put(key, file.data, file.contentType);
  try {
    await deps.db.transaction().execute(async (trx) => {
      // SQLite runs one writing transaction at a time; PostgreSQL needs the renter's row locked.
      if (deps.dbKind === 'postgres') await repo.lockCustomer(trx, customerId);
      if (full(await repo.countCustomerDocuments(trx, customerId))) throw tooMany();
      await repo.insertDocument(trx, row);
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  return toDocument(row);
}

/** The owner and the admin get the file; anyone else the same 404 as for a missing one. */
export async function getDocumentFile(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  user: AuthUser,
  id: string,
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  const row = await repo.findDocument(db, id);
  if (!row || (user.role !== 'admin' && row.customer_id !== user.id)) {
    throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  }
  const file = await storage.get(row.file_key);
  if (!file) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  // The kind and the stored extension only: nothing the renter typed reaches the header.
  const filename = `${row.kind}${row.file_key.slice(row.file_key.lastIndexOf('.'))}`;
  return { data: file.data, contentType: row.content_type, filename };
}

export async function deleteMyDocument(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  customerId: string,
  id: string,
): Promise<void> {
  const row = await repo.findDocument(db, id);
  if (!row || row.customer_id !== customerId) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  // One statement checks and deletes, so a booking made at the same moment cannot slip between.
  if (!(await repo.deleteDocumentUnlessOpen(db, id, customerId))) {
    if (await repo.hasOpenBooking(db, customerId)) {
      throw new ConflictError(ERROR_CODES.documentInUse, DOCUMENT_MESSAGES.rentalOpen);
    }
    throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  }
  await storage.delete(row.file_key);
}

/** One page of the review queue and the queue's whole size. */
export async function reviewQueue(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  query: ReviewQuery,
  scope: BranchScope,
): Promise<{ documents: ReviewDocument[]; total: number }> {
  const now = clock();
  const [rows, total] = await Promise.all([
    repo.listByStatus(db, query.status, scope, query, now),
    repo.countByStatus(db, query.status, scope, now),
  ]);
  const bookings = await repo.latestBookingIdentities(
    db,
    rows.map((r) => r.customer_id),
  );
  return {
    documents: rows.map((row) => toReviewDocument(row, bookings.get(row.customer_id))),
    total,
  };
}

export async function decideDocument(
  deps: Pick<Deps, 'db' | 'clock' | 'outbox'>,
  adminId: string,
  id: string,
  decision: DecideDocument,
): Promise<RenterDocument> {
  const decidedAt = deps.clock().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findDocument(trx, id);
    const updated = await repo.decideDocument(trx, id, {
      status: decision.status,
      reason: decision.status === 'rejected' ? decision.reason : null,
      decided_by: adminId,
      decided_at: decidedAt,
    });
    if (!updated) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
    const decided = (await repo.findDocument(trx, id))!;
    // docs/decisions/019-audit-log.md: kept with the decision.
    await recordChange(
      { db: trx, clock: deps.clock },
      {
        actorId: adminId,
        action: decision.status === 'rejected' ? 'document.reject' : 'document.approve',
        entity: 'document',
        entityId: id,
      },
      { status: before!.status, reason: before!.reason },
      { status: decided.status, reason: decided.reason },
    );
    // docs/product.md#messages: the renter hears of the decision, queued with it.
    const owner = await getCustomer({ db: trx }, decided.customer_id);
    const renter = { name: owner.name, phone: owner.mobile, email: owner.email };
    const document = DOCUMENT_KIND_LABELS[decided.kind as DocumentKind];
    const data =
      decision.status === 'rejected'
        ? { event: 'document_rejected' as const, document, reason: decision.reason }
        : { event: 'document_approved' as const, document };
    await queueRenterEvent(deps, trx, renter, data, `${id}:${decidedAt}`);
    return decided;
  });
  deps.outbox.wake();
  return toDocument(row);
}
