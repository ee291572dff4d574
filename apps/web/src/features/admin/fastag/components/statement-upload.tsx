import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { FastagImportResult, FastagMapping } from '@rental/shared/fastag';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { ApiError } from '@/lib/api-client';
import { formatKolkataDateTime } from '@/lib/date-format';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useImportStatement } from '../api/fastag';
import { useFastagMappings } from '../api/mappings';
import { ColumnMappingForm } from './column-mapping-form';

/** A statement whose header row the import could not read, kept to import again once mapped. */
interface Unmapped {
  fileName: string;
  csv: string;
  columns: string[];
  reason: string;
}

/**
 * docs/product.md#fastag-statements: staff pick the bank (its saved columns) and the bank's
 * CSV; the server matches its rows. The rows that did not match are listed with their reason; a
 * file it cannot read is refused whole, naming the line, above the button. A header row without
 * one of the columns asks which column holds what, saves it for the bank and imports again.
 */
export function StatementUpload() {
  const id = useId();
  const upload = useImportStatement();
  const mappings = useFastagMappings();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [bank, setBank] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<FastagImportResult | null>(null);
  const [unmapped, setUnmapped] = useState<Unmapped | null>(null);
  // A bank deleted meanwhile is no longer a choice: its statement is read with the usual names.
  const chosen = mappings.data?.some((m) => m.bank === bank) ? bank : '';

  const run = (input: { fileName: string; csv: string; bank: string }) => {
    setFailure(null);
    setResult(null);
    upload.mutate(input, {
      onSuccess: (answer) => {
        setUnmapped(null);
        setResult(answer);
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.code === ERROR_CODES.fastagUnknownColumns &&
          error.columns?.length
        ) {
          const { fileName, csv } = input;
          setUnmapped({ fileName, csv, columns: error.columns, reason: error.message });
          return;
        }
        setUnmapped(null);
        setFailure(serverMessage(error, 'Could not import the statement. Please try again.'));
      },
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setUnmapped(null);
    if (!file) {
      setFileError('Choose the CSV file of the statement.');
      document.getElementById(`${id}-file`)?.focus();
      return;
    }
    setFileError(undefined);
    run({ fileName: file.name, csv: await file.text(), bank: chosen });
  };

  // The same file again, now read with the columns just saved.
  const onMapped = (mapping: FastagMapping) => {
    setBank(mapping.bank);
    if (unmapped) run({ fileName: unmapped.fileName, csv: unmapped.csv, bank: mapping.bank });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        Import a statement
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormField
          id={`${id}-bank`}
          label="Bank"
          controlClass="form-select"
          hint="A bank whose columns are saved, or another bank whose file uses the usual names."
        >
          {(control) => (
            <select {...control} value={chosen} onChange={(e) => setBank(e.target.value)}>
              <option value="">Other bank (names as usual)</option>
              {mappings.data?.map((m) => (
                <option key={m.id} value={m.bank}>
                  {m.bank}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label htmlFor={`${id}-file`} className="form-label">
          Bank statement (CSV)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className={`form-control${fileError ? ' is-invalid' : ''}`}
          aria-describedby={`${id}-help${fileError ? ` ${id}-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {fileError && (
          <div id={`${id}-error`} className="invalid-feedback">
            {fileError}
          </div>
        )}
        <p id={`${id}-help`} className="form-text">
          Columns: transaction id, date and time, plaza, vehicle registration, amount. A bank that
          names them its own way is asked once. Importing the same statement again adds nothing.
        </p>
        <FormFailure message={failure} />
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {unmapped && (
        <ColumnMappingForm
          // A new refusal (another file) starts the form afresh.
          key={`${unmapped.fileName}:${unmapped.columns.join(',')}`}
          columns={unmapped.columns}
          reason={unmapped.reason}
          bank={chosen}
          onSaved={onMapped}
        />
      )}
      {result && <ImportOutcome result={result} />}
    </section>
  );
}

function ImportOutcome({ result }: { result: FastagImportResult }) {
  return (
    <div className="mt-3" data-testid="import-outcome">
      <p role="status" className="alert alert-success py-2">
        {result.proposed.length} of {result.rows} rows matched a booking and wait below to be
        confirmed.
        {result.unmatched.length > 0 && ` ${result.unmatched.length} did not match.`}
      </p>
      {result.unmatched.length > 0 && (
        <details>
          <summary>Rows that did not match ({result.unmatched.length})</summary>
          <ul className="list-group mt-2">
            {result.unmatched.map((row) => (
              <li key={`${row.line}-${row.transactionId}`} className="list-group-item small">
                <span className="fw-medium">
                  Line {row.line} · {row.registration} · {formatRupees(row.amount)}
                </span>
                <br />
                {row.plaza}, {formatKolkataDateTime(row.at)} · {row.transactionId}
                <br />
                <span className="text-body-secondary">{row.reasonText}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
