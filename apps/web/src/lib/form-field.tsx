import type { ReactNode } from 'react';

/** What an input needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  /** Only while there is an error: a valid field says nothing. */
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Class of the control: form-control, form-select... */
  controlClass?: string;
  labelClassName?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error beside it (aria-describedby). A plain
 * element takes the whole of `control`; a react-bootstrap control, which sets its own classes,
 * takes `id`, `aria-describedby` and `aria-invalid` (and `isInvalid` from the latter).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  controlClass = 'form-control',
  labelClassName = 'form-label fw-medium',
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `${controlClass}${error ? ' is-invalid' : ''}`,
      })}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
