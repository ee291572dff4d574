import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/lib/form-field';

// The handover forms' two kinds of typed field, sized for a thumb: a number (the phone's numeric
// keypad) and free notes.

interface TouchFieldProps {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export function NumberField({
  id,
  label,
  field,
  error,
  hint,
  className = 'mb-4',
}: TouchFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {({ id: inputId, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <Form.Control
          id={inputId}
          size="lg"
          inputMode="numeric"
          autoComplete="off"
          isInvalid={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...field}
        />
      )}
    </FormField>
  );
}

export function NotesField({ id, label, field, error, hint, className = 'mb-4' }: TouchFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {({ id: inputId, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <Form.Control
          as="textarea"
          rows={3}
          id={inputId}
          maxLength={1000}
          isInvalid={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...field}
        />
      )}
    </FormField>
  );
}
