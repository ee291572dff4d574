import { expect, it } from 'vitest';
import { FASTAG_MESSAGES, type FastagMappingInput } from '@rental/shared/fastag';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { fastagStatement, statementCsv } from '../../test/fastag';
import { fastagKit } from './fastag.test-helpers';

// docs/product.md#fastag-statements: staff save which header of a bank's file holds each field,
// once per bank (the name compared trimmed and without case); a statement imported with the
// bank's name is read with them. Every save and delete is in the audit log.

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };

/** A bank's own header names, none of them among the usual ones. */
const UNUSUAL = 'Ref No,Posted On,Toll Location,Tag Vehicle,Debit (INR)';
const USUAL = 'Transaction ID,Transaction Date Time,Plaza Name,Vehicle No,Amount (Rs)';
const COLUMNS = {
  transactionId: 'Ref No',
  at: 'Posted On',
  plaza: 'Toll Location',
  registration: 'Tag Vehicle',
  amount: 'Debit (INR)',
};

describeEachDatabase(
  "the banks' FASTag column mappings",
  (h) => {
    const kit = fastagKit(h, clock);
    const save = (body: FastagMappingInput | object, token = kit.owner) =>
      h.inject({
        method: 'POST',
        url: '/api/admin/fastag/mappings',
        headers: bearer(token),
        payload: body,
      });
    const list = async (token = kit.owner) => {
      const res = await h.inject({
        method: 'GET',
        url: '/api/admin/fastag/mappings',
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string; bank: string; columns: typeof COLUMNS }[];
    };
    const remove = (id: string, token = kit.owner) =>
      h.inject({
        method: 'DELETE',
        url: `/api/admin/fastag/mappings/${id}`,
        headers: bearer(token),
      });
    const auditOf = (id: string) =>
      h.app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'before', 'after'])
        .where('entity_id', '=', id)
        .orderBy('at')
        .orderBy('action')
        .execute();
    const auditCount = async () =>
      Number(
        (
          await h.app.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('entity', '=', 'fastag_mapping')
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("saves a bank's columns, and the same bank saved again (any case) replaces them", async () => {
      const staffId = (
        await h.app.db
          .selectFrom('admins')
          .select('id')
          .where('role', '=', 'staff')
          .executeTakeFirstOrThrow()
      ).id;
      const first = await save({ bank: 'Kotak FASTag', columns: COLUMNS }, kit.staff);
      expect(first.statusCode, first.body).toBe(201);
      const saved = first.json();
      expect(saved).toMatchObject({ bank: 'Kotak FASTag', columns: COLUMNS });
      expect(saved.savedBy).not.toBe('');
      expect(saved.savedAt).toBe(clock().toISOString());

      const again = await save(
        { bank: '  kotak fastag ', columns: { ...COLUMNS, amount: 'Amount Debited' } },
        kit.owner,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        id: saved.id,
        bank: 'kotak fastag',
        columns: { ...COLUMNS, amount: 'Amount Debited' },
      });
      const kotak = (await list(kit.staff)).filter((m) => m.bank.toLowerCase() === 'kotak fastag');
      expect(kotak).toHaveLength(1);

      const audit = await auditOf(saved.id);
      expect(audit.map((a) => a.action)).toEqual([
        'fastag_mapping.create',
        'fastag_mapping.update',
      ]);
      expect(audit[0]!.actor_id).toBe(staffId);
      expect(JSON.parse(audit[0]!.after!)).toEqual({
        bank: 'Kotak FASTag',
        transactionIdColumn: 'Ref No',
        dateTimeColumn: 'Posted On',
        plazaColumn: 'Toll Location',
        registrationColumn: 'Tag Vehicle',
        amountColumn: 'Debit (INR)',
      });
      // Only what changed.
      expect(JSON.parse(audit[1]!.before!)).toEqual({
        bank: 'Kotak FASTag',
        amountColumn: 'Debit (INR)',
      });
      expect(JSON.parse(audit[1]!.after!)).toEqual({
        bank: 'kotak fastag',
        amountColumn: 'Amount Debited',
      });
    });

    it('deletes a mapping, in the audit log; deleting it again is 404', async () => {
      const made = await save({ bank: 'Axis', columns: COLUMNS }, kit.owner);
      expect(made.statusCode, made.body).toBe(201);
      const { id } = made.json();
      const gone = await remove(id, kit.staff);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await list()).map((m) => m.id)).not.toContain(id);
      const audit = await auditOf(id);
      expect(audit.map((a) => a.action)).toEqual([
        'fastag_mapping.create',
        'fastag_mapping.delete',
      ]);
      expect(JSON.parse(audit[1]!.before!)).toMatchObject({
        bank: 'Axis',
        plazaColumn: 'Toll Location',
      });
      expect(audit[1]!.after).toBeNull();
      const twice = await remove(id);
      expect(twice.statusCode).toBe(404);
      expect(twice.json().error).toBe(FASTAG_MESSAGES.mappingNotFound);
    });

    it('refuses a mapping without a bank, a field without a column or a column twice; saves nothing', async () => {
      const before = await list();
      const audits = await auditCount();
      const noBank = await save({ bank: '  ', columns: COLUMNS });
      expect(noBank.statusCode).toBe(400);
      expect(noBank.json().fields).toMatchObject({ bank: FASTAG_MESSAGES.bankMissing });
      const noPlaza = await save({ bank: 'IDFC', columns: { ...COLUMNS, plaza: ' ' } });
      expect(noPlaza.statusCode).toBe(400);
      expect(noPlaza.json().fields).toMatchObject({
        'columns.plaza': FASTAG_MESSAGES.headerMissing('plaza'),
      });
      const twice = await save({ bank: 'IDFC', columns: { ...COLUMNS, amount: 'ref no' } });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().fields).toEqual({
        columns: FASTAG_MESSAGES.headerTwice,
        'columns.amount': FASTAG_MESSAGES.headerTwice,
      });
      const missing = await save({ bank: 'IDFC', columns: { transactionId: 'Ref No' } });
      expect(missing.statusCode).toBe(400);
      expect(await list()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('answers two simultaneous saves of one bank without a failure, keeping one mapping', async () => {
      const answers = await Promise.all(
        ['SBI', 'sbi', ' SBI', 'Sbi '].map((bank, i) =>
          save(
            { bank, columns: { ...COLUMNS, amount: `Debit ${i}` } },
            i % 2 ? kit.staff : kit.owner,
          ),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 200, 200, 201]);
      const sbi = (await list()).filter((m) => m.bank.trim().toLowerCase() === 'sbi');
      expect(sbi).toHaveLength(1);
      expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([sbi[0]!.id]));
      const audit = await auditOf(sbi[0]!.id);
      expect(audit.filter((a) => a.action === 'fastag_mapping.create')).toHaveLength(1);
    });

    it("reads a statement with the bank's columns; unknown columns answer 422 with the file's", async () => {
      const lines = fastagStatement('B', kit.bookings, {
        matched: 20,
        unknownCar: 1,
        noBooking: 1,
        repeated: 0,
      });
      const csv = statementCsv(lines).replace(USUAL, UNUSUAL);
      const unknown = await kit.upload(csv, kit.staff);
      expect(unknown.statusCode, unknown.body).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'fastag_unknown_columns',
        error: FASTAG_MESSAGES.missingColumn('transaction id'),
        columns: UNUSUAL.split(','),
      });

      const noSuchBank = await kit.upload(csv, kit.staff, 'Yes Bank');
      expect(noSuchBank.statusCode).toBe(400);
      expect(noSuchBank.json().fields).toEqual({ bank: FASTAG_MESSAGES.unknownBank });

      expect((await save({ bank: 'Yes Bank', columns: COLUMNS }, kit.staff)).statusCode).toBe(201);
      // The owner sees every branch's rows: all 20 are proposed.
      const read = await kit.upload(csv, kit.owner, ' yes bank');
      expect(read.statusCode, read.body).toBe(201);
      expect(read.json().rows).toBe(22);
      expect(read.json().proposed).toHaveLength(20);
      expect(await kit.saved('B')).toHaveLength(20);

      // The bank's file changed: its saved name is missing, so the columns are asked again.
      const renamed = csv.replace('Toll Location', 'Plaza');
      const changed = await kit.upload(renamed, kit.owner, 'Yes Bank');
      expect(changed.statusCode, changed.body).toBe(422);
      expect(changed.json()).toMatchObject({
        code: 'fastag_unknown_columns',
        error: FASTAG_MESSAGES.missingColumn('plaza'),
        fields: { csv: FASTAG_MESSAGES.missingColumn('plaza') },
      });
      expect(changed.json().columns).toContain('Plaza');
      // A malformed row still refuses the whole file, naming its line.
      const bad = csv.replace(/\r\nB000005,[^,]+,/, '\r\nB000005,someday,');
      const refused = await kit.upload(bad, kit.owner, 'Yes Bank');
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toBe(FASTAG_MESSAGES.badDate(7));
    });
  },
  options,
);
