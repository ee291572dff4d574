import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { TwoFactorOwnSetupSchema } from '@rental/shared/staff';
import { FormField } from '@/lib/form-field';

interface OwnSetupStartProps {
  disabled?: boolean;
  onStart: (password: string) => void;
}

/**
 * docs/product.md#back-office: a signed-in admin types the password again before enrolling a
 * phone, so a session left open elsewhere cannot enrol someone else's.
 */
export function OwnSetupStart({ disabled, onStart }: OwnSetupStartProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = TwoFactorOwnSetupSchema.safeParse({ password });
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) onStart(password);
  };
  return (
    <form noValidate onSubmit={submit}>
      <FormField id="own-setup-password" label="Your password" error={error}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={disabled}>
        Set up two-factor sign-in
      </Button>
    </form>
  );
}
