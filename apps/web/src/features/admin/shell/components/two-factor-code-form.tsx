import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useTwoFactorSignIn } from '../api/two-factor';
import { TwoFactorCodeField } from './two-factor-code-field';

interface TwoFactorCodeFormProps {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}

/** The sign-in's second step: the authenticator app's code, or one recovery code. */
export function TwoFactorCodeForm({ challenge, onSignedIn, onRestart }: TwoFactorCodeFormProps) {
  const signIn = useTwoFactorSignIn(challenge);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) signIn.mutate(code.trim(), { onSuccess: onSignedIn });
  };
  return (
    <form noValidate onSubmit={submit}>
      <TwoFactorCodeField
        id="two-factor-code"
        hint="Lost your phone? Enter one of your recovery codes instead."
        value={code}
        onChange={setCode}
        failure={signIn.error}
        autoFocus
      />
      <Button type="submit" className="w-100 mb-2" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Checking…' : 'Verify'}
      </Button>
      <Button variant="link" className="w-100" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}
