import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useTurnOffTwoFactor } from '../api/two-factor';

/**
 * docs/product.md#back-office: one's own two-factor off, with a code of it: to move it to a new
 * phone, turn it off with the old one and set it up again.
 */
export function TurnOffTwoFactor({ onDone }: { onDone: () => void }) {
  const turnOff = useTurnOffTwoFactor();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) turnOff.mutate(code.trim(), { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 pt-3 border-top">
      <h3 className="h6">Changing phones?</h3>
      <p className="small text-body-secondary">
        Turn two-factor sign-in off with a code from your old phone, then set it up again on the new
        one.
      </p>
      <FormField
        id="two-factor-off-code"
        label="Code from your authenticator app"
        hint="Or one of your recovery codes."
        error={
          turnOff.isError ? serverMessage(turnOff.error, 'Could not check the code.') : undefined
        }
      >
        {(control) => (
          <input
            {...control}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline-danger" disabled={turnOff.isPending}>
        {turnOff.isPending ? 'Checking…' : 'Turn two-factor sign-in off'}
      </Button>
    </form>
  );
}
