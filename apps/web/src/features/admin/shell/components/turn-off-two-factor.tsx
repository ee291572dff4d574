import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useTurnOffTwoFactor } from '../api/two-factor';
import { TwoFactorCodeField } from './two-factor-code-field';

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
      <TwoFactorCodeField
        id="two-factor-off-code"
        hint="Or one of your recovery codes."
        value={code}
        onChange={setCode}
        failure={turnOff.error}
      />
      <Button type="submit" variant="outline-danger" disabled={turnOff.isPending}>
        {turnOff.isPending ? 'Checking…' : 'Turn two-factor sign-in off'}
      </Button>
    </form>
  );
}
