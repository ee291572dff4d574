import type { ReactNode } from 'react';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';

interface TwoFactorCodeFieldProps {
  id: string;
  hint: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The failed call's error, if the last try failed. */
  failure: Error | null;
  autoFocus?: boolean;
}

/** A code of one's two-factor: the authenticator app's, or one recovery code. */
export function TwoFactorCodeField({
  id,
  hint,
  value,
  onChange,
  failure,
  autoFocus,
}: TwoFactorCodeFieldProps) {
  return (
    <FormField
      id={id}
      label="Code from your authenticator app"
      hint={hint}
      error={failure ? serverMessage(failure, 'Could not check the code.') : undefined}
    >
      {(control) => (
        <input
          {...control}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
