import { randomUUID } from 'node:crypto';
import {
  CUSTOMERS_PAGE_SIZE,
  customerSearch,
  documentsState,
  type CustomerDetail,
  type CustomerListQuerySchema,
  type CustomerNote,
  type CustomerNoteInputSchema,
  type CustomerPage,
} from '@rental/shared/customer-directory';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { recordAudit } from '../audit/audit.service';
import { checkRenterInScope, scopeOf } from '../staff/branch-scope';
import {
  adminName,
  toCustomerBooking,
  toCustomerDocument,
  toListItem,
  toNote,
} from './directory-json';
import {
  bookingFiguresOf,
  bookingsOfCustomer,
  documentsOf,
  findDirectoryCustomer,
  insertNote,
  notesOf,
  receivedFrom,
  searchCustomers,
  type DocumentStateRow,
} from './directory.repository';

// docs/product.md#customers: the back office's directory of renters. Any admin (owner or branch
// staff) reads it and keeps notes; blocking is the owner's (block.service.ts). A branch's staff
// reach only the renters with an open or recent booking at their branch (staff/branch-scope.ts).

const NOT_FOUND = 'Customer not found.';
const notFound = () => new NotFoundError(NOT_FOUND);

function byCustomer(rows: DocumentStateRow[]): Map<string, DocumentStateRow[]> {
  const grouped = new Map<string, DocumentStateRow[]>();
  for (const row of rows)
    grouped.set(row.customer_id, [...(grouped.get(row.customer_id) ?? []), row]);
  return grouped;
}

const stateOf = (docs: DocumentStateRow[] = []) => documentsState(docs.map(toCustomerDocument));

/** One page of renters; the figures are read for that page's renters only. */
export async function listCustomers(
  deps: Pick<Deps, 'db' | 'dbKind' | 'clock'>,
  actor: AuthUser,
  query: z.output<typeof CustomerListQuerySchema>,
): Promise<CustomerPage> {
  const branch = scopeOf(actor);
  const { rows, total } = await searchCustomers(
    deps.db,
    deps.dbKind,
    customerSearch(query.q),
    { limit: CUSTOMERS_PAGE_SIZE, offset: (query.page - 1) * CUSTOMERS_PAGE_SIZE },
    branch === null ? null : { branch, now: deps.clock() },
  );
  const ids = rows.map((r) => r.id);
  const figures = await bookingFiguresOf(deps.db, ids, branch);
  const documents = byCustomer(await documentsOf(deps.db, ids));
  return {
    customers: rows.map((r) => toListItem(r, figures.get(r.id), stateOf(documents.get(r.id)))),
    total,
    page: query.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

/**
 * One renter in full. The owner sees the figures of every branch; a branch's staff see the
 * bookings, spend and payments at their branch only, as in the list (docs/product.md#customers).
 */
export async function customerDetail(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: AuthUser,
  id: string,
): Promise<CustomerDetail> {
  await checkRenterInScope(deps, actor, id, NOT_FOUND);
  const row = await findDirectoryCustomer(deps.db, id);
  if (!row) throw notFound();
  const branch = scopeOf(actor);
  const figures = (await bookingFiguresOf(deps.db, [id], branch)).get(id);
  const documents = await documentsOf(deps.db, [id]);
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    createdAt: row.created_at,
    bookingCount: figures?.bookings ?? 0,
    spend: figures?.spend ?? 0,
    received: await receivedFrom(deps.db, id, branch),
    bookings: (await bookingsOfCustomer(deps.db, id, branch)).map(toCustomerBooking),
    documents: documents.map(toCustomerDocument),
    documentsState: stateOf(documents),
    notes: (await notesOf(deps.db, id)).map(toNote),
    blocked:
      row.blocked_at === null
        ? null
        : {
            at: row.blocked_at,
            reason: row.blocked_reason ?? '',
            by: adminName(row.blocked_by_name, row.blocked_by_email),
          },
    canBlock: actor.staff?.role === 'owner',
  };
}

/** Adds a note to the renter, kept in the audit log with it. */
export async function addNote(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: AuthUser,
  customerId: string,
  input: z.output<typeof CustomerNoteInputSchema>,
): Promise<CustomerNote> {
  await checkRenterInScope(deps, actor, customerId, NOT_FOUND);
  const actorId = actor.id;
  const note = {
    id: randomUUID(),
    customer_id: customerId,
    text: input.text,
    author_id: actorId,
    created_at: deps.clock().toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findDirectoryCustomer(trx, customerId))) throw notFound();
    await insertNote(trx, note);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'customer_note.create',
        entity: 'customer_note',
        entityId: note.id,
        after: { customerId, text: note.text },
      },
    );
  });
  const [stored] = (await notesOf(deps.db, customerId)).filter((n) => n.id === note.id);
  return toNote(stored!);
}
