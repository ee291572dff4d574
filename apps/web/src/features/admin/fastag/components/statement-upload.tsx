import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import type { FastagImportResult } from '@rental/shared/fastag';
import { formatRupees } from '@rental/shared/rental';
import { FormFailure } from '@/components/form-failure';
import { formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useImportStatement } from '../api/fastag';

/**
 * docs/product.md#fastag-statements: staff pick the bank's CSV; the server matches its rows. The
 * rows that did not match are listed with their reason; a file it cannot read is refused whole,
 * naming the line, above the button.
 */
export function StatementUpload() {
  const id = useId();
  const upload = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<FastagImportResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) {
      setFileError('Choose the CSV file of the statement.');
      document.getElementById(`${id}-file`)?.focus();
      return;
    }
    setFileError(undefined);
    const csv = await file.text();
    upload.mutate(
      { fileName: file.name, csv },
      {
        onSuccess: setResult,
        onError: (error) =>
          setFailure(serverMessage(error, 'Could not import the statement. Please try again.')),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        Import a statement
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
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
          Columns: transaction id, date and time, plaza, vehicle registration, amount. Importing the
          same statement again adds nothing.
        </p>
        <FormFailure message={failure} />
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </Button>
      </form>
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
