import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  FASTAG_MESSAGES,
  fastagBankKey,
  type FastagMapping,
  type FastagMappingColumns,
  type FastagMappingInputSchema,
} from '@rental/shared/fastag';
import type { Db, Deps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit, recordChange } from '../audit/audit.service';
import * as repo from './fastag-mappings.repository';

// docs/product.md#fastag-statements: each bank's column mapping, saved once by staff and shared
// by every branch; a statement imported with the bank's name is read with its header names.

type MappingInput = z.output<typeof FastagMappingInputSchema>;
type WriteDeps = Pick<Deps, 'db' | 'clock'>;

const columnsOf = (row: repo.FastagMappingRow): FastagMappingColumns => ({
  transactionId: row.transaction_id_column,
  at: row.at_column,
  plaza: row.plaza_column,
  registration: row.registration_column,
  amount: row.amount_column,
});

/** What the audit log keeps of a mapping: the bank and the header of each field. */
const audited = (row: repo.FastagMappingRow) => ({
  bank: row.bank,
  transactionIdColumn: row.transaction_id_column,
  dateTimeColumn: row.at_column,
  plazaColumn: row.plaza_column,
  registrationColumn: row.registration_column,
  amountColumn: row.amount_column,
});

const toJson = (row: Awaited<ReturnType<typeof repo.listMappings>>[number]): FastagMapping => ({
  id: row.id,
  bank: row.bank,
  columns: columnsOf(row),
  savedBy: row.saved_by_name || row.saved_by_email || '',
  savedAt: row.saved_at,
});

export async function listMappings(deps: Pick<Deps, 'db'>): Promise<FastagMapping[]> {
  return (await repo.listMappings(deps.db)).map(toJson);
}

/**
 * Saves the bank's mapping, replacing the one saved before under the same name (compared trimmed
 * and without case). Two saves of one bank at once both succeed, the later one standing.
 */
export async function saveMapping(
  deps: WriteDeps,
  actorId: string,
  input: MappingInput,
): Promise<{ mapping: FastagMapping; created: boolean }> {
  const key = fastagBankKey(input.bank);
  const fields = {
    bank: input.bank,
    transaction_id_column: input.columns.transactionId,
    at_column: input.columns.at,
    plaza_column: input.columns.plaza,
    registration_column: input.columns.registration,
    amount_column: input.columns.amount,
    saved_by: actorId,
    saved_at: deps.clock().toISOString(),
  };
  return deps.db.transaction().execute(async (trx) => {
    const audit = { db: trx, clock: deps.clock };
    // A mapping deleted between the insert and the update is added again; a second time is
    // answered 409 rather than looping.
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = { id: randomUUID(), bank_key: key, ...fields };
      if (await repo.insertMappingIfNew(trx, row)) {
        await recordAudit(audit, {
          actorId,
          action: 'fastag_mapping.create',
          entity: 'fastag_mapping',
          entityId: row.id,
          before: null,
          after: audited(row),
        });
        return { mapping: toJson((await repo.listMappings(trx, row.id))[0]!), created: true };
      }
      const before = await repo.findMappingOfBank(trx, key);
      if (before && (await repo.updateMapping(trx, before.id, fields))) {
        const after = { ...before, ...fields };
        await recordChange(
          audit,
          {
            actorId,
            action: 'fastag_mapping.update',
            entity: 'fastag_mapping',
            entityId: before.id,
          },
          audited(before),
          audited(after),
        );
        return {
          mapping: toJson((await repo.listMappings(trx, before.id))[0]!),
          created: false,
        };
      }
    }
    throw new ConflictError(ERROR_CODES.fastagMappingChanged, FASTAG_MESSAGES.mappingChanged);
  });
}

export async function deleteMapping(deps: WriteDeps, actorId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findMapping(trx, id);
    if (!before || !(await repo.deleteMapping(trx, id))) {
      throw new NotFoundError(FASTAG_MESSAGES.mappingNotFound);
    }
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'fastag_mapping.delete',
        entity: 'fastag_mapping',
        entityId: id,
        before: audited(before),
        after: null,
      },
    );
  });
}

/** The header names saved for the bank; 400 on the field when none are. */
export async function columnsOfBank(db: Db, bank: string): Promise<FastagMappingColumns> {
  const row = await repo.findMappingOfBank(db, fastagBankKey(bank));
  if (!row)
    throw new ValidationError(FASTAG_MESSAGES.unknownBank, { bank: FASTAG_MESSAGES.unknownBank });
  return columnsOf(row);
}
