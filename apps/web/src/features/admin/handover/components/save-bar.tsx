import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

interface SaveBarProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Not ready to save yet (photos still being prepared); the label stays. */
  waiting?: boolean;
  /** Beside the button, e.g. the bill's total. */
  children?: ReactNode;
}

/**
 * The form's one primary action, held at the bottom of the screen within the thumb's reach.
 * While a text field has the focus (the phone's keyboard is up) it stays in the flow instead,
 * so it never covers what is being typed (handover.css).
 */
export function SaveBar({ label, busyLabel, busy, waiting = false, children }: SaveBarProps) {
  return (
    <div className="handover-bar">
      {children}
      <button
        type="submit"
        className="btn btn-primary handover-touch handover-save"
        disabled={busy || waiting}
      >
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
