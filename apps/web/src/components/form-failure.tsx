import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';

interface FormFailureProps {
  /** The failure to show, or null/empty while there is none. */
  message: string | null | undefined;
  className?: string;
}

/**
 * A failed submit, said beside the button that was pressed (placed just above or below it), with
 * the focus moved to it: a message at the top of a long form lands off-screen on a phone
 * (docs/product.md#forms). Clear the message when the form is submitted again, so a second
 * failure takes the focus again.
 */
export function FormFailure({ message, className = '' }: FormFailureProps) {
  const ref = useFocusOnArrival<HTMLDivElement>(Boolean(message));
  if (!message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`alert alert-danger py-2 mb-2 ${className}`.trim()}
      data-testid="form-failure"
    >
      {message}
    </div>
  );
}
