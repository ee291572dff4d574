import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useTwoFactorSignIn } from '../api/two-factor';

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
      <FormField
        id="two-factor-code"
        label="Code from your authenticator app"
        hint="Lost your phone? Enter one of your recovery codes instead."
        error={
          signIn.isError ? serverMessage(signIn.error, 'Could not check the code.') : undefined
        }
      >
        {(control) => (
          <input
            {...control}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-100 mb-2" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Checking…' : 'Verify'}
      </Button>
      <Button variant="link" className="w-100" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}
