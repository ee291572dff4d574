import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { PasswordSchema } from '@rental/shared/fields';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useAcceptInvite } from '../api/staff';

/** The token rides in the fragment (#token=…), which the browser never sends to a server. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

interface WelcomeFormProps {
  /** The two-factor set-up the link's answer carries on to while the owner requires it. */
  enrol: (challenge: string) => ReactNode;
}

/**
 * docs/product.md#back-office: a staff member sets their password through the owner's link, and,
 * while the owner requires two-factor, sets it up there too: only the link may enrol a phone.
 */
export function WelcomeForm({ enrol }: WelcomeFormProps) {
  const [token] = useState(tokenFromHash);
  const accept = useAcceptInvite();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});

  if (accept.data?.challenge) {
    return (
      <>
        <Alert variant="info">{accept.data.message}</Alert>
        {enrol(accept.data.challenge)}
      </>
    );
  }
  if (accept.isSuccess) {
    return (
      <Alert variant="success">
        <p>{accept.data.message}</p>
        <Link to="/admin" className="btn btn-primary">
          Sign in
        </Link>
      </Alert>
    );
  }
  if (!token) {
    return (
      <Alert variant="warning">
        This link is not complete. Open the whole link you were given.
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = PasswordSchema.safeParse(password);
    const next = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      again: password === again ? undefined : 'The two passwords differ.',
    };
    setErrors(next);
    if (!next.password && !next.again) accept.mutate({ token, password });
  };
  return (
    <form noValidate onSubmit={submit}>
      <div aria-live="polite">
        {accept.isError && (
          <Alert variant="danger">
            {serverMessage(accept.error, 'Could not set the password.')}
          </Alert>
        )}
      </div>
      <FormField id="welcome-password" label="New password" error={errors.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="welcome-again" label="The same password again" error={errors.again}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-100" disabled={accept.isPending}>
        {accept.isPending ? 'Saving…' : 'Set my password'}
      </Button>
    </form>
  );
}
