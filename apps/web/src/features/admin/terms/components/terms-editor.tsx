import { useId, useState } from 'react';
import { TERMS_TEXT_MAX, TermsInputSchema, type TermsHistory } from '@rental/shared/agreement';
import { TERMS_MESSAGES } from '@rental/shared/messages';
import { formatKolkataDateTime } from '@/lib/date-format';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useAdminTerms, useSaveTerms } from '../api/admin-terms';

/**
 * docs/product.md#rental-agreement: the owner writes the rental terms a renter accepts at pickup.
 * A save that changes them is a new version; agreements accepted before keep theirs.
 */
export function TermsEditor() {
  const terms = useAdminTerms();
  // Kept above the form, which starts again from the new version once it is saved.
  const [saved, setSaved] = useState<string | null>(null);
  const done = useFocusOnArrival<HTMLParagraphElement>(saved !== null);
  if (terms.isPending) return <p role="status">Loading the terms…</p>;
  if (terms.isError) {
    return (
      <p role="alert" className="text-danger">
        {serverMessage(terms.error, 'The terms could not be loaded. Please try again.')}
      </p>
    );
  }
  return (
    <>
      <div aria-live="polite">
        {saved && (
          <p ref={done} tabIndex={-1} role="status" className="alert alert-success py-2 small">
            {saved}
          </p>
        )}
      </div>
      {/* Keyed by the version in force, so a save starts again from the text now kept. */}
      <TermsForm key={terms.data.current.version} history={terms.data} onSaved={setSaved} />
    </>
  );
}

function TermsForm({
  history,
  onSaved: setSaved,
}: {
  history: TermsHistory;
  onSaved: (message: string | null) => void;
}) {
  const { current, versions } = history;
  const [text, setText] = useState(current.text);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveTerms();
  const id = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = TermsInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (terms) =>
        setSaved(
          terms.version === current.version
            ? TERMS_MESSAGES.unchanged
            : TERMS_MESSAGES.saved(terms.version),
        ),
      onError: (failure) =>
        setError(serverMessage(failure, 'The terms could not be saved. Please try again.')),
    });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="mb-4">
        <FormField
          id={`${id}-text`}
          label="Rental terms"
          error={error}
          hint={`In force: version ${current.version}, SHA-256 ${current.sha256.slice(0, 12)}…`}
        >
          {(c) => (
            <textarea
              {...c}
              rows={14}
              maxLength={TERMS_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary w-100" disabled={save.isPending}>
          Save as a new version
        </button>
      </form>
      <section aria-labelledby={`${id}-versions`}>
        <h2 id={`${id}-versions`} className="h5 mb-2">
          Versions kept ({versions.length})
        </h2>
        <ul className="list-unstyled small mb-0">
          {versions.map((v) => (
            <li key={v.version} className="border-bottom py-2">
              <span className="fw-medium">Version {v.version}</span>
              {' · '}
              {formatKolkataDateTime(v.publishedAt)} IST{' · '}
              {v.publishedBy === null ? 'built from the site’s rules' : `by ${v.publishedBy}`}
              <span className="d-block text-body-secondary text-break">SHA-256 {v.sha256}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
