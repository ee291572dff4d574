import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FASTAG_MESSAGES, type FastagMapping } from '@rental/shared/fastag';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { ColumnMappingForm } from './column-mapping-form';
import { StatementUpload } from './statement-upload';

afterEach(() => vi.unstubAllGlobals());

const HEADERS = ['Ref No', 'Posted On', 'Toll Location', 'Tag Vehicle', 'Amount (Rs)'];
const COLUMNS = {
  transactionId: 'Ref No',
  at: 'Posted On',
  plaza: 'Toll Location',
  registration: 'Tag Vehicle',
  amount: 'Amount (Rs)',
};
const REASON = FASTAG_MESSAGES.missingColumn('transaction id');
const mapping: FastagMapping = {
  id: 'm1',
  bank: 'Kotak',
  columns: COLUMNS,
  savedBy: 'Ravi',
  savedAt: '2026-12-01T05:00:00.000Z',
};
const bodyOf = (call: RecordedCall) => JSON.parse(call.body as string) as unknown;
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === path);

describe('ColumnMappingForm', () => {
  it('offers the file’s headers for each field, the usual names chosen already', () => {
    stubFetch(() => json([]));
    renderAdmin(<ColumnMappingForm columns={HEADERS} reason={REASON} bank="" onSaved={() => {}} />);
    expect(screen.getByText(REASON).parentElement).toHaveFocus();
    for (const label of ['Transaction id', 'Date and time', 'Plaza', 'Vehicle registration']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    // "Amount (Rs)" is one of the names banks usually write.
    expect(screen.getByLabelText('Amount')).toHaveValue('Amount (Rs)');
    const options = screen.getAllByRole('option', { name: 'Tag Vehicle' });
    expect(options).toHaveLength(5);
  });

  it('refuses a field without a column and a column chosen twice, beside the field, before any call', async () => {
    const calls = stubFetch(() => json([]));
    const user = userEvent.setup();
    renderAdmin(<ColumnMappingForm columns={HEADERS} reason={REASON} bank="" onSaved={() => {}} />);
    await user.type(screen.getByLabelText('Bank name'), 'Kotak');
    await user.selectOptions(screen.getByLabelText('Transaction id'), 'Ref No');
    await user.selectOptions(screen.getByLabelText('Plaza'), 'Ref No');
    await user.click(screen.getByRole('button', { name: 'Save and import' }));

    const plaza = screen.getByLabelText('Plaza');
    expect(plaza).toHaveAccessibleDescription(FASTAG_MESSAGES.headerTwice);
    expect(plaza).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date and time')).toHaveAccessibleDescription(
      FASTAG_MESSAGES.headerMissing('date and time'),
    );
    expect(posts(calls, '/api/admin/fastag/mappings')).toEqual([]);
  });

  it('saves the bank’s columns from the keyboard and puts a server refusal beside its field', async () => {
    let refuse = true;
    const calls = stubFetch(() => {
      if (!refuse) return json(mapping, { status: 201 });
      refuse = false;
      return json(
        {
          error: FASTAG_MESSAGES.bankTooLong,
          code: 'validation_error',
          fields: { bank: FASTAG_MESSAGES.bankTooLong },
        },
        { status: 400 },
      );
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderAdmin(
      <ColumnMappingForm columns={HEADERS} reason={REASON} bank="Kotak" onSaved={onSaved} />,
    );
    expect(screen.getByLabelText('Bank name')).toHaveValue('Kotak');
    // Tab to each select and pick with the arrow keys, as a keyboard user does.
    await user.tab();
    expect(screen.getByLabelText('Bank name')).toHaveFocus();
    for (const [label, steps] of [
      ['Transaction id', 1],
      ['Date and time', 2],
      ['Plaza', 3],
      ['Vehicle registration', 4],
    ] as const) {
      await user.tab();
      expect(screen.getByLabelText(label)).toHaveFocus();
      await user.selectOptions(screen.getByLabelText(label), HEADERS[steps - 1]!);
    }
    // Amount is chosen already; then the button.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save and import' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Bank name')).toHaveAccessibleDescription(
        expect.stringContaining(FASTAG_MESSAGES.bankTooLong),
      ),
    );
    expect(screen.getByLabelText('Bank name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save and import' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(mapping));
    const sent = posts(calls, '/api/admin/fastag/mappings');
    expect(sent).toHaveLength(2);
    expect(bodyOf(sent[1]!)).toEqual({ bank: 'Kotak', columns: COLUMNS });
  });
});

describe('StatementUpload with a bank’s unusual headers', () => {
  it('asks which column holds what, saves it and imports the same file again with the bank', async () => {
    const csv = `${HEADERS.join(',')}\nK1,20/11/2026 14:30,Gudur,TS 07 FA 1001,90\n`;
    let saved = false;
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/admin/fastag/mappings') {
        if (call.method === 'GET') return json(saved ? [mapping] : []);
        saved = true;
        return json(mapping, { status: 201 });
      }
      if (call.url.pathname === '/api/admin/fastag/imports') {
        const body = bodyOf(call) as { bank?: string };
        if (!body.bank) {
          return json(
            {
              error: REASON,
              code: 'fastag_unknown_columns',
              fields: { csv: REASON },
              columns: HEADERS,
            },
            { status: 422 },
          );
        }
        return json({ rows: 1, proposed: [], unmatched: [] }, { status: 201 });
      }
      return json([]);
    });
    const user = userEvent.setup();
    renderAdmin(<StatementUpload />);
    await user.upload(
      screen.getByLabelText('Bank statement (CSV)'),
      new File([csv], 'kotak.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText(REASON)).toBeVisible();
    await user.type(screen.getByLabelText('Bank name'), 'Kotak');
    for (const [field, header] of Object.entries(COLUMNS)) {
      const label = {
        transactionId: 'Transaction id',
        at: 'Date and time',
        plaza: 'Plaza',
        registration: 'Vehicle registration',
        amount: 'Amount',
      }[field]!;
      await user.selectOptions(screen.getByLabelText(label), header);
    }
    await user.click(screen.getByRole('button', { name: 'Save and import' }));

    expect(await screen.findByText(/0 of 1 rows matched a booking/)).toBeVisible();
    expect(screen.queryByLabelText('Bank name')).not.toBeInTheDocument();
    const imports = posts(calls, '/api/admin/fastag/imports');
    expect(imports).toHaveLength(2);
    expect(bodyOf(imports[1]!)).toEqual({ fileName: 'kotak.csv', csv, bank: 'Kotak' });
    // The bank is chosen for the next statement.
    await vi.waitFor(() => expect(screen.getByLabelText('Bank')).toHaveValue('Kotak'));
  });
});
