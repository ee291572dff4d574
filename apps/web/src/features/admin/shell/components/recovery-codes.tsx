import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { CopyButton } from '@/components/copy-button';

interface RecoveryCodesProps {
  codes: string[];
  email?: string;
  onContinue: () => void;
}

/** The recovery codes, shown once, to copy or save as a text file (docs/product.md#back-office). */
export function RecoveryCodes({ codes, email, onContinue }: RecoveryCodesProps) {
  const text = codes.join('\n');
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(
    `Recovery codes${email ? ` for ${email}` : ''} (each works once)\n\n${text}\n`,
  )}`;
  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="h5">
        Your recovery codes
      </h2>
      <Alert variant="warning">{STAFF_MESSAGES.recoveryOnce}</Alert>
      <ol className="recovery-codes list-unstyled font-monospace mb-3" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <CopyButton text={text} what="recovery codes" label="Copy codes" />
        <a href={file} download="recovery-codes.txt" className="btn btn-sm btn-outline-primary">
          Download as a file
        </a>
      </div>
      <Button onClick={onContinue} className="w-100">
        I have saved them: continue
      </Button>
    </section>
  );
}
