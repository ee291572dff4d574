import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { TwoFactorEnabled } from '@rental/shared/staff';
import { CopyButton } from '@/components/copy-button';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useConfirmTwoFactor, useStartTwoFactor, type SetupStart } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

const QrCode = lazy(() => import('@/components/qr-code').then((m) => ({ default: m.QrCode })));

interface TwoFactorSetupProps {
  /** A welcome link's challenge (it stands for the session), or the signed-in admin's password. */
  start: SetupStart;
  email?: string;
  /** Back to where the set-up was asked for, after it could not start. */
  onCancel?: () => void;
  /** After the recovery codes were shown; carries the session at sign-in. */
  onDone: (result: TwoFactorEnabled) => void;
}

/**
 * docs/product.md#back-office: scan the QR code (or type the key) into an authenticator app,
 * confirm with its first code, then keep the recovery codes shown once.
 */
export function TwoFactorSetup({ start: how, email, onCancel, onDone }: TwoFactorSetupProps) {
  const challenge = 'challenge' in how ? how.challenge : undefined;
  const start = useStartTwoFactor(how);
  const confirm = useConfirmTwoFactor(challenge);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<TwoFactorEnabled | null>(null);
  const { mutate: begin } = start;

  useEffect(() => begin(), [begin]);

  if (done) {
    return (
      <RecoveryCodes codes={done.recoveryCodes} email={email} onContinue={() => onDone(done)} />
    );
  }
  if (start.isError) {
    return (
      <Alert variant="danger">
        <p className={onCancel ? undefined : 'mb-0'}>
          {serverMessage(start.error, 'Could not start the set-up. Please try again.')}
        </p>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            Back
          </Button>
        )}
      </Alert>
    );
  }
  if (!start.data) {
    return (
      <p>
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Preparing your key…
      </p>
    );
  }
  const { uri, secret } = start.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: setDone });
  };
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <section aria-labelledby="setup-title">
      <h2 id="setup-title" className="h5">
        Set up two-factor sign-in
      </h2>
      <ol className="ps-3">
        <li className="mb-3">
          <p className="mb-2">
            Scan this code with an authenticator app on your phone (Google Authenticator, Microsoft
            Authenticator, 1Password…).
          </p>
          {/* A phone cannot scan its own screen: the otpauth address opens the app directly. */}
          <p className="mb-2">
            On the phone with the app?{' '}
            <a href={uri} className="btn btn-outline-primary btn-sm">
              Open in authenticator app
            </a>
          </p>
          <Suspense fallback={<div className="admin-qr admin-qr--loading" aria-hidden="true" />}>
            <QrCode value={uri} label="QR code for your authenticator app" className="admin-qr" />
          </Suspense>
          <p className="mt-2 mb-1 small">Or type this key into the app:</p>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <code className="fs-6 text-break" data-testid="totp-secret">
              {grouped}
            </code>
            <CopyButton text={secret} what="key" />
          </div>
        </li>
        <li>
          <form noValidate onSubmit={submit}>
            <FormField
              id="setup-code"
              label="The 6-digit code the app shows"
              error={
                confirm.isError
                  ? serverMessage(confirm.error, 'Could not check the code.')
                  : undefined
              }
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={confirm.isPending || code.trim().length !== 6}>
              {confirm.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
            </Button>
          </form>
        </li>
      </ol>
    </section>
  );
}
