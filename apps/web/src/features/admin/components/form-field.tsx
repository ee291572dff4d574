import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface FieldIds {
  id: string;
  /** For aria-describedby: the hint and the error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** A label, the control, a hint and the field's message beside it, wired for screen readers. */
export function FormField({
  id,
  label,
  hint,
  error,
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {children({ id, describedBy, invalid: !!error })}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </div>
  );
}
