import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AgreementRequest } from '@rental/shared/agreement';
import { MAX_OFF_DAY_REASON } from '@rental/shared/handover';
import { AGREEMENT_MESSAGES } from '@rental/shared/messages';
import { AgreementSummary } from '@/components/agreement-summary';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { useDownloadAgreement } from '@/lib/download-agreement';
import { serverMessage } from '@/lib/server-message';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useAgreement } from '../api/get-agreement';
import { useTerms } from '../api/get-terms';
import { useRequestAgreement } from '../api/request-agreement';
import { useSendAgreementLink } from '../api/send-agreement-link';
import { NotesField } from './touch-fields';

interface AgreementStepProps {
  bookingId: string;
  /** The readings typed so far, or the form's word on what is missing. */
  readings: () => AgreementRequest | string;
  reasonField: UseFormRegisterReturn;
  reasonError?: string;
}

/**
 * docs/product.md#rental-agreement: before the keys, the renter reads the summary and the terms
 * on this phone and gives back the code texted to their mobile. Without it the car goes out only
 * with a reason, which is kept in the audit log.
 */
export function AgreementStep({
  bookingId,
  readings,
  reasonField,
  reasonError,
}: AgreementStepProps) {
  const agreement = useAgreement(bookingId);
  const terms = useTerms();
  const request = useRequestAgreement(bookingId);
  const accept = useAcceptAgreement(bookingId);
  const download = useDownloadAgreement();
  const link = useSendAgreementLink(bookingId);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeId = useId();
  const current = agreement.data ?? null;
  const accepted = current?.status === 'accepted';

  const send = async () => {
    setProblem(null);
    const body = readings();
    if (typeof body === 'string') return setProblem(body);
    try {
      await request.mutateAsync(body);
      setCode('');
    } catch (error) {
      setProblem(serverMessage(error, 'The code could not be sent. Please try again.'));
    }
  };
  const sendLink = async () => {
    setProblem(null);
    try {
      await link.mutateAsync();
    } catch (error) {
      setProblem(serverMessage(error, 'The link could not be sent. Please try again.'));
    }
  };
  const confirm = async () => {
    setProblem(null);
    try {
      await accept.mutateAsync(code.trim());
    } catch (error) {
      setProblem(serverMessage(error, 'The code could not be checked. Please try again.'));
    }
  };

  return (
    <section className="handover-card mb-4" aria-labelledby="agreement-heading">
      <h2 id="agreement-heading" className="h6 fw-semibold mb-2">
        Rental agreement
      </h2>
      {current && <AgreementSummary agreement={current} when={formatDateTime} />}
      {terms.data && (
        <details className="mb-3">
          <summary>Read the terms (version {terms.data.version})</summary>
          <p className="agreement-terms small mt-2 mb-0">{terms.data.text}</p>
        </details>
      )}
      {accepted ? (
        <div role="status">
          <p className="fw-medium mb-2">
            {AGREEMENT_MESSAGES.accepted} {formatDateTime(current.acceptedAt!)}, terms version{' '}
            {current.terms.version}.
          </p>
          <Button
            variant="outline-primary"
            className="handover-touch w-100 mb-2"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: bookingId, auth: 'admin' })}
          >
            Download the agreement (PDF)
          </Button>
          <Button variant="link" className="p-0" onClick={() => void send()}>
            Readings changed? Send a new code
          </Button>
        </div>
      ) : (
        <>
          {current && (
            <p className="mb-2" role="status">
              {link.isSuccess
                ? AGREEMENT_MESSAGES.linkSent(current.sentTo)
                : `${AGREEMENT_MESSAGES.codeSent(current.sentTo)} Hand the renter this phone to read the summary and the terms, or send them a link.`}
            </p>
          )}
          {current && (
            <Button
              variant="outline-primary"
              className="handover-touch w-100 mb-2"
              disabled={link.isPending}
              onClick={() => void sendLink()}
            >
              Send link by text
            </Button>
          )}
          <Button
            variant={current ? 'outline-primary' : 'primary'}
            className="handover-touch w-100 mb-3"
            disabled={request.isPending}
            onClick={() => void send()}
          >
            {current ? 'Send a new code' : 'Text the renter a code'}
          </Button>
          {current && (
            <div className="mb-3">
              <Form.Label htmlFor={codeId}>Code from the renter&rsquo;s text</Form.Label>
              <div className="d-flex gap-2">
                <Form.Control
                  id={codeId}
                  size="lg"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <Button
                  className="handover-touch flex-shrink-0"
                  disabled={accept.isPending || code.trim().length !== 6}
                  onClick={() => void confirm()}
                >
                  Accept
                </Button>
              </div>
            </div>
          )}
        </>
      )}
      {problem && (
        <div className="invalid-feedback d-block mb-3" role="alert">
          {problem}
        </div>
      )}
      {!accepted && (
        <NotesField
          id="pickup-no-agreement-reason"
          label="Reason to hand over without the agreement"
          hint={`Only if the renter cannot accept it now. Kept in the audit log. Up to ${MAX_OFF_DAY_REASON} characters.`}
          error={reasonError}
          className="mb-0"
          field={reasonField}
        />
      )}
    </section>
  );
}
