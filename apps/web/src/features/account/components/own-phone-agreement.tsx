import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { AgreementSummary } from '@/components/agreement-summary';
import { AgreementButton } from '@/components/agreement-button';
import { formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useAcceptOwnAgreement, useOwnAgreement, useRentalTerms } from '../api/agreement';

// docs/product.md#rental-agreement: the renter reads the summary and the terms on their own
// phone and accepts with the code texted to them. Only their own booking: the API answers 404
// for anyone else's, and so does this page.

const when = (iso: string) => `${formatKolkataDateTime(iso)} IST`;

export function OwnPhoneAgreement({ bookingId }: { bookingId: string }) {
  const agreement = useOwnAgreement(bookingId);
  const terms = useRentalTerms();
  const accept = useAcceptOwnAgreement(bookingId);
  const [code, setCode] = useState('');
  const codeId = useId();
  const current = agreement.data ?? null;

  if (agreement.isPending) return <p role="status">Loading the agreement…</p>;
  if (agreement.isError || !current) {
    return (
      <div>
        <h1 className="h4">Agreement not found</h1>
        <p>
          There is no rental agreement waiting for you here. <Link to="/account">My bookings</Link>
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="own-agreement-heading">
      <h1 id="own-agreement-heading" className="h4 mb-3">
        Rental agreement
      </h1>
      <AgreementSummary agreement={current} when={when} />
      {terms.data && (
        <details className="mb-3">
          <summary>Read the terms (version {terms.data.version})</summary>
          <p className="agreement-terms small mt-2 mb-0">{terms.data.text}</p>
        </details>
      )}
      {current.status === 'accepted' ? (
        <div role="status">
          <p className="fw-medium">
            You accepted it {when(current.acceptedAt!)}, terms version {current.terms.version}.
          </p>
          <AgreementButton bookingId={bookingId} auth="user" />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            accept.mutate(code.trim());
          }}
        >
          <label htmlFor={codeId} className="form-label">
            Code from our text to your mobile ending {current.sentTo}
          </label>
          <div className="d-flex gap-2">
            <input
              id={codeId}
              className="form-control form-control-lg"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={accept.error ? `${codeId}-error` : undefined}
            />
            <button
              type="submit"
              className="btn btn-primary btn-lg flex-shrink-0"
              disabled={accept.isPending || code.trim().length !== 6}
            >
              Accept
            </button>
          </div>
          {accept.error && (
            <p id={`${codeId}-error`} className="text-danger small mt-2 mb-0" role="alert">
              {serverMessage(accept.error, AGREEMENT_MESSAGES.otpIncorrect)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
